import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { AdKind, AuctionPhase, PeriodFilter } from '@galera/shared'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'
import { periodTouches } from '../../platform/db/list-filters.ts'
import {
  adAuctions,
  adBids,
  categories,
  images,
  ledgerEntries,
  products,
  suppliers,
  users,
} from '../../db/schema/index.ts'
import { NOTIFICATIONS_CHANNEL } from '../notifications/notifications.repository.ts'

export type AdAuctionRow = typeof adAuctions.$inferSelect
export type AdAuctionInsert = typeof adAuctions.$inferInsert
export type AdBidRow = typeof adBids.$inferSelect

export interface BidStats {
  highestBidCents: number | null
  leaderId: string | null
  bidCount: number
}

export type SupplierTab = 'open' | 'mine' | 'won'

/** True (as SQL) when supplier `s` may bid on auction `a` by its kind (ADR 0022 "Kinds"). */
function eligibleSql(s: SQL, a = sql.raw('a')): SQL {
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

function phaseSql(phase: AuctionPhase, now: Date): SQL {
  const t = now.toISOString()
  switch (phase) {
    case 'cancelled':
      return sql`a.status = 'cancelled'`
    case 'closed':
      return sql`(a.status = 'closed' or (a.status = 'open' and a.bids_close_at <= ${t}))`
    case 'upcoming':
      return sql`(a.status = 'open' and a.bids_open_at > ${t})`
    case 'open':
      return sql`(a.status = 'open' and a.bids_open_at <= ${t} and a.bids_close_at > ${t})`
  }
}

export function adAuctionsRepository(db: DbOrTx) {
  async function pageOfIds(where: SQL, limit: number, offset: number) {
    const [ids, total] = await Promise.all([
      queryRows<{ id: string }>(
        db,
        sql`select a.id from ad_auctions a where ${where}
          order by a.created_at desc, a.id desc limit ${limit} offset ${offset}`,
      ),
      queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ad_auctions a where ${where}`,
      ),
    ])
    return { ids: ids.map((r) => r.id), total: Number(total[0]?.n ?? 0) }
  }

  return {
    async find(id: string): Promise<AdAuctionRow | undefined> {
      const [row] = await db.select().from(adAuctions).where(eq(adAuctions.id, id))
      return row
    },

    /** The auction row locked until the transaction ends: bids, the close and edits queue on it. */
    async lock(id: string): Promise<AdAuctionRow | undefined> {
      const [row] = await db.select().from(adAuctions).where(eq(adAuctions.id, id)).for('update')
      return row
    },

    async byIds(ids: string[]): Promise<AdAuctionRow[]> {
      if (!ids.length) return []
      const rows = await db.select().from(adAuctions).where(inArray(adAuctions.id, ids))
      const byId = new Map(rows.map((r) => [r.id, r]))
      return ids.map((id) => byId.get(id)!).filter(Boolean)
    },

    async insert(values: AdAuctionInsert): Promise<AdAuctionRow> {
      const [row] = await db.insert(adAuctions).values(values).returning()
      return row
    },

    async update(id: string, values: Partial<AdAuctionInsert>): Promise<AdAuctionRow | undefined> {
      const [row] = await db.update(adAuctions).set(values).where(eq(adAuctions.id, id)).returning()
      return row
    },

    /** Admin list: newest first, by phase and kind. */
    adminPage(
      q: { phase?: AuctionPhase; kind?: AdKind } & PeriodFilter,
      now: Date,
      limit: number,
      offset: number,
    ) {
      const parts: SQL[] = [sql`true`]
      if (q.phase) parts.push(phaseSql(q.phase, now))
      if (q.kind) parts.push(sql`a.kind = ${q.kind}`)
      // ADR 0036: the ad's period (starts_on..ends_on) touches the days asked.
      parts.push(...periodTouches(sql`a.starts_on`, sql`a.ends_on`, q))
      return pageOfIds(sql.join(parts, sql` and `), limit, offset)
    },

    /** Supplier tabs: open (upcoming or open and eligible), mine (bid on), won. */
    supplierPage(tab: SupplierTab, supplierId: string, now: Date, limit: number, offset: number) {
      const s = sql`${supplierId}::uuid`
      const where =
        tab === 'open'
          ? sql`a.status = 'open' and a.bids_close_at > ${now.toISOString()} and ${eligibleSql(s)}`
          : tab === 'mine'
            ? sql`a.status <> 'cancelled' and exists (select 1 from ad_bids b
                where b.auction_id = a.id and b.supplier_id = ${s})`
            : sql`exists (select 1 from ad_bids b
                where b.auction_id = a.id and b.supplier_id = ${s} and b.won)`
      return pageOfIds(where, limit, offset)
    },

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

    async categories(ids: string[]) {
      if (!ids.length) return new Map<string, typeof categories.$inferSelect>()
      const rows = await db.select().from(categories).where(inArray(categories.id, ids))
      return new Map(rows.map((r) => [r.id, r]))
    },

    async products(ids: string[]) {
      if (!ids.length) return new Map<string, typeof products.$inferSelect>()
      const rows = await db.select().from(products).where(inArray(products.id, ids))
      return new Map(rows.map((r) => [r.id, r]))
    },

    async images(ids: string[]) {
      if (!ids.length) return new Map<string, typeof images.$inferSelect>()
      const rows = await db.select().from(images).where(inArray(images.id, ids))
      return new Map(rows.map((r) => [r.id, r]))
    },

    /** An active top-level product category. */
    async activeTopCategory(id: string) {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            eq(categories.id, id),
            eq(categories.kind, 'product'),
            isNull(categories.parentId),
            eq(categories.isActive, true),
          ),
        )
      return row
    },

    async activeProduct(id: string) {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), eq(products.status, 'active')))
      return row
    },

    async bannerImage(id: string) {
      const [row] = await db
        .select({ id: images.id })
        .from(images)
        .where(and(eq(images.id, id), eq(images.purpose, 'banner'), isNull(images.deletedAt)))
      return row
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

    /** Auctions whose bidding opened and whose eligible suppliers were not told yet. */
    async dueToAnnounce(now: Date, limit: number) {
      return db
        .select()
        .from(adAuctions)
        .where(
          and(
            isNull(adAuctions.announcedAt),
            eq(adAuctions.status, 'open'),
            sql`${adAuctions.bidsOpenAt} <= ${now.toISOString()}`,
          ),
        )
        .orderBy(adAuctions.bidsOpenAt)
        .limit(limit)
        .for('update', { skipLocked: true })
    },

    /** Marks it announced (guarded: only one run tells the suppliers). */
    async markAnnounced(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(adAuctions)
        .set({ announcedAt: now })
        .where(and(eq(adAuctions.id, id), isNull(adAuctions.announcedAt)))
        .returning({ id: adAuctions.id })
      return rows.length > 0
    },

    /**
     * One notification per eligible active supplier in one statement, each pushed to its live
     * stream (the same row and pg_notify `notify()` writes, batched). Returns how many.
     */
    async notifyEligible(
      auction: AdAuctionRow,
      code: string,
      link: string,
      params: Record<string, string | number>,
    ): Promise<number> {
      const a = sql`(select * from ad_auctions where id = ${auction.id}::uuid)`
      const rows = await queryRows<{ n: number }>(
        db,
        sql`with ins as (
              insert into notifications (user_id, code, link, params)
              select sp.user_id, ${code}, ${link}, ${JSON.stringify(params)}::jsonb
              from suppliers sp join users u on u.id = sp.user_id, ${a} a
              where sp.status = 'active' and u.status = 'active'
                and ${eligibleSql(sql`sp.user_id`)}
              returning id, user_id)
            select count(pg_notify(${NOTIFICATIONS_CHANNEL},
              json_build_object('userId', user_id, 'id', id)::text))::int as n from ins`,
      )
      return Number(rows[0]?.n ?? 0)
    },

    /** Open auctions whose bidding has ended. */
    async dueToClose(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: adAuctions.id })
        .from(adAuctions)
        .where(
          and(
            eq(adAuctions.status, 'open'),
            sql`${adAuctions.bidsCloseAt} <= ${now.toISOString()}`,
          ),
        )
        .orderBy(adAuctions.bidsCloseAt)
        .limit(limit)
      return rows.map((r) => r.id)
    },

    /** The highest live bid whose supplier is still active (the winner at the close). */
    async winningBid(auctionId: string): Promise<AdBidRow | undefined> {
      const [row] = await db
        .select({ bid: adBids })
        .from(adBids)
        .innerJoin(suppliers, eq(suppliers.userId, adBids.supplierId))
        .innerJoin(users, eq(users.id, adBids.supplierId))
        .where(
          and(
            eq(adBids.auctionId, auctionId),
            isNull(adBids.withdrawnAt),
            eq(suppliers.status, 'active'),
            eq(users.status, 'active'),
          ),
        )
        .orderBy(desc(adBids.amountCents))
        .limit(1)
      return row?.bid
    },

    async markWon(bidId: string) {
      await db.update(adBids).set({ won: true }).where(eq(adBids.id, bidId))
    },

    /** The winner's own active listing of the promoted item (product kind). */
    async adProductFor(auction: AdAuctionRow, winnerId: string): Promise<string | null> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select p.id from products p
            where p.supplier_id = ${winnerId}::uuid and p.status = 'active'
              and (p.id = ${auction.productId}::uuid or lower(p.importer_code) = ${auction.productKey}
                or p.id::text = ${auction.productKey})
            order by (p.id = ${auction.productId}::uuid) desc, p.created_at
            limit 1`,
      )
      if (rows[0]) return rows[0].id
      // The product's own supplier may have deactivated it since: its listing is still the item.
      const [own] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, auction.productId!), eq(products.supplierId, winnerId)))
      return own?.id ?? null
    },

    /** The one ledger row of the winner's charge (a second close writes nothing). */
    async charge(auctionId: string, amountCents: number, now: Date) {
      await db
        .insert(ledgerEntries)
        .values({ adAuctionId: auctionId, kind: 'ad_charge', amountCents, createdAt: now })
        .onConflictDoNothing()
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

    /** Cancels a supplier's won ads that are not offline yet (ends on or after `today`). */
    async cancelWonAds(supplierId: string, today: string, now: Date): Promise<string[]> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`update ad_auctions a set ad_cancelled_at = ${now.toISOString()}, updated_at = ${now.toISOString()}
            where a.status = 'closed' and a.ad_cancelled_at is null and a.ends_on >= ${today}::date
              and exists (select 1 from ad_bids b
                where b.auction_id = a.id and b.won and b.supplier_id = ${supplierId}::uuid)
            returning a.id`,
      )
      return rows.map((r) => r.id)
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
