import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'
import { adAuctions, adBids, adPayments, suppliers } from '../../db/schema/index.ts'

export type AdBidRow = typeof adBids.$inferSelect

export interface BidStats {
  highestBidCents: number | null
  leaderId: string | null
  bidCount: number
}

/** True (as SQL) when supplier `s` may bid on auction `a` by its kind (ADR 0022 "Kinds"). */
export function eligibleSql(s: SQL, a = sql.raw('a')): SQL {
  return sql`(case ${a}.kind
    when 'company' then true
    when 'category' then exists (select 1 from products p
      where p.supplier_id = ${s} and p.status = 'active' and p.category_id = ${a}.category_id)
    when 'product' then exists (select 1 from products p
      where p.supplier_id = ${s} and p.status = 'active'
        and (lower(p.importer_code) = ${a}.product_key or p.id::text = ${a}.product_key))
      or exists (select 1 from products p where p.id = ${a}.product_id and p.supplier_id = ${s})
    else false end)`
}

/** An active supplier whose account is active too (inactive or suspended ones cannot bid). */
function activeSupplierSql(s: SQL): SQL {
  return sql`exists (select 1 from suppliers sp join users u on u.id = sp.user_id
    where sp.user_id = ${s} and sp.status = 'active' and u.status = 'active')`
}

/**
 * Bids on ad auctions (ADR 0022 "Bids"): who may bid, the standing of each auction, a supplier's
 * own bids, and their withdrawal when the supplier is suspended.
 */
