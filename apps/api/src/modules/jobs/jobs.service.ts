import { createHash } from 'node:crypto'
import {
  ageOnDay,
  canTransition,
  checkEventTiming,
  computeFee,
  dayTimesTouched,
  eventWindow,
  formatDateTime,
  JOB_TAB_STATUSES,
  JOB_TABS,
  JOBS_PER_PAGE,
  LIMITS,
  type HireInput,
  type JobDto,
  type JobListQuery,
  type JobPage,
  type JobRatingDto,
  type JobReasonInput,
  type JobStatus,
  type Locale,
  type RateJobInput,
} from '@galera/shared'
import { DAY_TIMES, slotBit, weekdayOf } from '@galera/shared/promoters/availability.ts'
import type { RatingValue } from '@galera/shared/promoters/promoter.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import type { DbOrTx, Tx } from '../../platform/db/database.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import { notify, type NotificationCode } from '../notifications/notify.ts'
import { isUniqueViolation } from '../profile/profile.repository.ts'
import { feeScheduleAt } from './fee-in-force.ts'
import {
  frozenRates,
  hirerCancelSettlement,
  isLatePromoterCancel,
  jobDto,
  jobSummaryDto,
  promoterBlockEnd,
  ratingWindowOpen,
  sideOf,
  type JobRow,
  type JobSide,
} from './job-dto.ts'
import { jobsRepository } from './jobs.repository.ts'

export interface Caller {
  id: string
  locale: Locale
}

/** The in-app pages of a job, per side (web routes promoterJob / hirerJob). */
export function jobLink(side: JobSide, id: string): string {
  return side === 'promoter'
    ? `/promotor/panel/promoter/status/${id}/see`
    : `/company/panel/company/solicitation/${id}/see`
}

/** PostgreSQL 23P01 on jobs_no_overlap, looking through driver wrappers. */
export function isOverlapViolation(err: unknown): boolean {
  let e: unknown = err
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const c = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown }
    if (
      c.code === '23P01' &&
      (c.constraint === 'jobs_no_overlap' ||
        (typeof c.message === 'string' && c.message.includes('jobs_no_overlap')))
    )
      return true
    e = c.cause
  }
  return false
}

/** Stable fingerprint of a hire body: the same key with another body is refused. */
export function requestHash(input: HireInput): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex')
}

const ratingDto = (r: { value: string; comment: string; createdAt: Date }): JobRatingDto => ({
  value: r.value as RatingValue,
  comment: r.comment,
  createdAt: r.createdAt.toISOString(),
})

/**
 * Hiring promoters (issue 5, ADR 0019): the hire, the promoter's answer, cancellations with their
 * settlement, ratings. Every write is one transaction; every transition is checked against the
 * status graph and re-checked by a guarded UPDATE, so concurrent calls cannot both win.
 */
