import pg from 'pg'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/database.ts'

/** Any number unlike the other advisory locks (ticker.ts, cache-rates.repository.ts): the ticker leadership. */
export const TICKER_LEADER_KEY = 7_410_2065

/** What `/api/health` says of this process's ticker. */
export type TickerRole = 'leader' | 'standby' | 'off'

export interface Leadership {
  /**
   * True while this process leads: it takes the lead when free and keeps it until it stops or
   * its connection dies (then another process takes it on its next try).
   */
  acquire(): Promise<boolean>
  /** Gives the lead up (stop, shutdown), so another process takes it at once. */
  release(): Promise<void>
}

/**
 * ADR 0065: with N processes exactly one runs the ticker. On PostgreSQL the leader holds a
 * session-level advisory lock on a connection of its own: a process that dies (even `kill -9`)
 * closes that connection and the server frees the lock, so a standby leads from its next tick.
 * The per-run transaction lock (ticker.ts) stays as a second guard. PGlite is one process: it
 * always leads.
 */
export function tickerLeadership(database: Database, log: FastifyBaseLogger): Leadership {
  if (database.kind === 'pglite') return { acquire: async () => true, release: async () => {} }
  const pool = (database.db as unknown as { $client: pg.Pool & { options: pg.PoolConfig } }).$client
  let conn: pg.Client | null = null
  let leading = false

  const drop = (c: pg.Client) => {
    if (conn !== c) return
    conn = null
    if (leading) log.warn('ticker leadership lost with its connection')
    leading = false
  }

  async function connect(): Promise<pg.Client> {
    const c = new pg.Client({ ...pool.options })
    c.on('error', () => drop(c))
    c.on('end', () => drop(c))
    await c.connect()
    conn = c
    return c
  }

  return {
    async acquire() {
      try {
        const c = conn ?? (await connect())
        if (leading) {
          // Still alive? A dead connection means the server let the lock go already.
          await c.query('select 1')
          return conn === c && leading
        }
        const { rows } = await c.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [TICKER_LEADER_KEY],
        )
        leading = conn === c && rows[0]?.locked === true
        return leading
      } catch (err) {
        log.warn({ err }, 'ticker leadership check failed')
        if (conn) {
          const c = conn
          drop(c)
          await c.end().catch(() => {})
        }
        return false
      }
    },
    async release() {
      const c = conn
      conn = null
      leading = false
      if (!c) return
      c.removeAllListeners('end')
      c.removeAllListeners('error')
      c.on('error', () => {})
      // Ending the session frees its advisory lock.
      await c.end().catch(() => {})
    },
  }
}