export function adBidsRepository(db: DbOrTx) {
  return {
    /** Highest live (not withdrawn) bid, its bidder and the live bid count per auction. */
    async bidStats(ids: string[]): Promise<Map<string, BidStats>> {
      const out = new Map<string, BidStats>()
      if (!ids.length) return out
      const rows = await queryRows<{
        auction_id: string
        amount: string | number
        supplier_id: string
        n: number
      }>(
        db,
        sql`select distinct on (b.auction_id) b.auction_id, b.amount_cents as amount, b.supplier_id,
              count(*) over (partition by b.auction_id)::int as n
            from ad_bids b
            where b.auction_id in ${ids} and b.withdrawn_at is null
            order by b.auction_id, b.amount_cents desc`,
      )
      for (const r of rows)
        out.set(r.auction_id, {
          highestBidCents: Number(r.amount),
          leaderId: r.supplier_id,
          bidCount: Number(r.n),
        })
      return out
    },

    /** The winning bid of each closed auction, with the winner's establishment title. */
    async winners(ids: string[]) {
      if (!ids.length)
        return new Map<string, { supplierId: string; name: string; amountCents: number }>()
      const rows = await db
        .select({
          auctionId: adBids.auctionId,
          supplierId: adBids.supplierId,
          amountCents: adBids.amountCents,
          name: suppliers.establishmentTitle,
        })
        .from(adBids)
        .innerJoin(suppliers, eq(suppliers.userId, adBids.supplierId))
        .where(and(inArray(adBids.auctionId, ids), eq(adBids.won, true)))
      return new Map(rows.map((r) => [r.auctionId, r]))
    },

    /**
     * Every offer of the slot of each auction (ADR 0060: one payment per offered bid), oldest
     * first, with the offered supplier's establishment title.
     */
    async offers(ids: string[]) {
      if (!ids.length) return []
      return db
        .select({
          auctionId: adPayments.auctionId,
          supplierId: adPayments.supplierId,
          name: suppliers.establishmentTitle,
          amountCents: adPayments.amountCents,
          status: adPayments.status,
          deadline: adPayments.deadline,
          paidAt: adPayments.paidAt,
        })
        .from(adPayments)
        .innerJoin(suppliers, eq(suppliers.userId, adPayments.supplierId))
        .where(inArray(adPayments.auctionId, ids))
        .orderBy(asc(adPayments.createdAt), asc(adPayments.id))
    },

    /** A supplier's highest live bid per auction. */
    async myHighest(ids: string[], supplierId: string): Promise<Map<string, number>> {
      if (!ids.length) return new Map()
      const rows = await db
        .select({ auctionId: adBids.auctionId, max: sql<string>`max(${adBids.amountCents})` })
        .from(adBids)
        .where(
          and(
            inArray(adBids.auctionId, ids),
            eq(adBids.supplierId, supplierId),
            isNull(adBids.withdrawnAt),
          ),
        )
        .groupBy(adBids.auctionId)
      return new Map(rows.map((r) => [r.auctionId, Number(r.max)]))
    },

    /** The auctions (of `ids`) the supplier may bid on by kind, and whether it is active at all. */
    async eligibility(ids: string[], supplierId: string) {
      const s = sql`${supplierId}::uuid`
      const [active] = await queryRows<{ ok: boolean }>(
        db,
        sql`select ${activeSupplierSql(s)} as ok`,
      )
      if (!ids.length) return { active: !!active?.ok, eligible: new Set<string>() }
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select a.id from ad_auctions a where a.id in ${ids} and ${eligibleSql(s)}`,
      )
      return { active: !!active?.ok, eligible: new Set(rows.map((r) => r.id)) }
    },

    async hasBids(auctionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: adBids.id })
        .from(adBids)
        .where(eq(adBids.auctionId, auctionId))
        .limit(1)
      return !!row
    },

    /** Every live bid of an auction, highest first, with the bidder's establishment title. */
    async bids(auctionId: string) {
      return db
        .select({ bid: adBids, name: suppliers.establishmentTitle })
        .from(adBids)
        .innerJoin(suppliers, eq(suppliers.userId, adBids.supplierId))
        .where(and(eq(adBids.auctionId, auctionId), isNull(adBids.withdrawnAt)))
        .orderBy(desc(adBids.amountCents))
    },

    async bidByKey(supplierId: string, key: string): Promise<AdBidRow | undefined> {
      const [row] = await db
        .select()
        .from(adBids)
        .where(and(eq(adBids.supplierId, supplierId), eq(adBids.idempotencyKey, key)))
      return row
    },

    async insertBid(values: typeof adBids.$inferInsert): Promise<AdBidRow> {
      const [row] = await db.insert(adBids).values(values).returning()
      return row
    },

    async supplierName(supplierId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: suppliers.establishmentTitle })
        .from(suppliers)
        .where(eq(suppliers.userId, supplierId))
      return row?.name
    },

    /** Withdraws a supplier's live bids on open auctions; returns the auctions touched. */
    async withdrawOpenBids(supplierId: string, now: Date): Promise<string[]> {
      const rows = await queryRows<{ auction_id: string }>(
        db,
        sql`update ad_bids b set withdrawn_at = ${now.toISOString()}
            from ad_auctions a
            where a.id = b.auction_id and a.status = 'open'
              and b.supplier_id = ${supplierId}::uuid and b.withdrawn_at is null
            returning b.auction_id`,
      )
      return [...new Set(rows.map((r) => r.auction_id))]
    },

    /** LGPD export: the supplier's bids with the auction's name and whether it won. */
    async bidsOfSupplier(supplierId: string) {
      return db
        .select({
          auctionId: adBids.auctionId,
          auctionName: adAuctions.name,
          amountCents: adBids.amountCents,
          won: adBids.won,
          withdrawnAt: adBids.withdrawnAt,
          createdAt: adBids.createdAt,
          startsOn: adAuctions.startsOn,
          endsOn: adAuctions.endsOn,
          adCancelledAt: adAuctions.adCancelledAt,
        })
        .from(adBids)
        .innerJoin(adAuctions, eq(adAuctions.id, adBids.auctionId))
        .where(eq(adBids.supplierId, supplierId))
        .orderBy(desc(adBids.createdAt))
    },
  }
}
