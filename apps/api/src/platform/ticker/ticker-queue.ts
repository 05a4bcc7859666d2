import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Job, PgBoss } from 'pg-boss'
import { queryRows, type DbOrTx } from '../db/database.ts'
import { TICKER_QUEUE, uuidFor } from '../jobs/boss.ts'

/**
 * ADR 0071 — the ticker's runs as pg-boss jobs. Each interval is a slot (`floor(now / interval)`);
 * every process that runs the ticker queues the slot's job, whose id is a pure function of the
 * slot, so the job table holds one job per slot however many processes queue it. The queue is
 * `stately` (boss.ts): at most one run is active across all processes. The worker every serving
 * process starts (JOB_WORKER=on) claims it; a worker that dies mid-run stops its heartbeat, loses
 * its claim after the lease and another runs the slot again (every ticker job is idempotent); a run that throws is
 * retried with backoff and, after the last retry, listed to the admin master as failed.
 */
export interface TickerQueueSettings {
  retryLimit: number
  retryDelaySeconds: number
  /**
   * The run's heartbeat (pg-boss `heartbeatSeconds`, at least 10): the worker refreshes its claim
   * every half of it; a claim not refreshed for this long (its process died) goes back to retry.
   */
  leaseSeconds: number
  /** A run still active after this long is failed and retried, heartbeat or not. */
  maxRunSeconds: number
}

export interface FailedTickerRun {
  id: string
  /** When the slot began (the time its run was due). */
  slotAt: string
  attempts: number
  error: string | null
  failedAt: string
}

export interface TickerQueue {
  /**
   * Queues the run of `slot` (due at `at`); false when the slot's job exists already (another
   * process queued it).
   */
  queueSlot(slot: number, at: Date): Promise<boolean>
  /** Starts this process's worker (woken by the insert's NOTIFY; a slow poll as a backstop). */
  startWorker(options?: { pollSeconds?: number; backstopPollSeconds?: number }): Promise<void>
  /**
   * Runs the ticker jobs due now in this process, as a worker would (tests); how many ran.
   * `expireLeases` first hands back the runs of workers whose lease ran out.
   */
  drain(options?: { expireLeases?: boolean }): Promise<number>
  failed(limit?: number): Promise<FailedTickerRun[]>
}

interface SlotData {
  slot: number
  at: string
}

export function tickerSlotJobId(slot: number): string {
  return uuidFor(`ticker:${slot}`)
}

export function createTickerQueue(deps: {
  boss: PgBoss
  /** One run of the ticker's jobs (`Ticker.runOnce`): the body is the same with or without the queue. */
  run: () => Promise<boolean>
  settings: TickerQueueSettings
  log: FastifyBaseLogger
  db: DbOrTx
}): TickerQueue {
  const { boss, settings, log } = deps

  async function work(job: Job<SlotData>): Promise<{ ran: boolean }> {
    // False: the run of an expired lease still holds the run's advisory lock (ticker.ts); it does
    // this slot's work, so this attempt completes without running twice at once.
    const ran = await deps.run()
    if (!ran) log.warn({ slot: job.data.slot }, 'ticker slot skipped: a run is still under way')
    return { ran }
  }

  return {
    async queueSlot(slot, at) {
      const id = await boss.send(TICKER_QUEUE, { slot, at: at.toISOString() } satisfies SlotData, {
        id: tickerSlotJobId(slot),
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: 3_600,
        heartbeatSeconds: settings.leaseSeconds,
        expireInSeconds: settings.maxRunSeconds,
      })
      return id !== null
    },

    async startWorker({ pollSeconds = 1, backstopPollSeconds = 5 } = {}) {
      await boss.work<SlotData, { ran: boolean }>(
        TICKER_QUEUE,
        {
          pollingIntervalSeconds: pollSeconds,
          notifyPollingIntervalSeconds: backstopPollSeconds,
          batchSize: 1,
        },
        async ([job]) => (job ? work(job) : { ran: false }),
      )
    },

    async drain(options = {}) {
      if (options.expireLeases) await boss.supervise(TICKER_QUEUE)
      let ran = 0
      for (;;) {
        const [job] = await boss.fetch<SlotData>(TICKER_QUEUE, { batchSize: 1 })
        if (!job) return ran
        ran++
        try {
          await boss.complete(TICKER_QUEUE, job.id, await work(job))
        } catch (err) {
          await boss.fail(TICKER_QUEUE, job.id, { message: (err as Error).message })
        }
      }
    },

    failed: (limit = 100) => failedTickerRuns(deps.db, limit),
  }
}

/** Ticker runs failed for good, newest first (pg-boss's job table, read-only here). */
export async function failedTickerRuns(db: DbOrTx, limit: number): Promise<FailedTickerRun[]> {
  const rows = await queryRows<{
    id: string
    slot_at: string | null
    attempts: number
    error: string | null
    failed_at: Date | string
  }>(
    db,
    sql`select id::text as id, data->>'at' as slot_at, retry_count + 1 as attempts,
               output->>'message' as error, coalesce(completed_on, created_on) as failed_at
          from pgboss.job where name = ${TICKER_QUEUE} and state = 'failed'
         order by coalesce(completed_on, created_on) desc, id limit ${limit}`,
  )
  return rows.map((r) => ({
    id: r.id,
    slotAt: r.slot_at ?? '',
    attempts: Number(r.attempts),
    error: r.error,
    failedAt: new Date(r.failed_at).toISOString(),
  }))
}
