import type { FastifyReply, FastifyRequest } from 'fastify'

export const HEARTBEAT_MS = 25_000

export interface SseStream {
  send(event: string, data: unknown): void
  close(): void
  readonly closed: boolean
}

/**
 * Turns a request into a Server-Sent Events stream: the reply is taken over (no envelope), a
 * comment line goes out every 25 s so proxies keep it open, and `onClose` runs once when the
 * browser goes away or the server shuts down.
 */
export function openSse(req: FastifyRequest, reply: FastifyReply, onClose: () => void): SseStream {
  reply.hijack()
  const res = reply.raw
  // Headers set by earlier hooks (helmet, request id) still go out.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) res.setHeader(name, value)
  }
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  })
  res.write('retry: 5000\n\n')
  let closed = false
  const heartbeat = setInterval(() => {
    if (!closed) res.write(': ping\n\n')
  }, HEARTBEAT_MS)
  heartbeat.unref()
  const close = () => {
    if (closed) return
    closed = true
    clearInterval(heartbeat)
    onClose()
    if (!res.writableEnded) res.end()
  }
  req.raw.on('close', close)
  res.on('close', close)
  res.on('error', close)
  return {
    send(event, data) {
      if (closed) return
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    },
    close,
    get closed() {
      return closed
    },
  }
}
