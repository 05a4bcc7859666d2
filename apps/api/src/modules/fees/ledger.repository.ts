import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { EarningsEntryDto, JobStatus, PaymentStatus, PayoutDto } from '@galera/shared'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'
import { jobs, ledgerEntries, users } from '../../db/schema/index.ts'
import { FEES_PAGE_SIZE, iso, lastPage, num } from './fees-rows.ts'

/**
 * The money ledger's read side (ADR 0019): the admin's totals and payouts (and marking one
 * paid), the promoter's earnings statement.
 */
export function ledgerRepository(db: DbOrTx) {
  return {
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
                 p.id AS payout_id, p.due_on::text AS due_on, p.paid_at,
                 pm.status AS payment_status, pm.release_at
            FROM jobs j
            LEFT JOIN l ON l.job_id = j.id
            LEFT JOIN ledger_entries p ON p.job_id = j.id AND p.kind = 'payout'
            LEFT JOIN payments pm ON pm.job_id = j.id
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
                FROM e
               -- A job still waiting for the hirer's payment (ADR 0055) has earned nothing yet.
               WHERE e.payment_status IS DISTINCT FROM 'pending'`,
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
          payment: r.payment_status
            ? {
                status: r.payment_status as PaymentStatus,
                releaseAt: iso(r.release_at as string)!,
              }
            : null,
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
  }
}
