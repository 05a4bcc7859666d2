import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AdminRatingDto, EarningsEntryDto, JobStatus, PayoutDto } from '@galera/shared'
import type { RatingValue } from '@galera/shared/promoters/promoter.schemas.ts'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'
import { feeSchedules, jobs, ledgerEntries, userRatings, users } from '../../db/schema/index.ts'

export type FeeScheduleRow = typeof feeSchedules.$inferSelect
export type RatingRow = typeof userRatings.$inferSelect

/** Pages of the admin lists and the earnings statement. */
export const FEES_PAGE_SIZE = 20

const num = (v: unknown) => Number(v ?? 0)
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)
/** `\`, `%` and `_` typed by the admin are literal characters in ILIKE. */
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const lastPage = (total: number) => Math.max(1, Math.ceil(total / FEES_PAGE_SIZE))

export interface SuggestionStats {
  n: number
  median: number | null
  low: number | null
  high: number | null
}

/** SQL only (STYLE.md): fee schedules, the money ledger read side, ratings moderation. */
export function feesRepository(db: DbOrTx) {
  return {
    // ---- Fee schedules --------------------------------------------------------------------------
    listSchedules() {
      return db
        .select()
        .from(feeSchedules)
        .orderBy(
          sql`${feeSchedules.effectiveFrom} desc nulls first`,
          desc(feeSchedules.createdAt),
          asc(feeSchedules.id),
        )
    },
    async insertSchedule(values: { providerBps: number; platformBps: number; createdAt: Date }) {
      const [row] = await db
        .insert(feeSchedules)
        .values({ ...values, status: 'draft' })
        .returning()
      return row!
    },
    async lockSchedule(id: string) {
      const [row] = await db
        .select()
        .from(feeSchedules)
        .where(eq(feeSchedules.id, id))
        .for('update')
      return row
    },
    async updateSchedule(id: string, values: Partial<typeof feeSchedules.$inferInsert>) {
      const [row] = await db
        .update(feeSchedules)
        .set(values)
        .where(eq(feeSchedules.id, id))
        .returning()
      return row!
    },
    /** Who hears about a new fee schedule: every active promoter and supplier. */
    activeProviders() {
      return db
        .select({ id: users.id, role: users.role, locale: users.locale })
        .from(users)
        .where(and(inArray(users.role, ['promoter', 'supplier']), eq(users.status, 'active')))
        .orderBy(asc(users.id))
    },

    // ---- Payouts (admin) --------------------------------------------------------------------------
    /**
     * Sums of every kind over the whole ledger (an ad charge belongs to no job). `held`
     * is what hirers paid for accepted jobs not settled yet (only their `gross` entry); charged =
     * held + fees + payouts + refunds, so `unreconciled` (what is left over) is always 0.
     */
    async ledgerTotals() {
      const [row] = await queryRows<Record<string, unknown>>(
        db,
        sql`WITH per_job AS (
              SELECT job_id,
                     sum(amount_cents) FILTER (WHERE kind = 'gross') AS gross,
                     sum(amount_cents) FILTER (WHERE kind <> 'gross') AS settled,
                     count(*) FILTER (WHERE kind <> 'gross') AS n_settled
                FROM ledger_entries WHERE job_id IS NOT NULL GROUP BY job_id)
            SELECT
              (SELECT coalesce(sum(amount_cents) FILTER (WHERE kind = 'gross'), 0) FROM ledger_entries) AS gross,
              (SELECT coalesce(sum(amount_cents) FILTER (WHERE kind = 'provider_fee'), 0) FROM ledger_entries) AS provider_fee,
              (SELECT coalesce(sum(amount_cents) FILTER (WHERE kind = 'platform_fee'), 0) FROM ledger_entries) AS platform_fee,
              (SELECT coalesce(sum(amount_cents) FILTER (WHERE kind = 'payout'), 0) FROM ledger_entries) AS payout,
              (SELECT coalesce(sum(amount_cents) FILTER (WHERE kind = 'refund'), 0) FROM ledger_entries) AS refund,
              (SELECT coalesce(sum(amount_cents) FILTER (WHERE kind = 'payout' AND paid_at IS NULL), 0) FROM ledger_entries) AS payout_due,
              (SELECT coalesce(sum(amount_cents) FILTER (WHERE kind = 'payout' AND paid_at IS NOT NULL), 0) FROM ledger_entries) AS payout_paid,
              (SELECT coalesce(sum(gross), 0) FROM per_job WHERE n_settled = 0) AS held,
              (SELECT coalesce(sum(coalesce(gross, 0) - coalesce(settled, 0)), 0) FROM per_job) AS unreconciled`,
      )
      return {
        grossCents: num(row?.gross),
        providerFeeCents: num(row?.provider_fee),
        platformFeeCents: num(row?.platform_fee),
        payoutCents: num(row?.payout),
        refundCents: num(row?.refund),
        heldCents: num(row?.held),
        unreconciledCents: num(row?.unreconciled) - num(row?.held),
        duePayoutCents: num(row?.payout_due),
        paidPayoutCents: num(row?.payout_paid),
      }
    },

    async payouts(filter: { status: 'due' | 'paid' | 'all'; page: number }) {
      const cond = and(
        eq(ledgerEntries.kind, 'payout'),
        filter.status === 'due'
          ? isNull(ledgerEntries.paidAt)
          : filter.status === 'paid'
            ? sql`${ledgerEntries.paidAt} is not null`
            : undefined,
      )
      const order =
        filter.status === 'paid'
          ? [desc(ledgerEntries.paidAt), asc(ledgerEntries.id)]
          : [asc(ledgerEntries.dueOn), asc(ledgerEntries.id)]
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: ledgerEntries.id,
            jobId: jobs.id,
            amountCents: ledgerEntries.amountCents,
            dueOn: ledgerEntries.dueOn,
            paidAt: ledgerEntries.paidAt,
            promoterId: jobs.promoterId,
            promoterName: users.name,
            eventName: jobs.eventName,
          })
          .from(ledgerEntries)
          .innerJoin(jobs, eq(jobs.id, ledgerEntries.jobId))
          .innerJoin(users, eq(users.id, jobs.promoterId))
          .where(cond)
          .orderBy(...order)
          .limit(FEES_PAGE_SIZE)
          .offset((filter.page - 1) * FEES_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(ledgerEntries)
          .where(cond),
      ])
      const data: PayoutDto[] = rows.map((r) => ({
        id: r.id,
        jobId: r.jobId,
        promoter: { id: r.promoterId, name: r.promoterName },
        eventName: r.eventName,
        amountCents: num(r.amountCents),
        dueOn: r.dueOn!,
        paidAt: iso(r.paidAt),
      }))
      return { data, last_page: lastPage(num(count?.total)) }
    },

    async lockPayout(id: string) {
      const [row] = await db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.id, id), eq(ledgerEntries.kind, 'payout')))
        .for('update')
      return row
    },

    /** Guarded by `paid_at is null`: of two concurrent marks, one wins. */
    async markPaid(id: string, at: Date, by: string) {
      const [row] = await db
        .update(ledgerEntries)
        .set({ paidAt: at, paidBy: by })
        .where(and(eq(ledgerEntries.id, id), isNull(ledgerEntries.paidAt)))
        .returning()
      return row
    },

    async payoutDto(id: string): Promise<PayoutDto | undefined> {
      const [r] = await db
        .select({
          id: ledgerEntries.id,
          jobId: jobs.id,
          amountCents: ledgerEntries.amountCents,
          dueOn: ledgerEntries.dueOn,
          paidAt: ledgerEntries.paidAt,
          promoterId: jobs.promoterId,
          promoterName: users.name,
          eventName: jobs.eventName,
        })
        .from(ledgerEntries)
        .innerJoin(jobs, eq(jobs.id, ledgerEntries.jobId))
        .innerJoin(users, eq(users.id, jobs.promoterId))
        .where(eq(ledgerEntries.id, id))
      if (!r) return undefined
      return {
        id: r.id,
        jobId: r.jobId,
        promoter: { id: r.promoterId, name: r.promoterName },
        eventName: r.eventName,
        amountCents: num(r.amountCents),
        dueOn: r.dueOn!,
        paidAt: iso(r.paidAt),
      }
    },

    // ---- Earnings (promoter) ------------------------------------------------------------------------
    /**
     * The promoter's statement, from the ledger of their jobs: every job a hirer was charged for
     * (accepted, completed, or cancelled by the hirer with a refund and maybe a kept part). Per
     * job gross = provider fee + platform fee + refund + net. A job not settled yet (accepted, only
     * its `gross` entry) is held: its fees and net are the ones frozen on the job (ADR 0027).
     * Totals: gross = fees + net; net = held + due + paid + refunded, all computed here.
     */
    async earnings(promoterId: string, page: number) {
      const perJob = sql`
        WITH l AS (
          SELECT job_id,
                 sum(amount_cents) FILTER (WHERE kind = 'gross') AS gross,
                 sum(amount_cents) FILTER (WHERE kind = 'provider_fee') AS provider_fee,
                 sum(amount_cents) FILTER (WHERE kind = 'platform_fee') AS platform_fee,
                 sum(amount_cents) FILTER (WHERE kind = 'refund') AS refund,
                 count(*) FILTER (WHERE kind <> 'gross') AS n_settled
            FROM ledger_entries WHERE job_id IS NOT NULL GROUP BY job_id),
        e AS (
          SELECT j.id, j.event_name, j.starts_at, j.start_date::text AS start_date, j.status,
                 (coalesce(l.n_settled, 0) = 0) AS held,
                 coalesce(l.gross, j.cash_cents) AS gross,
                 CASE WHEN coalesce(l.n_settled, 0) = 0 THEN j.provider_fee_cents
                      ELSE coalesce(l.provider_fee, 0) END AS provider_fee,
                 CASE WHEN coalesce(l.n_settled, 0) = 0 THEN j.platform_fee_cents
                      ELSE coalesce(l.platform_fee, 0) END AS platform_fee,
                 CASE WHEN coalesce(l.n_settled, 0) = 0 THEN 0
                      ELSE coalesce(l.refund, 0) END AS refund,
                 CASE WHEN coalesce(l.n_settled, 0) = 0 THEN j.net_cents
                      ELSE coalesce(p.amount_cents, 0) END AS net,
                 p.id AS payout_id, p.due_on::text AS due_on, p.paid_at
            FROM jobs j
            LEFT JOIN l ON l.job_id = j.id
            LEFT JOIN ledger_entries p ON p.job_id = j.id AND p.kind = 'payout'
           WHERE j.promoter_id = ${promoterId}
             AND ((j.status = 'accepted' AND coalesce(l.n_settled, 0) = 0)
                  OR coalesce(l.n_settled, 0) > 0))`
      const [rows, totals] = await Promise.all([
        queryRows<Record<string, unknown>>(
          db,
          sql`${perJob}
              SELECT * FROM e
              ORDER BY starts_at DESC, id ASC
              LIMIT ${FEES_PAGE_SIZE} OFFSET ${(page - 1) * FEES_PAGE_SIZE}`,
        ),
        queryRows<Record<string, unknown>>(
          db,
          sql`${perJob}
              SELECT count(*)::int AS total,
                     coalesce(sum(gross), 0) AS gross,
                     coalesce(sum(provider_fee), 0) AS provider_fee,
                     coalesce(sum(platform_fee), 0) AS platform_fee,
                     coalesce(sum(refund), 0) AS refund,
                     coalesce(sum(net) FILTER (WHERE held), 0) AS held,
                     coalesce(sum(net) FILTER (WHERE NOT held AND paid_at IS NULL), 0) AS due,
                     coalesce(sum(net) FILTER (WHERE paid_at IS NOT NULL), 0) AS paid
                FROM e`,
        ),
      ])
      const data: EarningsEntryDto[] = rows.map((r) => {
        const held = r.held === true
        const hasPayout = r.payout_id !== null && r.payout_id !== undefined
        const fee = num(r.provider_fee) + num(r.platform_fee)
        return {
          jobId: String(r.id),
          eventName: String(r.event_name),
          startsAt: iso(r.starts_at as string)!,
          status: r.status as JobStatus,
          grossCents: num(r.gross),
          feeCents: fee,
          refundCents: num(r.refund),
          netCents: num(r.net),
          dueOn: hasPayout ? String(r.due_on) : String(r.start_date),
          payoutStatus: held ? 'expected' : !hasPayout ? 'refunded' : r.paid_at ? 'paid' : 'due',
          paidAt: iso((r.paid_at as string | null) ?? null),
        }
      })
      const t = totals[0] ?? {}
      const providerFeeCents = num(t.provider_fee)
      const platformFeeCents = num(t.platform_fee)
      const grossCents = num(t.gross)
      return {
        totals: {
          grossCents,
          providerFeeCents,
          platformFeeCents,
          netCents: grossCents - providerFeeCents - platformFeeCents,
          heldCents: num(t.held),
          dueCents: num(t.due),
          paidCents: num(t.paid),
          refundCents: num(t.refund),
        },
        data,
        last_page: lastPage(num(t.total)),
      }
    },

    // ---- Ratings moderation ------------------------------------------------------------------------
    async ratings(filter: { q?: string; page: number }) {
      const rater = alias(users, 'rater')
      const rated = alias(users, 'rated')
      const cond = filter.q
        ? sql`(galera_unaccent(${userRatings.comment}) ilike galera_unaccent(${likeOf(filter.q)})
            or galera_unaccent(${rater.name}) ilike galera_unaccent(${likeOf(filter.q)})
            or galera_unaccent(${rated.name}) ilike galera_unaccent(${likeOf(filter.q)}))`
        : undefined
      const [rows, [count]] = await Promise.all([
        db
          .select({
            r: userRatings,
            raterName: rater.name,
            ratedName: rated.name,
          })
          .from(userRatings)
          .innerJoin(rater, eq(rater.id, userRatings.raterUserId))
          .innerJoin(rated, eq(rated.id, userRatings.ratedUserId))
          .where(cond)
          .orderBy(desc(userRatings.createdAt), asc(userRatings.id))
          .limit(FEES_PAGE_SIZE)
          .offset((filter.page - 1) * FEES_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(userRatings)
          .innerJoin(rater, eq(rater.id, userRatings.raterUserId))
          .innerJoin(rated, eq(rated.id, userRatings.ratedUserId))
          .where(cond),
      ])
      const total = num(count?.total)
      return {
        data: rows.map((x) => ratingDto(x.r, x.raterName, x.ratedName)),
        last_page: lastPage(total),
        total,
      }
    },

    async lockRating(id: string) {
      const [row] = await db.select().from(userRatings).where(eq(userRatings.id, id)).for('update')
      return row
    },

    async updateRating(id: string, values: Partial<typeof userRatings.$inferInsert>) {
      const [row] = await db
        .update(userRatings)
        .set(values)
        .where(eq(userRatings.id, id))
        .returning()
      return row!
    },

    async ratingDto(id: string): Promise<AdminRatingDto | undefined> {
      const rater = alias(users, 'rater')
      const rated = alias(users, 'rated')
      const [x] = await db
        .select({ r: userRatings, raterName: rater.name, ratedName: rated.name })
        .from(userRatings)
        .innerJoin(rater, eq(rater.id, userRatings.raterUserId))
        .innerJoin(rated, eq(rated.id, userRatings.ratedUserId))
        .where(eq(userRatings.id, id))
      return x ? ratingDto(x.r, x.raterName, x.ratedName) : undefined
    },

    // ---- sugestao-cache ---------------------------------------------------------------------------
    /**
     * The quartiles of the hourly rate for the category (a top-level one with its subcategories)
     * in the city, the UF and the country, as the ticker last computed them (cache-rates.ts).
     */
    async suggestionStats(input: { categoryId: string; uf: string; city: string }) {
      const rows = await queryRows<{
        scope: 'city' | 'uf' | 'country'
        n: number
        p25: string | number
        p50: string | number
        p75: string | number
      }>(
        db,
        sql`SELECT scope, n, p25, p50, p75 FROM cache_rate_stats
             WHERE category_key = ${input.categoryId}
               AND (scope = 'country'
                    OR (scope = 'uf' AND uf = ${input.uf})
                    OR (scope = 'city' AND uf = ${input.uf}
                        AND city_key = galera_unaccent(${input.city})))`,
      )
      const stats = (scope: 'city' | 'uf' | 'country'): SuggestionStats => {
        const r = rows.find((x) => x.scope === scope)
        return r
          ? { n: num(r.n), median: Number(r.p50), low: Number(r.p25), high: Number(r.p75) }
          : { n: 0, median: null, low: null, high: null }
      }
      return { city: stats('city'), uf: stats('uf'), country: stats('country') }
    },
  }
}

export function ratingDto(r: RatingRow, raterName: string, ratedName: string): AdminRatingDto {
  return {
    id: r.id,
    value: r.value as RatingValue,
    comment: r.comment,
    rater: { id: r.raterUserId, name: raterName },
    rated: { id: r.ratedUserId, name: ratedName },
    jobId: r.jobId,
    createdAt: r.createdAt.toISOString(),
    editedAt: iso(r.editedAt),
    hiddenAt: iso(r.hiddenAt),
  }
}
