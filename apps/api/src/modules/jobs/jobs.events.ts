import { translate } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { Tx } from '../../platform/db/database.ts'
import { on } from '../../platform/events.ts'
import type { JobSide } from './job-dto.ts'
import { JOB_SUSPENDED_REASON, jobContext } from './job-context.ts'
import { settleCancellation } from './job-settlement.ts'
import { cancelJobPayment } from '../payments/job-payment.ts'
import { jobsRepository } from './jobs.repository.ts'

/**
 * ADR 0025 (spec §1: suspension cancels all active ads and offers). Inside the suspension's
 * transaction: the suspended side's open solicitations and its accepted jobs that have not started
 * are cancelled as if that side had cancelled them (ADR 0019 settlement: a suspended promoter's
 * hirers get everything back; a suspended hirer's accepted jobs follow the regret / 72 h / 50%
 * rule), without the promoter's 15-day block, and the other side is told. Returns the number of
 * jobs cancelled.
 */
export async function cancelJobsOnSuspension(
  ctx: AppContext,
  tx: Tx,
  userId: string,
  side: JobSide,
): Promise<number> {
  const now = ctx.clock.now()
  const r = jobsRepository(tx)
  const { tell } = jobContext(ctx)
  const open = await r.cancellableOnSuspension(userId, side, now)
  for (const job of open) {
    const refund =
      job.status === 'accepted'
        ? await cancelJobPayment(tx, job, now, () => settleCancellation(r, job, side, now))
        : null
    const cancelled = await r.transition(job.id, job.status as 'requested' | 'accepted', {
      status: 'cancelled',
      cancelledAt: now,
      cancelledBy: side,
      reason: JOB_SUSPENDED_REASON,
      refundCents: refund,
      updatedAt: now,
    })
    if (!cancelled) continue
    await tell(tx, side === 'promoter' ? 'hirer' : 'promoter', cancelled, 'job_cancelled', (l) => ({
      by: translate(l, 'jobs.suspended.by'),
    }))
  }
  return open.length
}

/** Subscribes the jobs reaction to `account.suspended` (ADR 0012 domain event); unsubscribes on close. */
export function subscribeJobSuspension(ctx: AppContext): () => void {
  return on('account.suspended', async (tx, event) => {
    const user = await jobsRepository(tx).user(event.userId)
    if (!user) return
    if (user.role === 'promoter')
      await cancelJobsOnSuspension(ctx, tx as Tx, event.userId, 'promoter')
    if (user.role === 'client' || user.role === 'company')
      await cancelJobsOnSuspension(ctx, tx as Tx, event.userId, 'hirer')
  })
}
