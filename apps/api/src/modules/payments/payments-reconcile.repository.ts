import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../../platform/db/database.ts'
import { paymentDifferences } from '../../db/schema/index.ts'
import type { DifferenceInsert } from './admin-payments.repository.ts'

/** A provider charge as the reconciliation stages it (one row per listed charge). */
export interface StagedCharge {
  id: string
  status: string
  valueCents: number
  /** Centavos the provider says it gave back; null when it does not tell. */
  refundedCents: number | null
  /** Its `externalReference` when that is one of our ids (a uuid), else null. */
  paymentRef: string | null
  /** The provider status says the money arrived (whatever happened to it after). */
  paidThere: boolean
}

/** The in-window test of a payment: its charge was asked for (or it was made) since `from`. */
const inWindow = (from: Date) =>
  sql`p.provider_payment_id is not null and coalesce(p.charge_requested_at, p.created_at) >= ${from}`

/** Rows of a difference insert per statement: well under PostgreSQL's 65,535 parameters. */
const DIFFERENCES_PER_INSERT = 1_000

/**
 * The daily reconciliation's SQL (ADR 0057). The provider's list is staged page by page into a
 * temporary table of this transaction (`on commit drop`), then compared with our payments, the
 * ad payments and the ledger in a few set-based statements that return only what differs: the
 * process holds at most 1,000 charges at a time (the batch staged), never the whole list nor every
 * payment, and no statement carries more than 7,000 parameters.
 */
