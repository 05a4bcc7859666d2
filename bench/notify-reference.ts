import pg from 'pg'
import { percentile } from './http-bench.ts'

export interface NotifyReference {
  sent: number
  received: number
  p50: number
  p99: number
  max: number
}

const CHANNEL = 'bench_reference'

/**
 * The floor under a live delivery: one pg client sends `count` NOTIFYs at `perSecond` (open
 * loop, like the messages), another client LISTENs; the latency of each is from just before its
 * query to its arrival. Nothing of the product runs: this is what PostgreSQL and the driver cost.
 */
export async function notifyReference(
  databaseUrl: string,
  count: number,
  perSecond: number,
): Promise<NotifyReference> {
  const listener = new pg.Client({ connectionString: databaseUrl })
  const sender = new pg.Client({ connectionString: databaseUrl })
  await listener.connect()
  await sender.connect()
  try {
    const sentAt = new Map<number, number>()
    const latencies: number[] = []
    let settle: () => void = () => {}
    const all = new Promise<void>((resolve) => (settle = resolve))
    listener.on('notification', (msg) => {
      const at = performance.now()
      const t0 = sentAt.get(Number(msg.payload))
      if (msg.channel !== CHANNEL || t0 === undefined) return
      latencies.push(at - t0)
      if (latencies.length === count) settle()
    })
    await listener.query(`LISTEN ${CHANNEL}`)
    const started = performance.now()
    const queries: Promise<unknown>[] = []
    for (let i = 0; i < count; i++) {
      const due = started + (i * 1000) / perSecond
      const wait = due - performance.now()
      if (wait > 0) await new Promise((r) => setTimeout(r, wait))
      sentAt.set(i, performance.now())
      queries.push(sender.query('select pg_notify($1, $2)', [CHANNEL, String(i)]))
    }
    await Promise.all(queries)
    await Promise.race([all, new Promise((r) => setTimeout(r, 10_000))])
    const sorted = [...latencies].sort((a, b) => a - b)
    return {
      sent: count,
      received: sorted.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.length ? sorted[sorted.length - 1]! : NaN,
    }
  } finally {
    await sender.end().catch(() => {})
    await listener.end().catch(() => {})
  }
}
