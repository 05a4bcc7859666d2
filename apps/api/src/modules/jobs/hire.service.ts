import {
  ageOnDay,
  checkEventTiming,
  dayTimesTouched,
  eventWindow,
  JOB_TAB_STATUSES,
  JOB_TABS,
  JOBS_PER_PAGE,
  LIMITS,
  type HireInput,
  type JobDto,
  type JobListQuery,
  type JobPage,
} from '@galera/shared'
import { DAY_TIMES, slotBit, weekdayOf } from '@galera/shared/promoters/availability.ts'
import type { AppContext } from '../../platform/context.ts'
import { AppError, fieldError, throttled } from '../../platform/http/app-error.ts'
import { isUniqueViolation } from '../../platform/db/pg-errors.ts'
import { jobSummaryDto, type JobRow, type JobSide } from './job-dto.ts'
import { jobsRepository } from './jobs.repository.ts'
import { jobContext, type Caller } from './job-context.ts'
import { requestHash } from '../../platform/http/idempotency.ts'

/**
 * The hire (ADR 0019): a solicitation with every rule that needs the clock or the
 * promoter, idempotent per Idempotency-Key; the lists and one job as each side sees them.
 */
const DAY_MS = 24 * 3_600_000

export function hireService(ctx: AppContext) {
  const { repo, own, tell, detail } = jobContext(ctx)

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

  /**
   * ADR 0024: no hirer floods promoters. Inside the hire's transaction, with the hirer's row locked:
   * at most LIMITS.hirerOpenJobsMax solicitations waiting in total, hirerOpenJobsPerPromoterMax to
   * one promoter (422: wait or cancel) and hirerJobsPerDayMax created in any 24 h (429 until the
   * oldest of them leaves the window).
   */
  async function checkHirerLimits(
    r: ReturnType<typeof jobsRepository>,
    hirerId: string,
    promoterId: string,
    now: Date,
  ) {
    const c = await r.lockHirerAndCount(hirerId, promoterId, new Date(now.getTime() - DAY_MS))
    if (c.lastDay >= LIMITS.hirerJobsPerDayMax) {
      const retryAfterMs = (c.oldestInDay?.getTime() ?? now.getTime()) + DAY_MS - now.getTime()
      throw throttled('JOB_DAILY_LIMIT', retryAfterMs, {
        limit: LIMITS.hirerJobsPerDayMax,
        hours: Math.max(1, Math.ceil(retryAfterMs / 3_600_000)),
      })
    }
    if (c.openHere >= LIMITS.hirerOpenJobsPerPromoterMax)
      throw new AppError('JOB_PROMOTER_OPEN_LIMIT', { limit: LIMITS.hirerOpenJobsPerPromoterMax })
    if (c.open >= LIMITS.hirerOpenJobsMax)
      throw new AppError('JOB_OPEN_LIMIT', { limit: LIMITS.hirerOpenJobsMax })
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
          await checkHirerLimits(jobsRepository(tx), caller.id, promoter.id, now)
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
          await tell(tx, 'promoter', job, 'job_requested', () => ({
            hirer: hirer?.name ?? '',
            deadline: deadline.toISOString(),
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
      const { rows, total, perStatus, schedule } = await repo.list(
        side,
        userId,
        query.tab,
        JOB_TAB_STATUSES[query.tab],
        query.page,
        query,
        now,
      )
      const byStatus = new Map(Object.entries(perStatus).map(([st, n]) => [st, Number(n)]))
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
  }
}
