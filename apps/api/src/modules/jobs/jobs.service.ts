import {
  computeFee,
  formatDateTime,
  type JobDto,
  type JobReasonInput,
  type JobStatus,
  type RateJobInput,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { isExclusionViolation, isUniqueViolation } from '../../platform/db/pg-errors.ts'
import { feeScheduleAt } from './fee-in-force.repository.ts'
import {
  isLatePromoterCancel,
  promoterBlockEnd,
  ratingWindowOpen,
  type JobRow,
  type JobSide,
} from './job-dto.ts'
import { jobsRepository } from './jobs.repository.ts'
import { settleCancellation } from './job-settlement.ts'
import { cancelJobPayment, openJobPayment } from '../payments/job-payment.ts'
import { assertCertificationNotRequired } from '../admin/certification-gate.ts'
import { jobContext, type Caller } from './job-context.ts'

/**
 * The promoter's answer, cancellations with their settlement, and ratings (ADR 0019).
 * Every write is one transaction; every transition is checked against the status graph and
 * re-checked by a guarded UPDATE, so concurrent calls cannot both win.
 */
export function jobsService(ctx: AppContext) {
  const { repo, own, assertTransition, tell, detail } = jobContext(ctx)

  return {
    /** The promoter books the date: fee frozen, payment awaited, the database refuses an overlap. */
    async accept(caller: Caller, id: string): Promise<JobDto> {
      const now = ctx.clock.now()
      let row: JobRow
      try {
        row = await ctx.db.transaction(async (tx) => {
          const r = jobsRepository(tx)
          const job = await own(r, id, 'promoter', caller.id, true)
          assertTransition(job, 'accepted', 'promoter')
          if (job.answerDeadline <= now) throw new AppError('JOB_ANSWER_CLOSED')
          await assertCertificationNotRequired(tx, caller.id)
          const until = await r.promoterBlockedUntil(caller.id, true)
          if (until && until > now)
            throw new AppError('PROMOTER_BLOCKED', { until: formatDateTime(until, caller.locale) })
          const schedule = await feeScheduleAt(tx, now)
          const fee = computeFee(job.cashCents, schedule)
          const accepted = await r.accept(job.id, now, {
            feeScheduleId: schedule.id,
            providerBps: schedule.providerBps,
            platformBps: schedule.platformBps,
            providerFeeCents: fee.providerFeeCents,
            platformFeeCents: fee.platformFeeCents,
            netCents: fee.netCents,
          })
          if (!accepted) throw new AppError('JOB_INVALID_TRANSITION')
          // The hirer now pays by the deadline (ADR 0055); the ledger's gross comes with the money.
          await openJobPayment(tx, accepted, now)
          const promoter = await r.user(caller.id)
          await tell(tx, 'hirer', accepted, 'job_accepted', () => ({
            promoter: promoter?.name ?? '',
          }))
          return accepted
        })
      } catch (err) {
        if (isExclusionViolation(err, 'jobs_no_overlap')) throw new AppError('JOB_OVERLAP')
        throw err
      }
      return detail(row, 'promoter', caller.id, caller.locale)
    },

    async decline(caller: Caller, id: string, input: JobReasonInput): Promise<JobDto> {
      const now = ctx.clock.now()
      const row = await ctx.db.transaction(async (tx) => {
        const r = jobsRepository(tx)
        const job = await own(r, id, 'promoter', caller.id, true)
        assertTransition(job, 'declined', 'promoter')
        if (job.answerDeadline <= now) throw new AppError('JOB_ANSWER_CLOSED')
        const declined = await r.transition(job.id, 'requested', {
          status: 'declined',
          declinedAt: now,
          reason: input.reason ?? null,
          updatedAt: now,
        })
        if (!declined) throw new AppError('JOB_INVALID_TRANSITION')
        const promoter = await r.user(caller.id)
        await tell(tx, 'hirer', declined, 'job_declined', () => ({
          promoter: promoter?.name ?? '',
        }))
        return declined
      })
      return detail(row, 'promoter', caller.id, caller.locale)
    },

    /**
     * Either side cancels (ADR 0019). Promoter: the hirer gets everything back; inside 72 h the
     * profile is blocked 15 days. Hirer: a solicitation is free; an accepted job settles by the
     * regret / 72 h / 50% rule.
     */
    async cancel(
      side: JobSide,
      caller: Caller,
      id: string,
      input: JobReasonInput,
    ): Promise<JobDto> {
      const now = ctx.clock.now()
      const row = await ctx.db.transaction(async (tx) => {
        const r = jobsRepository(tx)
        const job = await own(r, id, side, caller.id, true)
        assertTransition(job, 'cancelled', side)
        const from = job.status as JobStatus
        // An accepted job whose end has passed is waiting for the ticker to complete it.
        if (from === 'accepted' && job.endsAt <= now) throw new AppError('JOB_INVALID_TRANSITION')
        let refund: number | null = null
        if (from === 'accepted') {
          refund = await cancelJobPayment(tx, job, now, () => settleCancellation(r, job, side, now))
          // Spec §9: a promoter cancelling < 72 h before the start is blocked for 15 days.
          if (side === 'promoter' && isLatePromoterCancel(job.startsAt, now))
            await r.blockPromoter(job.promoterId, promoterBlockEnd(now))
        }
        const cancelled = await r.transition(job.id, from, {
          status: 'cancelled',
          cancelledAt: now,
          cancelledBy: side,
          reason: input.reason ?? null,
          refundCents: refund,
          updatedAt: now,
        })
        if (!cancelled) throw new AppError('JOB_INVALID_TRANSITION')
        const me = await r.user(caller.id)
        await tell(
          tx,
          side === 'promoter' ? 'hirer' : 'promoter',
          cancelled,
          'job_cancelled',
          () => ({
            by: me?.name ?? '',
          }),
        )
        return cancelled
      })
      return detail(row, side, caller.id, caller.locale)
    },

    /** Each side rates the other once, within 30 days of the completion. */
    async rate(side: JobSide, caller: Caller, id: string, input: RateJobInput): Promise<JobDto> {
      const now = ctx.clock.now()
      try {
        await ctx.db.transaction(async (tx) => {
          const r = jobsRepository(tx)
          const job = await own(r, id, side, caller.id)
          if (!ratingWindowOpen(job, now)) throw new AppError('JOB_RATING_CLOSED')
          if ((await r.ratingsOf(job.id)).some((x) => x.raterUserId === caller.id))
            throw new AppError('JOB_ALREADY_RATED')
          const other: JobSide = side === 'promoter' ? 'hirer' : 'promoter'
          await r.insertRating({
            jobId: job.id,
            raterUserId: caller.id,
            ratedUserId: other === 'promoter' ? job.promoterId : job.hirerId,
            value: input.value,
            comment: input.comment,
            createdAt: now,
          })
          await tell(tx, other, job, 'job_rated')
        })
      } catch (err) {
        if (isUniqueViolation(err, 'user_ratings_once_per_job'))
          throw new AppError('JOB_ALREADY_RATED')
        throw err
      }
      return detail(await own(repo, id, side, caller.id), side, caller.id, caller.locale)
    },
  }
}
