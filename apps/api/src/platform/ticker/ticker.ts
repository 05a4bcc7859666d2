import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../clock.ts'
import { queryRows, type Db, type Tx } from '../db/database.ts'
import { tickerRuns } from '../../db/schema/index.ts'

/** What `/api/health` says of this process's ticker (ADR 0071). */
export type TickerRole = 'on' | 'off'

/** Where a process's ticker puts the run of each slot (ADR 0071: the pg-boss ticker queue). */
export interface TickerSlots {
  queueSlot(slot: number, at: Date): Promise<boolean>
}

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
  /**
   * Every `intervalMs`, queues the run of the current slot (ADR 0071); whichever process's
   * worker claims it runs it. Without `slots` (tests) it runs the jobs in this process.
   */
  start(intervalMs?: number): void
  stop(): Promise<void>
}

/**
 * Time-based transitions (ARCHITECTURE.md "Data rules"): every minute one run, as one job of the
 * pg-boss ticker queue (`ticker-queue.ts`, ADR 0071) that at most one process works at a time.
 * Each run also takes `pg_try_advisory_xact_lock`, so a run whose lease expired while it still
 * works never overlaps the run that replaced it; the lock dies with its connection.
 */
export function createTicker(deps: {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  jobs: TickerJob[]
  /** The queue of slot runs; without it (tests) a started ticker runs the jobs itself. */
  slots?: TickerSlots
  /** Hears whether this process's ticker is started (`/api/health` shows it). */
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
      deps.onRole?.('on')
      const tick = () => {
        if (deps.slots) {
          const now = deps.clock.now().getTime()
          const slot = Math.floor(now / intervalMs)
          return deps.slots.queueSlot(slot, new Date(slot * intervalMs))
        }
        return runOnce()
      }
      // The first slot is queued after one interval, as the first run was.
      timer = setInterval(() => {
        if (running) return
        running = tick()
          .catch((err) => {
            deps.log.error({ err }, deps.slots ? 'ticker slot not queued' : 'ticker run failed')
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
      deps.onRole?.('off')
    },
  }
}
