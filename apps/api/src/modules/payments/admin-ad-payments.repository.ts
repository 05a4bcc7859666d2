import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'

/** Queries of the ad payments on the admin payments screen (ADR 0060, ADR 0064). */
export function adminAdPaymentsRepository(db: DbOrTx) {
  const filter = (status: string): SQL =>
    status === 'all' ? sql`true` : sql`ap.status = ${status}`
  return {
    /**
     * Where the suppliers' ad money is, each part from its own source so the screen's check
     * means something: received (the payments with money in) = charged (the ledger's `ad_charge`
     * rows of auctions with ad payments) + refunded (given back in full).
     */
    async totals() {
      const [row] = await queryRows<Record<string, string | number | null>>(
        db,
        sql`
        select
          (select coalesce(sum(amount_cents), 0) from ad_payments where paid_at is not null) as received,
          (select coalesce(sum(l.amount_cents), 0) from ledger_entries l where l.kind = 'ad_charge'
            and exists (select 1 from ad_payments x where x.auction_id = l.ad_auction_id)) as charged,
          (select coalesce(sum(refund_cents), 0) from ad_payments where status = 'refunded') as refunded,
          (select coalesce(sum(amount_cents), 0) from ad_payments where status = 'pending') as pending,
          (select count(*) from ad_payments where status = 'pending') as pending_count,
          (select count(*) from ad_payments where status = 'expired') as expired_count`,
      )
      const n = (k: string) => Number(row?.[k] ?? 0)
      return {
        receivedCents: n('received'),
        chargedCents: n('charged'),
        refundedCents: n('refunded'),
        pendingCents: n('pending'),
        pendingCount: n('pending_count'),
        expiredCount: n('expired_count'),
      }
    },

    /** One page of ad payments, flagged first, then newest. */
    async list(status: string, limit: number, offset: number) {
      return queryRows<AdminAdPaymentRow>(
        db,
        sql`
        select ap.id, ap.auction_id, a.name as auction_name, s.establishment_title as supplier_name,
          ap.amount_cents, ap.refund_cents, ap.status, ap.method, ap.flag, ap.deadline, ap.paid_at
        from ad_payments ap
        join ad_auctions a on a.id = ap.auction_id
        join suppliers s on s.user_id = ap.supplier_id
        where ${filter(status)}
        order by (ap.flag is null), ap.created_at desc, ap.id
        limit ${limit} offset ${offset}`,
      )
    },

    async count(status: string): Promise<number> {
      const [row] = await queryRows<{ n: string | number }>(
        db,
        sql`select count(*) as n from ad_payments ap where ${filter(status)}`,
      )
      return Number(row?.n ?? 0)
    },
  }
}

export interface AdminAdPaymentRow {
  id: string
  auction_id: string
  auction_name: string
  supplier_name: string
  amount_cents: string | number
  refund_cents: string | number
  status: string
  method: string | null
  flag: string | null
  deadline: Date | string
  paid_at: Date | string | null
}
