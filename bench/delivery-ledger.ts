import { percentile } from './http-bench.ts'

/** One event of a text/event-stream: its name (`message` when the block names none) and data. */
export interface SseEvent {
  event: string
  data: string
}

/**
 * An incremental text/event-stream parser (the HTML spec's rules that the API's streams use:
 * blocks end with a blank line, `event:` and `data:` fields, `:` comments such as the heartbeat
 * ignored, several `data:` lines joined by a newline). Feed it chunks as they arrive, split
 * anywhere; it calls `onEvent` for each complete block.
 */
export function sseParser(onEvent: (e: SseEvent) => void): (chunk: string) => void {
  let buffer = ''
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n')
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      let event = 'message'
      const data: string[] = []
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue
        const colon = line.indexOf(':')
        const field = colon < 0 ? line : line.slice(0, colon)
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
        if (field === 'event') event = value
        else if (field === 'data') data.push(value)
      }
      if (data.length) onEvent({ event, data: data.join('\n') })
    }
  }
}

export interface LedgerSummary {
  /** Deliveries expected: one per message and participant stream. */
  expected: number
  /** Expected deliveries that arrived exactly once. */
  once: number
  /** Expected deliveries that never arrived. */
  lost: number
  /** Expected deliveries that arrived more than once (each counted once). */
  duplicated: number
  /** Arrivals nobody expected: a stream told of a message that is not its participant's. */
  unexpected: number
  /** Latency (ms) of each message's first arrival at the other participant's stream, sorted. */
  latencies: number[]
  p50: number
  p99: number
  max: number
}

/**
 * Who must hear of each message and when it was sent, against what each stream heard: every
 * message must reach each of its participants' streams exactly once. Arrivals may be recorded
 * before their message's send (a stream can hear of a message before the POST that made it
 * answers); the summary matches them at the end.
 */
export function deliveryLedger() {
  const expected = new Map<string, { sentAt: number; counterpart: boolean }>()
  const arrivals = new Map<string, number[]>()
  const key = (userId: string, messageId: number) => `${userId} ${messageId}`
  return {
    /** A message sent at `sentAt` (before its POST) that `counterpart` and `sender` must hear of. */
    sent(messageId: number, sentAt: number, counterpart: string, sender: string) {
      expected.set(key(counterpart, messageId), { sentAt, counterpart: true })
      expected.set(key(sender, messageId), { sentAt, counterpart: false })
    },
    /** `userId`'s stream heard of `messageId` at `at`. */
    arrived(userId: string, messageId: number, at: number) {
      const k = key(userId, messageId)
      const list = arrivals.get(k)
      if (list) list.push(at)
      else arrivals.set(k, [at])
    },
    /** Deliveries still awaited. */
    pending(): number {
      let n = 0
      for (const k of expected.keys()) if (!arrivals.has(k)) n++
      return n
    },
    summary(): LedgerSummary {
      let once = 0
      let lost = 0
      let duplicated = 0
      let unexpected = 0
      const latencies: number[] = []
      for (const [k, e] of expected) {
        const got = arrivals.get(k)
        if (!got) lost++
        else if (got.length > 1) duplicated++
        else once++
        if (got && e.counterpart) latencies.push(Math.min(...got) - e.sentAt)
      }
      for (const k of arrivals.keys()) if (!expected.has(k)) unexpected++
      latencies.sort((a, b) => a - b)
      return {
        expected: expected.size,
        once,
        lost,
        duplicated,
        unexpected,
        latencies,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies.length ? latencies[latencies.length - 1]! : NaN,
      }
    },
  }
}

export type DeliveryLedger = ReturnType<typeof deliveryLedger>
