import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '../context.ts'
import type { TypedApp } from '../http/typed-app.ts'
import { liveHub } from './live-hub.ts'
import { openSse, type SseStream } from './sse.ts'

/** An open stream of this process and what the route kept about its reader. */
export interface LiveTarget<M> {
  readonly stream: SseStream
  readonly meta: M
}

export interface LiveStreams<M> {
  /**
   * Turns the request into an SSE stream (`sse.ts`: heartbeats, end on close) held under `key`
   * (a user id, an auction id) until it closes.
   */
  open(req: FastifyRequest, reply: FastifyReply, key: string, meta: M): SseStream
  /** The streams of this process open under `key`, now (empty when none). */
  targets(key: string): LiveTarget<M>[]
}

export interface LiveChannel<M> {
  /** The LISTEN/NOTIFY channel (`platform/db/pg-notify.ts` sends on it). */
  channel: string
  /** Runs for each payload heard on the channel; a failure is logged as `failure`. */
  onPayload(payload: string, live: LiveStreams<M>): void | Promise<void>
  failure: string
}

/**
 * The bookkeeping of a live stream (docs/architecture.md "Live updates"), once for every module
 * that has one: one LISTEN per process on the channel (`live-hub.ts`), this process's open streams
 * by key, the listener started when the app is ready, every stream ended before the app closes
 * (open streams would keep the server from closing) and the listener stopped after.
 */
export function liveStreams<M>(
  app: TypedApp,
  ctx: Pick<AppContext, 'database' | 'log'>,
  { channel, onPayload, failure }: LiveChannel<M>,
): LiveStreams<M> {
  const hub = liveHub(ctx.database, channel, ctx.log)
  const streams = new Map<string, Set<LiveTarget<M>>>()

  const live: LiveStreams<M> = {
    open(req, reply, key, meta) {
      let set = streams.get(key)
      if (!set) streams.set(key, (set = new Set()))
      const mine = set
      const target: LiveTarget<M> = {
        meta,
        stream: openSse(req, reply, () => {
          mine.delete(target)
          if (!mine.size && streams.get(key) === mine) streams.delete(key)
        }),
      }
      mine.add(target)
      return target.stream
    },
    targets: (key) => [...(streams.get(key) ?? [])],
  }

  hub.subscribe((payload) => {
    void Promise.resolve()
      .then(() => onPayload(payload, live))
      .catch((err) => ctx.log.error({ err }, failure))
  })
  app.addHook('onReady', async () => hub.start())
  app.addHook('preClose', async () => {
    for (const set of streams.values()) for (const t of set) t.stream.close()
    streams.clear()
  })
  app.addHook('onClose', async () => hub.stop())
  return live
}
