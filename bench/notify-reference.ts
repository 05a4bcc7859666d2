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
  // A pool, so a NOTIFY that waits does not hold back the next one (open loop).
  const sender = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  await listener.connect()
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

export interface CommitRate {
  notify: boolean
  perSecond: number
  p50: number
  p99: number
}

/**
 * The ceiling a live message's transaction meets: `connections` clients each committing one
 * insert after another for `seconds`, without and then with a NOTIFY in the transaction.
 * PostgreSQL commits notifying transactions one at a time (a lock on the notification queue is
 * held through the commit), so the second rate bounds every API process together.
 */
export async function commitRates(
  databaseUrl: string,
  connections = 10,
  seconds = 3,
): Promise<CommitRate[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections })
  try {
    await pool.query('drop table if exists bench_commit_probe')
    await pool.query('create table bench_commit_probe (id bigserial primary key, v text)')
    const out: CommitRate[] = []
    for (const notify of [false, true]) {
      const latencies: number[] = []
      const end = performance.now() + seconds * 1000
      await Promise.all(
        Array.from({ length: connections }, async () => {
          const c = await pool.connect()
          try {
            while (performance.now() < end) {
              const t0 = performance.now()
              await c.query('begin')
              await c.query(`insert into bench_commit_probe (v) values ('x')`)
              if (notify) await c.query(`select pg_notify('${CHANNEL}', 'x')`)
              await c.query('commit')
              latencies.push(performance.now() - t0)
            }
          } finally {
            c.release()
          }
        }),
      )
      latencies.sort((a, b) => a - b)
      out.push({
        notify,
        perSecond: latencies.length / seconds,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
      })
    }
    await pool.query('drop table bench_commit_probe')
    return out
  } finally {
    await pool.end()
  }
}
