import {
  LIMITS,
  addDays,
  formatDate,
  msg,
  todayInBrazil,
  zonedToUtc,
  type AdminRatingDto,
  type CacheSuggestionDto,
  type CacheSuggestionQuery,
  type CurrentFeesDto,
  type EarningsDto,
  type FeeScheduleDto,
  type FeeScheduleStatus,
  type Locale,
  type PayoutDto,
  type PayoutOverviewDto,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { audit } from '../../platform/audit.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { uniqueViolation } from '../../platform/db/pg-errors.ts'
import { notifyMany } from '../notifications/notifications.service.ts'
import {
  feeScheduleAt,
  nextFeeSchedule,
  type ScheduleInForce,
} from '../jobs/fee-in-force.repository.ts'
import { ensureCacheRates } from './cache-rates.ts'
import { cacheSuggestionRepository, type SuggestionStats } from './cache-suggestion.repository.ts'
import { feeSchedulesRepository, type FeeScheduleRow } from './fee-schedules.repository.ts'
import { ledgerRepository } from './ledger.repository.ts'
import { ratingsModerationRepository } from './ratings-moderation.repository.ts'
import { webPath } from '@galera/shared/web-paths.ts'

/** Fee schedules take effect at 00:00 in São Paulo (ADR 0019). */
export const FEE_TIME_ZONE = 'America/Sao_Paulo'

/** Where the fee notification sends each kind of provider. */
const FEE_NOTICE_LINK: Record<string, string> = {
  promoter: webPath('promoterEarnings'),
  supplier: webPath('profile'),
}

function scheduleDto(row: FeeScheduleRow, inForceId: string): FeeScheduleDto {
  return {
    id: row.id,
    providerBps: row.providerBps,
    platformBps: row.platformBps,
    status: row.status as FeeScheduleStatus,
    effectiveFrom: row.effectiveFrom ? row.effectiveFrom.toISOString() : null,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    inForce: row.id === inForceId,
    createdAt: row.createdAt.toISOString(),
  }
}

const publicSchedule = (s: ScheduleInForce) => ({
  id: s.id,
  providerBps: s.providerBps,
  platformBps: s.platformBps,
  effectiveFrom: s.effectiveFrom.toISOString(),
})

/** The params of `fee_schedule_published`, written in the recipient's language (ADR 0019 note). */
/** Raw values (ADR 0024): the reader's language formats them (São Paulo dates, as FEE_TIME_ZONE). */
export function feeNoticeParams(row: FeeScheduleRow) {
  return {
    date: row.effectiveFrom!.toISOString(),
    total: row.providerBps + row.platformBps,
    provider: row.providerBps,
    platform: row.platformBps,
  }
}

/** Median and quartiles of an hourly rate, rounded to centavos; total = hourly × hours. */
function suggestionOf(
  scope: CacheSuggestionDto['scope'],
  stats: SuggestionStats,
  hours: number,
): CacheSuggestionDto {
  const base = { scope, basedOn: stats.n, minJobs: LIMITS.cacheSuggestionMinJobs, hours }
  if (scope === 'none' || stats.median === null || stats.low === null || stats.high === null)
    return { ...base, hourly: null, total: null }
  const hourly = {
    medianCents: Math.round(stats.median),
    lowCents: Math.round(stats.low),
    highCents: Math.round(stats.high),
  }
  return {
    ...base,
    hourly,
    total: {
      medianCents: Math.round(stats.median * hours),
      lowCents: Math.round(stats.low * hours),
      highCents: Math.round(stats.high * hours),
    },
  }
}

/**
 * Fee schedules (publish with 15 days' notice, notify every provider), the ledger's
 * read side (payout overview, mark paid, the promoter's earnings), ratings moderation and
 * sugestao-cache. Every admin write is audited in its transaction.
 */
export function feesService(ctx: AppContext) {
  const schedulesRepo = feeSchedulesRepository(ctx.db)
  const ledger = ledgerRepository(ctx.db)
  const moderation = ratingsModerationRepository(ctx.db)

  async function schedules(): Promise<FeeScheduleDto[]> {
    const now = ctx.clock.now()
    const [rows, inForce] = await Promise.all([
      schedulesRepo.listSchedules(),
      feeScheduleAt(ctx.db, now),
    ])
    return rows.map((r) => scheduleDto(r, inForce.id))
  }

  async function scheduleById(id: string): Promise<FeeScheduleDto> {
    const list = await schedules()
    const found = list.find((s) => s.id === id)
    if (!found) throw new AppError('FEE_SCHEDULE_NOT_FOUND')
    return found
  }

  async function moderate(
    actor: AuthUser,
    id: string,
    ip: string,
    action: 'rating.edit' | 'rating.hide' | 'rating.unhide',
    change: (before: { comment: string; hiddenAt: Date | null }) => {
      comment?: string
      editedAt?: Date
      hiddenAt?: Date | null
    } | null,
  ): Promise<AdminRatingDto> {
    await ctx.db.transaction(async (tx) => {
      const r = ratingsModerationRepository(tx)
      const before = await r.lockRating(id)
      if (!before) throw new AppError('RATING_NOT_FOUND')
      const values = change(before)
      if (!values) return
      const after = await r.updateRating(id, values)
      await audit(tx, {
        actorId: actor.id,
        action,
        targetType: 'user_rating',
        targetId: id,
        before: { comment: before.comment, hiddenAt: before.hiddenAt },
        after: { comment: after.comment, hiddenAt: after.hiddenAt },
        ip,
      })
    })
    const dto = await moderation.ratingDto(id)
    if (!dto) throw new AppError('RATING_NOT_FOUND')
    return dto
  }

  return {
    async current(): Promise<CurrentFeesDto> {
      const now = ctx.clock.now()
      const [current, next] = await Promise.all([
        feeScheduleAt(ctx.db, now),
        nextFeeSchedule(ctx.db, now),
      ])
      return { current: publicSchedule(current), next: next ? publicSchedule(next) : null }
    },

    schedules,

    async create(
      actor: AuthUser,
      input: { providerBps: number; platformBps: number },
      ip: string,
    ): Promise<FeeScheduleDto> {
      const row = await ctx.db.transaction(async (tx) => {
        const created = await feeSchedulesRepository(tx).insertSchedule({
          ...input,
          createdAt: ctx.clock.now(),
        })
        await audit(tx, {
          actorId: actor.id,
          action: 'fee_schedule.create',
          targetType: 'fee_schedule',
          targetId: created.id,
          after: { providerBps: created.providerBps, platformBps: created.platformBps },
          ip,
        })
        return created
      })
      return scheduleById(row.id)
    },

    /**
     * Publishes a draft for 00:00 (São Paulo) of `day`, at least 15 days after today there.
     * Every active promoter and supplier is notified (e-mail too) in the same transaction.
     */
    async publish(
      actor: AuthUser,
      id: string,
      day: string,
      locale: Locale,
      ip: string,
    ): Promise<FeeScheduleDto> {
      const now = ctx.clock.now()
      const earliest = addDays(todayInBrazil(now), LIMITS.feeChangeNoticeDays)
      try {
        await ctx.db.transaction(async (tx) => {
          const r = feeSchedulesRepository(tx)
          const before = await r.lockSchedule(id)
          if (!before) throw new AppError('FEE_SCHEDULE_NOT_FOUND')
          if (before.status !== 'draft') throw new AppError('FEE_SCHEDULE_STATE')
          if (day < earliest) {
            const params = {
              days: LIMITS.feeChangeNoticeDays,
              date: formatDate(`${earliest}T12:00:00Z`, locale, 'UTC'),
            }
            throw new AppError('FEE_SCHEDULE_NOTICE', params, [
              { field: 'effectiveFrom', message: msg('errors.FEE_SCHEDULE_NOTICE', params) },
            ])
          }
          const effectiveFrom = zonedToUtc(day, '00:00', FEE_TIME_ZONE)
          const after = await r.updateSchedule(id, {
            status: 'published',
            effectiveFrom,
            publishedAt: now,
            publishedBy: actor.id,
          })
          await audit(tx, {
            actorId: actor.id,
            action: 'fee_schedule.publish',
            targetType: 'fee_schedule',
            targetId: id,
            before: { status: before.status, effectiveFrom: null },
            after: { status: after.status, effectiveFrom: effectiveFrom.toISOString() },
            ip,
          })
          const providers = await r.activeProviders()
          await notifyMany(
            tx,
            providers.map((provider) => ({
              userId: provider.id,
              code: 'fee_schedule_published' as const,
              link: FEE_NOTICE_LINK[provider.role] ?? webPath('profile'),
              params: feeNoticeParams(after),
            })),
            { email: ctx },
          )
        })
      } catch (err) {
        if (uniqueViolation(err) === 'fee_schedules_one_per_moment')
          throw new AppError('FEE_SCHEDULE_DATE_TAKEN', undefined, [
            { field: 'effectiveFrom', message: 'errors.FEE_SCHEDULE_DATE_TAKEN' },
          ])
        throw err
      }
      return scheduleById(id)
    },

    /** A published schedule that has not started yet goes back off the calendar. */
    async withdraw(actor: AuthUser, id: string, ip: string): Promise<FeeScheduleDto> {
      const now = ctx.clock.now()
      await ctx.db.transaction(async (tx) => {
        const r = feeSchedulesRepository(tx)
        const before = await r.lockSchedule(id)
        if (!before) throw new AppError('FEE_SCHEDULE_NOT_FOUND')
        if (
          before.status !== 'published' ||
          !before.effectiveFrom ||
          before.effectiveFrom.getTime() <= now.getTime()
        )
          throw new AppError('FEE_SCHEDULE_STATE')
        await r.updateSchedule(id, { status: 'withdrawn' })
        await audit(tx, {
          actorId: actor.id,
          action: 'fee_schedule.withdraw',
          targetType: 'fee_schedule',
          targetId: id,
          before: { status: before.status, effectiveFrom: before.effectiveFrom.toISOString() },
          after: { status: 'withdrawn' },
          ip,
        })
      })
      return scheduleById(id)
    },

    async payouts(query: {
      status: 'due' | 'paid' | 'all'
      page: number
    }): Promise<PayoutOverviewDto> {
      const [totals, page] = await Promise.all([ledger.ledgerTotals(), ledger.payouts(query)])
      return { totals, ...page }
    },

    /** Admin master: a payout due today or before (São Paulo) is marked paid, once. */
    async markPaid(actor: AuthUser, id: string, ip: string): Promise<PayoutDto> {
      const now = ctx.clock.now()
      await ctx.db.transaction(async (tx) => {
        const r = ledgerRepository(tx)
        const before = await r.lockPayout(id)
        if (!before) throw new AppError('PAYOUT_NOT_FOUND')
        if (before.paidAt) throw new AppError('PAYOUT_ALREADY_PAID')
        if (before.dueOn! > todayInBrazil(now)) throw new AppError('PAYOUT_NOT_DUE')
        const after = await r.markPaid(id, now, actor.id)
        if (!after) throw new AppError('PAYOUT_ALREADY_PAID')
        await audit(tx, {
          actorId: actor.id,
          action: 'payout.paid',
          targetType: 'ledger_entry',
          targetId: id,
          before: { paidAt: null },
          after: { paidAt: now.toISOString(), amountCents: Number(after.amountCents) },
          ip,
        })
      })
      const dto = await ledger.payoutDto(id)
      if (!dto) throw new AppError('PAYOUT_NOT_FOUND')
      return dto
    },

    earnings(promoterId: string, page: number): Promise<EarningsDto> {
      return ledger.earnings(promoterId, page)
    },

    ratings: moderation.ratings,

    editRating(actor: AuthUser, id: string, comment: string, ip: string) {
      return moderate(actor, id, ip, 'rating.edit', (before) =>
        before.comment === comment ? null : { comment, editedAt: ctx.clock.now() },
      )
    },

    hideRating(actor: AuthUser, id: string, ip: string) {
      return moderate(actor, id, ip, 'rating.hide', (before) =>
        before.hiddenAt ? null : { hiddenAt: ctx.clock.now() },
      )
    },

    unhideRating(actor: AuthUser, id: string, ip: string) {
      return moderate(actor, id, ip, 'rating.unhide', (before) =>
        before.hiddenAt ? { hiddenAt: null } : null,
      )
    },

    /** ADR 0019: the narrowest scope (city → UF → country) with enough jobs, or honestly none. */
    async cacheSuggestion(query: CacheSuggestionQuery): Promise<CacheSuggestionDto> {
      await ensureCacheRates(ctx.db, ctx.clock.now())
      const stats = await cacheSuggestionRepository(ctx.db).suggestionStats(query)
      const min = LIMITS.cacheSuggestionMinJobs
      for (const scope of ['city', 'uf', 'country'] as const)
        if (stats[scope].n >= min) return suggestionOf(scope, stats[scope], query.hours)
      return suggestionOf('none', stats.country, query.hours)
    },
  }
}
