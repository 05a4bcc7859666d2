import {
  canTransition,
  type JobDto,
  type JobRatingDto,
  type JobStatus,
  type Locale,
  translate,
} from '@galera/shared'
import type { RatingValue } from '@galera/shared/promoters/promoter.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import type { DbOrTx, Tx } from '../../platform/db/database.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { notify, type NotificationCode } from '../notifications/notifications.service.ts'
import { feeScheduleAt } from './fee-in-force.repository.ts'
import { jobDto, sideOf, type JobRow, type JobSide } from './job-dto.ts'
import { jobsRepository } from './jobs.repository.ts'
import { paymentsRepository } from '../payments/payments.repository.ts'
import { paymentDisputesRepository } from '../payments/payment-disputes.repository.ts'
import { webPath } from '@galera/shared/web-paths.ts'

export interface Caller {
  id: string
  locale: Locale
}

/** The in-app pages of a job, per side (web routes promoterJob / hirerJob). */
export function jobLink(side: JobSide, id: string): string {
  return side === 'promoter' ? webPath('promoterJob', { id }) : webPath('hirerJob', { id })
}

/** A job's notification params, raw: the event, its start and the venue's zone (ADR 0024). */
export function jobNoticeParams(job: JobRow): Record<string, string> {
  return { event: job.eventName, date: job.startsAt.toISOString(), timeZone: job.timeZone }
}

/** The reason stored on jobs cancelled because one side's account was suspended (ADR 0025). */
export const JOB_SUSPENDED_REASON = 'account_suspended'

/** A job's stored reason in the reader's language (a suspension's marker becomes words). */
function reasonFor(job: JobRow, locale: Locale): string | null {
  if (job.reason !== JOB_SUSPENDED_REASON) return job.reason
  return translate(
    locale,
    job.cancelledBy === 'hirer' ? 'jobs.suspended.hirer' : 'jobs.suspended.promoter',
  )
}

const ratingDto = (r: { value: string; comment: string; createdAt: Date }): JobRatingDto => ({
  value: r.value as RatingValue,
  comment: r.comment,
  createdAt: r.createdAt.toISOString(),
})

/**
 * What the hire and the lifecycle services share (ADR 0019): the caller's job or 404, the
 * transition check, notifications in the recipient's language and the caller's view of a job.
 */
export function jobContext(ctx: AppContext) {
  const repo = jobsRepository(ctx.db)
  const mail = { email: ctx }

  /** The caller's job, or 404 (someone else's job is not found, whichever side asks). */
  async function own(
    r: ReturnType<typeof jobsRepository>,
    id: string,
    side: JobSide,
    userId: string,
    lock = false,
  ) {
    const job = lock ? await r.lock(id) : await r.find(id)
    if (!job || sideOf(job, userId) !== side) throw new AppError('JOB_NOT_FOUND')
    return job
  }

  function assertTransition(job: JobRow, to: JobStatus, actor: JobSide) {
    if (!canTransition(job.status as JobStatus, to, actor))
      throw new AppError('JOB_INVALID_TRANSITION')
  }

  /** Event name and raw start at its venue (ADR 0024: the reader's language formats it). */
  async function paramsFor(db: DbOrTx, userId: string, job: JobRow) {
    const user = await jobsRepository(db).user(userId)
    const locale = (user?.locale ?? 'pt-BR') as Locale
    return { locale, ...jobNoticeParams(job) }
  }

  async function tell(
    tx: Tx,
    side: JobSide,
    job: JobRow,
    code: NotificationCode,
    extra: (locale: Locale) => Record<string, string> = () => ({}),
  ) {
    const userId = side === 'promoter' ? job.promoterId : job.hirerId
    const { locale, ...params } = await paramsFor(tx, userId, job)
    await notify(
      tx,
      { userId, code, link: jobLink(side, job.id), params: { ...params, ...extra(locale) } },
      mail,
    )
  }

  async function detail(
    job: JobRow,
    side: JobSide,
    userId: string,
    locale: Locale,
  ): Promise<JobDto> {
    const now = ctx.clock.now()
    const [card, hirer, ratings, overlapsBooked, schedule, payment] = await Promise.all([
      repo.promoterCard(job.promoterId),
      repo.user(job.hirerId),
      repo.ratingsOf(job.id),
      job.status === 'requested' ? repo.overlapsBooked(job.id) : Promise.resolve(false),
      feeScheduleAt(ctx.db, now),
      paymentsRepository(ctx.db).findByJob(job.id),
    ])
    // ADR 0063: the payment's last dispute and the promoter's part now, on both sides' answer.
    const disputes = paymentDisputesRepository(ctx.db)
    const [dispute, payoutCents] = payment
      ? await Promise.all([disputes.lastOf(payment.id), disputes.payoutOf(job.id)])
      : [undefined, undefined]
    const mine = ratings.find((r) => r.raterUserId === userId)
    const theirs = ratings.find((r) => r.raterUserId !== userId)
    const dto = jobDto(job, {
      side,
      now,
      promoterName: card?.name ?? '',
      promoterAvatar: card?.avatar ?? null,
      category: (locale === 'en' ? card?.categoryEn : card?.categoryPt) ?? null,
      hirerName: hirer?.name ?? '',
      blockedUntil: card?.blockedUntil ?? null,
      overlapsBooked,
      scheduleNow: schedule,
      myRating: mine ? ratingDto(mine) : null,
      theirRating: theirs ? ratingDto(theirs) : null,
      // A settled job without a payout entry: everything went back to the hirer.
      payment: payment ? { ...payment, dispute, payoutCents: payoutCents ?? 0 } : null,
    })
    return { ...dto, reason: reasonFor(job, locale) }
  }
  return { repo, own, assertTransition, tell, detail }
}
