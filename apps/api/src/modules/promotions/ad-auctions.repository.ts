import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { AdKind, AuctionPhase, PeriodFilter } from '@galera/shared'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'
import { periodTouches } from '../../platform/db/list-filters.ts'
import { adAuctions, categories, images, products } from '../../db/schema/index.ts'
import { eligibleSql } from './ad-bids.repository.ts'

export type AdAuctionRow = typeof adAuctions.$inferSelect
export type AdAuctionInsert = typeof adAuctions.$inferInsert

export type SupplierTab = 'open' | 'mine' | 'won'

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

/**
 * Ad auction rows (ADR 0022): one auction, its lock, the admin's and the suppliers' pages, what
 * the admin's form checks and what the views show beside an auction (category, product, images).
 */
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
  }
}
