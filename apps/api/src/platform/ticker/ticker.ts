import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../clock.ts'
import { queryRows, type Db, type Tx } from '../db/database.ts'
import { tickerRuns } from '../../db/schema/index.ts'

/** Any number: the key every process uses for the ticker's advisory lock. */
export const TICKER_LOCK_KEY = 7_410_2026

export interface TickerJob {
  name: string
  /** Must be idempotent: a crash mid-run means the next minute runs it again. */
  run(tx: Tx, now: Date): Promise<number | void>
}

export interface Ticker {
  /** Runs every job once if this process gets the lock; returns false when another holds it. */
  runOnce(): Promise<boolean>
  start(intervalMs?: number): void
  stop(): Promise<void>
}

/**
 * Time-based transitions (ARCHITECTURE.md "Data rules"): every minute, under
 * `pg_try_advisory_xact_lock`, so with N processes exactly one runs them. The lock is
 * transaction-scoped, so a dead process never leaves it held.
 */
export function createTicker(deps: {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  jobs: TickerJob[]
}): Ticker {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<boolean> | undefined

  async function runOnce(): Promise<boolean> {
    const startedAt = deps.clock.now()
    const t0 = performance.now()
    return deps.db.transaction(async (tx) => {
      const got = await queryRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${TICKER_LOCK_KEY}) as locked`,
      )
      if (!got[0]?.locked) return false
      const results: Record<string, number> = {}
      for (const job of deps.jobs) {
        results[job.name] = (await job.run(tx, deps.clock.now())) ?? 0
      }
      await tx.insert(tickerRuns).values({
        startedAt,
        finishedAt: deps.clock.now(),
        jobs: results,
        durationMs: Math.round(performance.now() - t0),
      })
      return true
    })
  }

  return {
    runOnce,
    start(intervalMs = 60_000) {
      if (timer) return
      timer = setInterval(() => {
        if (running) return
        running = runOnce()
          .catch((err) => {
            deps.log.error({ err }, 'ticker run failed')
            return false
          })
          .finally(() => {
            running = undefined
          })
      }, intervalMs)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      if (running) await running
    },
  }
}
