import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../clock.ts'
import { queryRows, type Db, type Tx } from '../db/database.ts'
import { tickerRuns } from '../../db/schema/index.ts'
import type { Leadership, TickerRole } from './leadership.ts'

/** Any number: the key every process uses for the ticker's advisory lock. */
export const TICKER_LOCK_KEY = 7_410_2026

export interface TickerJob {
  name: string
  /** Must be idempotent: a crash mid-run means the next minute runs it again. */
  run?(tx: Tx, now: Date): Promise<number | void>
  /**
   * Calls to another system (the payment provider) made after the run's transaction committed,
   * with no transaction open while they wait (ADR 0070): the step commits its own short
   * transactions (a claim before the call, the result after it) and heals a call whose result was
   * never applied on a later run.
   */
  outside?(db: Db, now: Date): Promise<number | void>
}

export interface Ticker {
  /** Runs every job once if this process gets the lock; returns false when another holds it. */
  runOnce(): Promise<boolean>
  /** Every `intervalMs`, runs the jobs when this process leads (ADR 0065). */
  start(intervalMs?: number): void
  stop(): Promise<void>
}

/**
 * Time-based transitions (ARCHITECTURE.md "Data rules"): every minute, in the one process that
 * leads (`leadership.ts`, ADR 0065), and each run under `pg_try_advisory_xact_lock` too, so two
 * runs never overlap even while a lost leader has not noticed yet. Both locks die with their
 * connection: a dead process never leaves one held.
 */
export function createTicker(deps: {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  jobs: TickerJob[]
  /** Without one (tests), every started process runs the jobs, one run at a time. */
  leadership?: Leadership
  /** Hears this process's role as it changes (`/api/health` shows it). */
  onRole?: (role: TickerRole) => void
}): Ticker {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<boolean> | undefined

  async function runOnce(): Promise<boolean> {
    const startedAt = deps.clock.now()
    const t0 = performance.now()
    const results: Record<string, number> = {}
    const locked = await deps.db.transaction(async (tx) => {
      const got = await queryRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${TICKER_LOCK_KEY}) as locked`,
      )
      if (!got[0]?.locked) return false
      for (const job of deps.jobs) {
        if (job.run) results[job.name] = (await job.run(tx, deps.clock.now())) ?? 0
      }
      return true
    })
    if (!locked) return false
    // ADR 0070: after the commit, the steps that wait for another system, each in its own short
    // transactions (their rows' claims keep two processes from sending one call twice).
    for (const job of deps.jobs) {
      if (job.outside) {
        const key = job.run ? `${job.name}.outside` : job.name
        results[key] = (await job.outside(deps.db, deps.clock.now())) ?? 0
      }
    }
    await deps.db.insert(tickerRuns).values({
      startedAt,
      finishedAt: deps.clock.now(),
      jobs: results,
      durationMs: Math.round(performance.now() - t0),
    })
    return true
  }

  return {
    runOnce,
    start(intervalMs = 60_000) {
      if (timer) return
      const leads = async () => {
        const leading = deps.leadership ? await deps.leadership.acquire() : true
        deps.onRole?.(leading ? 'leader' : 'standby')
        return leading
      }
      // The role is known at once; the jobs first run after one interval, as before.
      running = leads().finally(() => {
        running = undefined
      })
      timer = setInterval(() => {
        if (running) return
        running = leads()
          .then((leading) => leading && runOnce())
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
      await deps.leadership?.release()
      deps.onRole?.('off')
    },
  }
}