export function reconcileRepository(tx: Tx) {
  return {
    /** The staging table, empty (a second run in one transaction starts over). */
    async start() {
      await tx.execute(sql`
        create temporary table if not exists reconcile_charges (
          seq integer not null,
          id text primary key,
          status text not null,
          value_cents bigint not null,
          refunded_cents bigint,
          payment_ref uuid,
          paid_there boolean not null
        ) on commit drop`)
      await tx.execute(sql`truncate reconcile_charges`)
    },

    /**
     * One page of the provider's list; `first` numbers them in listing order. A charge listed
     * twice (the list moved between two pages) is kept once.
     */
    async stage(first: number, charges: StagedCharge[]) {
      if (charges.length === 0) return
      const rows = charges.map(
        (c, i) =>
          sql`(${first + i}, ${c.id}, ${c.status}, ${c.valueCents}, ${c.refundedCents}, ${c.paymentRef}, ${c.paidThere})`,
      )
      await tx.execute(sql`
        insert into reconcile_charges (seq, id, status, value_cents, refunded_cents, payment_ref, paid_there)
        values ${sql.join(rows, sql`, `)}
        on conflict (id) do nothing`)
    },

    /**
     * Planner statistics of the staged list (a temporary table is never auto-analysed); answers
     * how many distinct charges it holds.
     */
    async analyze() {
      await tx.execute(sql`analyze reconcile_charges`)
      const [row] = await queryRows<{ n: string | number }>(
        tx,
        sql`select count(*) as n from reconcile_charges`,
      )
      return Number(row?.n ?? 0)
    },

    /** Staged charges kept by one of our payments that differ in amount, paid state or refund. */
    async paymentCharges() {
      const rows = await queryRows<Record<string, unknown>>(
        tx,
        sql`
        select c.seq, c.id as charge_id, c.status as charge_status, c.value_cents, c.refunded_cents,
          c.paid_there, p.id as payment_id, p.status, p.amount_cents, (p.paid_at is not null) as paid_here,
          case when p.refunded_at is not null then p.refund_cents else 0 end as refund_sent
        from reconcile_charges c
        join payments p on p.provider_payment_id = c.id
        where c.value_cents <> p.amount_cents
          or c.paid_there <> (p.paid_at is not null)
          or (c.refunded_cents is not null
            and c.refunded_cents <> case when p.refunded_at is not null then p.refund_cents else 0 end)`,
      )
      return rows.map((r) => ({
        seq: Number(r.seq),
        chargeId: String(r.charge_id),
        chargeStatus: String(r.charge_status),
        valueCents: Number(r.value_cents),
        refundedCents: r.refunded_cents === null ? null : Number(r.refunded_cents),
        paidThere: Boolean(r.paid_there),
        paymentId: String(r.payment_id),
        status: String(r.status),
        amountCents: Number(r.amount_cents),
        paidHere: Boolean(r.paid_here),
        refundSent: Number(r.refund_sent),
      }))
    },

    /** Staged charges of ad payments (ADR 0060, 0064) whose amount, paid state or refund differ. */
    async adCharges() {
      const rows = await queryRows<Record<string, unknown>>(
        tx,
        sql`
        select c.seq, c.id as charge_id, c.status as charge_status, c.value_cents, c.refunded_cents,
          c.paid_there, a.status, a.amount_cents, (a.paid_at is not null) as paid_here,
          case when a.refunded_at is not null then a.refund_cents else 0 end as refund_sent
        from reconcile_charges c
        join ad_payments a on a.provider_payment_id = c.id
        where not exists (select 1 from payments p where p.provider_payment_id = c.id)
          and (c.value_cents <> a.amount_cents or c.paid_there <> (a.paid_at is not null)
            or (c.refunded_cents is not null
              and c.refunded_cents <> case when a.refunded_at is not null then a.refund_cents else 0 end))`,
      )
      return rows.map((r) => ({
        seq: Number(r.seq),
        chargeId: String(r.charge_id),
        chargeStatus: String(r.charge_status),
        valueCents: Number(r.value_cents),
        refundedCents: r.refunded_cents === null ? null : Number(r.refunded_cents),
        paidThere: Boolean(r.paid_there),
        status: String(r.status),
        amountCents: Number(r.amount_cents),
        paidHere: Boolean(r.paid_here),
        refundSent: Number(r.refund_sent),
      }))
    },

    /**
     * Ad payments (ADR 0064) whose charge falls in the window and was not listed (an expired
     * offer's charge is removed at the provider), and paid ones, listed or in the window, whose
     * ledger `ad_charge` is missing or of another amount (money given back never enters it).
     */
    async adPaymentsUnmatched(from: Date) {
      const adInWindow = sql`a.provider_payment_id is not null
        and coalesce(a.charge_requested_at, a.created_at) >= ${from}`
      const missing = await queryRows<Record<string, unknown>>(
        tx,
        sql`
        select a.provider_payment_id, a.status
        from ad_payments a
        where ${adInWindow}
          and not exists (select 1 from reconcile_charges c where c.id = a.provider_payment_id)
          and not (a.closed_at is not null and a.status = 'expired')
        order by coalesce(a.charge_requested_at, a.created_at), a.id`,
      )
      const ledger = await queryRows<Record<string, unknown>>(
        tx,
        sql`
        select a.provider_payment_id, a.amount_cents,
          (select g.amount_cents from ledger_entries g
            where g.ad_auction_id = a.auction_id and g.kind = 'ad_charge' limit 1) as charged
        from ad_payments a
        where a.status = 'paid'
          and ((${adInWindow})
            or exists (select 1 from reconcile_charges c where c.id = a.provider_payment_id))
        order by a.id`,
      )
      return {
        missing: missing.map((r) => ({
          chargeId: String(r.provider_payment_id),
          status: String(r.status),
        })),
        ledger: ledger
          .map((r) => ({
            chargeId: r.provider_payment_id === null ? null : String(r.provider_payment_id),
            amountCents: Number(r.amount_cents),
            chargedCents: r.charged === null ? null : Number(r.charged),
          }))
          .filter((r) => r.chargedCents !== r.amountCents),
      }
    },

    /**
     * Staged charges no payment or ad payment keeps, with the payment their reference names
     * (a second charge of one of ours) or null (not ours).
     */
    async unknownCharges() {
      const rows = await queryRows<Record<string, unknown>>(
        tx,
        sql`
        select c.seq, c.id as charge_id, c.status as charge_status, r.id as payment_id
        from reconcile_charges c
        left join payments r on r.id = c.payment_ref
        where not exists (select 1 from payments p where p.provider_payment_id = c.id)
          and not exists (select 1 from ad_payments a where a.provider_payment_id = c.id)`,
      )
      return rows.map((r) => ({
        seq: Number(r.seq),
        chargeId: String(r.charge_id),
        chargeStatus: String(r.charge_status),
        paymentId: r.payment_id === null ? null : String(r.payment_id),
      }))
    },

    /**
     * Our payments whose charge falls in the window and was not listed, except charges removed
     * at the provider (nobody paid: expired or voided), which the provider does not list.
     */
    async missingAtProvider(from: Date) {
      const rows = await queryRows<Record<string, unknown>>(
        tx,
        sql`
        select p.id, p.provider_payment_id, p.status
        from payments p
        where ${inWindow(from)}
          and not exists (select 1 from reconcile_charges c where c.id = p.provider_payment_id)
          and not (p.closed_at is not null and p.status in ('expired','voided'))
        order by coalesce(p.charge_requested_at, p.created_at), p.id`,
      )
      return rows.map((r) => ({
        paymentId: String(r.id),
        chargeId: String(r.provider_payment_id),
        status: String(r.status),
      }))
    },

    /**
     * The payments the run speaks of (in the window, keeping a listed charge, or named by one's
     * reference): how many, and those paid and kept by us whose ledger gross is not exactly the
     * amount (after a close it is all refunded and never enters the ledger, ADR 0055).
     */
    async checkedPayments(from: Date) {
      const checked = sql`
        select p.id from payments p
        where (${inWindow(from)})
          or exists (select 1 from reconcile_charges c where c.id = p.provider_payment_id)
          or exists (select 1 from reconcile_charges c where c.payment_ref = p.id)`
      const [count] = await queryRows<{ n: string | number }>(
        tx,
        sql`select count(*) as n from (${checked}) k`,
      )
      const rows = await queryRows<Record<string, unknown>>(
        tx,
        sql`
        select p.id, p.provider_payment_id, p.amount_cents, g.amount_cents as gross
        from (${checked}) k
        join payments p on p.id = k.id
        left join ledger_entries g on g.job_id = p.job_id and g.kind = 'gross'
        where p.paid_at is not null
          and p.flag is distinct from 'paid_after_close'
          and g.amount_cents is distinct from p.amount_cents
        order by p.id`,
      )
      return {
        count: Number(count?.n ?? 0),
        ledger: rows.map((r) => ({
          paymentId: String(r.id),
          chargeId: r.provider_payment_id === null ? null : String(r.provider_payment_id),
          amountCents: Number(r.amount_cents),
          grossCents: r.gross === null ? null : Number(r.gross),
        })),
      }
    },

    /** A run's differences, a bounded number of rows per statement. */
    async saveDifferences(runId: string, found: DifferenceInsert[]) {
      for (let i = 0; i < found.length; i += DIFFERENCES_PER_INSERT)
        await tx
          .insert(paymentDifferences)
          .values(
            found
              .slice(i, i + DIFFERENCES_PER_INSERT)
              .map((d) => ({ ...d, reconciliationId: runId })),
          )
    },
  }
}
