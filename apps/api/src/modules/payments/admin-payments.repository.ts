import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'
import {
  ledgerEntries,
  paymentDifferences,
  paymentReconciliations,
  payments,
} from '../../db/schema/index.ts'

export type DifferenceInsert = typeof paymentDifferences.$inferInsert
export type ReconciliationRow = typeof paymentReconciliations.$inferSelect

/** Queries of the admin payments screen and the reconciliation (ADR 0057). */
export function adminPaymentsRepository(db: DbOrTx) {
  return {
    /**
     * Where the money is, from the ledger of the jobs that have a payment: received (gross) =
     * held + due + paid out + fees + refunded. Money that arrived after a close never entered the
     * ledger (it is all refunded): it counts in received and refunded.
     */
    async totals(now: Date) {
      const [row] = await queryRows<Record<string, string | number | null>>(
        db,
        sql`
        with settled as (
          select distinct job_id from ledger_entries where kind in ('payout','refund','provider_fee','platform_fee')
        )
        select
          coalesce(sum(l.amount_cents) filter (where l.kind = 'gross'), 0) as gross,
          coalesce(sum(l.amount_cents) filter (where l.kind = 'refund'), 0) as refund,
          coalesce(sum(l.amount_cents) filter (where l.kind in ('provider_fee','platform_fee')), 0) as fees,
          coalesce(sum(l.amount_cents) filter (where l.kind = 'payout' and l.paid_at is not null), 0) as paid_out,
          coalesce(sum(l.amount_cents) filter (where l.kind = 'payout' and l.paid_at is null and p.release_at <= ${now}), 0) as due,
          coalesce(sum(l.amount_cents) filter (where l.kind = 'payout' and l.paid_at is null and p.release_at > ${now}), 0)
            + coalesce(sum(l.amount_cents) filter (where l.kind = 'gross' and s.job_id is null), 0) as held,
          (select coalesce(sum(amount_cents), 0) from payments x where x.paid_at is not null
            and not exists (select 1 from ledger_entries g where g.job_id = x.job_id and g.kind = 'gross')) as outside,
          (select coalesce(sum(amount_cents), 0) from payments where status = 'pending') as pending,
          (select count(*) from payments where status = 'pending') as pending_count
        from payments p
        join ledger_entries l on l.job_id = p.job_id
        left join settled s on s.job_id = p.job_id`,
      )
      const n = (k: string) => Number(row?.[k] ?? 0)
      return {
        receivedCents: n('gross') + n('outside'),
        heldCents: n('held'),
        dueCents: n('due'),
        paidOutCents: n('paid_out'),
        feesCents: n('fees'),
        refundedCents: n('refund') + n('outside'),
        pendingCents: n('pending'),
        pendingCount: n('pending_count'),
      }
    },

    async list(status: string, limit: number, offset: number) {
      const where: SQL = status === 'all' ? sql`true` : sql`p.status = ${status}`
      const rows = await queryRows<AdminPaymentRow>(
        db,
        sql`
        select p.id, p.job_id, j.event_name, h.name as hirer_name, pr.name as promoter_name,
          p.amount_cents, p.refund_cents, p.status, p.method, p.flag, p.deadline, p.paid_at,
          p.release_at, p.released_at
        from payments p
        join jobs j on j.id = p.job_id
        join users h on h.id = p.hirer_id
        join users pr on pr.id = p.promoter_id
        where ${where}
        order by (p.flag is null), p.created_at desc, p.id
        limit ${limit} offset ${offset}`,
      )
      return rows
    },

    async count(status: string): Promise<number> {
      const where: SQL = status === 'all' ? sql`true` : sql`status = ${status}`
      const [row] = await queryRows<{ n: string | number }>(
        db,
        sql`select count(*) as n from payments where ${where}`,
      )
      return Number(row?.n ?? 0)
    },

    /** Our payments a list of provider charges speaks of: by charge id or by our reference. */
    async byCharges(chargeIds: string[], refs: string[]) {
      if (chargeIds.length === 0 && refs.length === 0) return []
      return db
        .select()
        .from(payments)
        .where(
          or(
            chargeIds.length ? inArray(payments.providerPaymentId, chargeIds) : sql`false`,
            refs.length ? inArray(payments.id, refs) : sql`false`,
          ),
        )
    },

    /** Payments with a charge made since `from` (the window the provider's list covers). */
    async withChargeSince(from: Date) {
      return db
        .select()
        .from(payments)
        .where(
          and(
            sql`${payments.providerPaymentId} is not null`,
            sql`coalesce(${payments.chargeRequestedAt}, ${payments.createdAt}) >= ${from}`,
          ),
        )
    },

    /** The ledger's gross of each job (the money the ledger says it received). */
    async grossOf(jobIds: string[]) {
      if (jobIds.length === 0) return new Map<string, number>()
      const rows = await db
        .select({ jobId: ledgerEntries.jobId, amountCents: ledgerEntries.amountCents })
        .from(ledgerEntries)
        .where(and(inArray(ledgerEntries.jobId, jobIds), eq(ledgerEntries.kind, 'gross')))
      return new Map(rows.map((r) => [r.jobId!, r.amountCents]))
    },

    async dailyRunOn(day: string) {
      const [row] = await db
        .select({ id: paymentReconciliations.id })
        .from(paymentReconciliations)
        .where(and(eq(paymentReconciliations.day, day), isNull(paymentReconciliations.runBy)))
      return row
    },

    /** The run and its differences; undefined when the daily run of that day exists already. */
    async saveRun(run: typeof paymentReconciliations.$inferInsert, found: DifferenceInsert[]) {
      const [saved] = await db
        .insert(paymentReconciliations)
        .values(run)
        .onConflictDoNothing()
        .returning()
      if (!saved) return undefined
      if (found.length)
        await db
          .insert(paymentDifferences)
          .values(found.map((d) => ({ ...d, reconciliationId: saved.id })))
      return saved
    },

    async lastRun() {
      const [row] = await db
        .select()
        .from(paymentReconciliations)
        .orderBy(desc(paymentReconciliations.ranAt), desc(paymentReconciliations.id))
        .limit(1)
      return row
    },

    async run(id: string) {
      const [row] = await db
        .select()
        .from(paymentReconciliations)
        .where(eq(paymentReconciliations.id, id))
      return row
    },

    async differencesOf(runId: string) {
      return queryRows<DifferenceRow>(
        db,
        sql`
        select d.id, d.kind, d.payment_id, j.event_name, d.provider_payment_id, d.ours, d.theirs, d.resolved_at
        from payment_differences d
        left join payments p on p.id = d.payment_id
        left join jobs j on j.id = p.job_id
        where d.reconciliation_id = ${runId}
        order by (d.resolved_at is not null), d.kind, d.id`,
      )
    },

    async lockDifference(id: string) {
      const [row] = await db
        .select()
        .from(paymentDifferences)
        .where(eq(paymentDifferences.id, id))
        .for('update')
      return row
    },

    async resolveDifference(id: string, by: string, at: Date) {
      await db
        .update(paymentDifferences)
        .set({ resolvedAt: at, resolvedBy: by })
        .where(eq(paymentDifferences.id, id))
    },
  }
}

export interface AdminPaymentRow {
  id: string
  job_id: string
  event_name: string
  hirer_name: string
  promoter_name: string
  amount_cents: string | number
  refund_cents: string | number
  status: string
  method: string | null
  flag: string | null
  deadline: Date | string
  paid_at: Date | string | null
  release_at: Date | string
  released_at: Date | string | null
}

export interface DifferenceRow {
  id: string
  kind: string
  payment_id: string | null
  event_name: string | null
  provider_payment_id: string | null
  ours: string | null
  theirs: string | null
  resolved_at: Date | string | null
}