export function jobsService(ctx: AppContext) {
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

  /** Event name and start in the recipient's language, for notification params. */
  async function paramsFor(db: DbOrTx, userId: string, job: JobRow) {
    const user = await jobsRepository(db).user(userId)
    const locale = (user?.locale ?? 'pt-BR') as Locale
    return {
      locale,
      event: job.eventName,
      date: formatDateTime(job.startsAt, locale, job.timeZone),
    }
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
    const [card, hirer, ratings, overlapsBooked, schedule] = await Promise.all([
      repo.promoterCard(job.promoterId),
      repo.user(job.hirerId),
      repo.ratingsOf(job.id),
      job.status === 'requested' ? repo.overlapsBooked(job.id) : Promise.resolve(false),
      feeScheduleAt(ctx.db, now),
    ])
    const mine = ratings.find((r) => r.raterUserId === userId)
    const theirs = ratings.find((r) => r.raterUserId !== userId)
    return jobDto(job, {
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
    })
  }

  /** Every rule of the hire that needs the clock or the promoter (ADR 0019 "Event time"). */
  async function checkHire(hirerId: string, input: HireInput, now: Date) {
    if (input.promoterId === hirerId) throw new AppError('JOB_SELF_HIRE')
    const promoter = await repo.findHireablePromoter(input.promoterId, now)
    if (!promoter) throw new AppError('PROMOTER_NOT_FOUND')
    const timing = checkEventTiming(input.event, input.address.state, now)
    if (timing === 'hire.validation.past')
      throw new AppError('JOB_IN_PAST', undefined, [{ field: 'event.startDate', message: timing }])
    if (timing) throw fieldError('event.startDate', timing)
    const w = eventWindow({ ...input.event, uf: input.address.state })
    const times = dayTimesTouched(input.event.startHour, input.event.finishHour)
    const blocked = new Set(await repo.blockedDays(promoter.id, w.days))
    const available = w.days.every(
      (day) =>
        !blocked.has(day) &&
        times.every(
          (t) => (promoter.weeklyAvailability & slotBit(weekdayOf(day), DAY_TIMES[t]!)) !== 0,
        ),
    )
    if (!available) throw new AppError('PROMOTER_UNAVAILABLE')
    if (await repo.hasBookedOverlap(promoter.id, w.startsAt, w.endsAt))
      throw new AppError('JOB_OVERLAP')
    if (ageOnDay(promoter.birthDate, input.event.startDate) < LIMITS.promoterMinAge)
      throw new AppError('PROMOTER_UNDERAGE')
    return { promoter, w }
  }

  /** Same key and body → the same job; same key, other body → refused. */
  function replay(existing: JobRow, hash: string) {
    if (existing.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED')
    return existing
  }

  return {
    /** Creates a solicitation; `created` is false when an Idempotency-Key replays an earlier one. */
    async hire(
      caller: Caller,
      input: HireInput,
      key?: string,
    ): Promise<{ job: JobDto; created: boolean }> {
      const hash = requestHash(input)
      if (key) {
        const existing = await repo.findByIdempotencyKey(caller.id, key)
        if (existing)
          return {
            job: await detail(replay(existing, hash), 'hirer', caller.id, caller.locale),
            created: false,
          }
      }
      const now = ctx.clock.now()
      const { promoter, w } = await checkHire(caller.id, input, now)
      const deadline = new Date(
        Math.min(now.getTime() + LIMITS.jobAnswerHours * 3_600_000, w.startsAt.getTime()),
      )
      let row: JobRow
      try {
        row = await ctx.db.transaction(async (tx) => {
          const job = await jobsRepository(tx).insert({
            promoterId: promoter.id,
            hirerId: caller.id,
            status: 'requested',
            contactDoc: input.company.doc,
            contactName: input.company.name,
            contactPhone: input.company.phone,
            contactEmail: input.company.email,
            eventName: input.event.eventName,
            startDate: input.event.startDate,
            finishDate: input.event.finishDate,
            startHour: input.event.startHour,
            finishHour: input.event.finishHour,
            startsAt: w.startsAt,
            endsAt: w.endsAt,
            timeZone: w.timeZone,
            workHours: w.workHours,
            cashCents: input.event.cashCents,
            placeName: input.address.nameLocal,
            zipcode: input.address.zipcode,
            address: input.address.address,
            complement: input.address.complement ?? null,
            city: input.address.city,
            uf: input.address.state,
            categoryId: promoter.categoryId,
            requestedAt: now,
            answerDeadline: deadline,
            idempotencyKey: key ?? null,
            requestHash: key ? hash : null,
            updatedAt: now,
          })
          const hirer = await jobsRepository(tx).user(caller.id)
          await tell(tx, 'promoter', job, 'job_requested', (locale) => ({
            hirer: hirer?.name ?? '',
            deadline: formatDateTime(deadline, locale, job.timeZone),
          }))
          return job
        })
      } catch (err) {
        // Two calls with one key raced: the loser answers with the winner's job.
        if (key && isUniqueViolation(err, 'jobs_idempotency_idx')) {
          const winner = await repo.findByIdempotencyKey(caller.id, key)
          if (winner)
            return {
              job: await detail(replay(winner, hash), 'hirer', caller.id, caller.locale),
              created: false,
            }
        }
        throw err
      }
      return { job: await detail(row, 'hirer', caller.id, caller.locale), created: true }
    },

    async list(side: JobSide, userId: string, query: JobListQuery): Promise<JobPage> {
      const now = ctx.clock.now()
      const [{ rows, total, perStatus }, schedule] = await Promise.all([
        repo.list(side, userId, query.tab, JOB_TAB_STATUSES[query.tab], query.page),
        feeScheduleAt(ctx.db, now),
      ])
      const byStatus = new Map(perStatus.map((p) => [p.status, Number(p.n)]))
      const counts = Object.fromEntries(
        JOB_TABS.map((tab) => [
          tab,
          JOB_TAB_STATUSES[tab].reduce((s, st) => s + (byStatus.get(st) ?? 0), 0),
        ]),
      ) as JobPage['counts']
      return {
        data: rows.map((r) =>
          jobSummaryDto(r.job, {
            side,
            now,
            counterpartName: r.counterpartName,
            blockedUntil: r.blockedUntil,
            overlapsBooked: !!r.overlapsBooked,
            iRated: !!r.iRated,
            scheduleNow: schedule,
          }),
        ),
        last_page: Math.max(1, Math.ceil(Number(total) / JOBS_PER_PAGE)),
        total: Number(total),
        counts,
      }
    },

    async get(side: JobSide, caller: Caller, id: string): Promise<JobDto> {
      const job = await own(repo, id, side, caller.id)
      return detail(job, side, caller.id, caller.locale)
    },

    /** The promoter books the date: fee frozen, gross charged, the database refuses an overlap. */
    async accept(caller: Caller, id: string): Promise<JobDto> {
      const now = ctx.clock.now()
      let row: JobRow
      try {
        row = await ctx.db.transaction(async (tx) => {
          const r = jobsRepository(tx)
          const job = await own(r, id, 'promoter', caller.id, true)
          assertTransition(job, 'accepted', 'promoter')
          if (job.answerDeadline <= now) throw new AppError('JOB_ANSWER_CLOSED')
          const until = await r.promoterBlockedUntil(caller.id)
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
          await r.insertLedger([
            { jobId: job.id, kind: 'gross', amountCents: job.cashCents, createdAt: now },
          ])
          const promoter = await r.user(caller.id)
          await tell(tx, 'hirer', accepted, 'job_accepted', () => ({
            promoter: promoter?.name ?? '',
          }))
          return accepted
        })
      } catch (err) {
        if (isOverlapViolation(err)) throw new AppError('JOB_OVERLAP')
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
          const s =
            side === 'promoter'
              ? {
                  refundCents: job.cashCents,
                  providerFeeCents: 0,
                  platformFeeCents: 0,
                  payoutCents: 0,
                }
              : hirerCancelSettlement({ ...job, rates: frozenRates(job) }, now)
          refund = s.refundCents
          await r.insertLedger([
            { jobId: job.id, kind: 'refund', amountCents: s.refundCents, createdAt: now },
            {
              jobId: job.id,
              kind: 'provider_fee',
              amountCents: s.providerFeeCents,
              createdAt: now,
            },
            {
              jobId: job.id,
              kind: 'platform_fee',
              amountCents: s.platformFeeCents,
              createdAt: now,
            },
            {
              jobId: job.id,
              kind: 'payout',
              amountCents: s.payoutCents,
              dueOn: job.startDate,
              createdAt: now,
            },
          ])
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
