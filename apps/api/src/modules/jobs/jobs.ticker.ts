import type { AppContext } from '../../platform/context.ts'
import type { Tx } from '../../platform/db/database.ts'
import type { TickerJob } from '../../platform/ticker/ticker.ts'
import { notify, type NotificationCode } from '../notifications/notifications.service.ts'
import type { JobRow, JobSide } from './job-dto.ts'
import { jobsRepository } from './jobs.repository.ts'
import { jobLink, jobNoticeParams } from './job-context.ts'

/** Rows per run and per job kind: a backlog drains over a few minutes, never in one long lock. */
export const JOBS_TICKER_BATCH = 500

/**
 * Time-based transitions of jobs (ADR 0019): expire solicitations not answered by their deadline,
 * complete accepted jobs whose end has passed and settle their money. Each row is moved by an
 * UPDATE guarded by its status, so a second run (or a concurrent one) changes nothing twice.
 */
export function jobsTickerJobs(ctx: AppContext): TickerJob[] {
  async function tell(tx: Tx, side: JobSide, job: JobRow, code: NotificationCode) {
    const userId = side === 'promoter' ? job.promoterId : job.hirerId
    await notify(
      tx,
      {
        userId,
        code,
        link: jobLink(side, job.id),
        params: jobNoticeParams(job),
      },
      { email: ctx },
    )
  }

  return [
    {
      name: 'jobs.expire',
      async run(tx, now) {
        const r = jobsRepository(tx)
        let n = 0
        for (const job of await r.dueToExpire(now, JOBS_TICKER_BATCH)) {
          const expired = await r.transition(job.id, 'requested', {
            status: 'expired',
            expiredAt: now,
            updatedAt: now,
          })
          if (!expired) continue
          await tell(tx, 'hirer', expired, 'job_expired')
          n++
        }
        return n
      },
    },
    {
      name: 'jobs.complete',
      async run(tx, now) {
        const r = jobsRepository(tx)
        let n = 0
        for (const job of await r.dueToComplete(now, JOBS_TICKER_BATCH)) {
          const done = await r.transition(job.id, 'accepted', {
            status: 'completed',
            completedAt: now,
            updatedAt: now,
          })
          if (!done) continue
          // Settlement with the fee frozen at acceptance; the payout is due on the job day.
          await r.insertLedger([
            {
              jobId: job.id,
              kind: 'provider_fee',
              amountCents: job.providerFeeCents!,
              createdAt: now,
            },
            {
              jobId: job.id,
              kind: 'platform_fee',
              amountCents: job.platformFeeCents!,
              createdAt: now,
            },
            {
              jobId: job.id,
              kind: 'payout',
              amountCents: job.netCents!,
              dueOn: job.startDate,
              createdAt: now,
            },
          ])
          await tell(tx, 'promoter', done, 'job_completed')
          await tell(tx, 'hirer', done, 'job_completed')
          n++
        }
        return n
      },
    },
  ]
}
