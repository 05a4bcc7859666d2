import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'
import { adAuctions, adBids, products, suppliers, users } from '../../db/schema/index.ts'
import { NOTIFICATIONS_CHANNEL } from '../notifications/notifications.repository.ts'
import type { AdAuctionRow } from './ad-auctions.repository.ts'
import { eligibleSql, type AdBidRow } from './ad-bids.repository.ts'

/**
 * What the ticker reads and writes as time passes (ADR 0022): auctions whose bidding opened are
 * announced to their eligible suppliers; auctions whose bidding ended are closed, the winner's
 * bid marked and charged.
 */
export function adAuctionTickerRepository(db: DbOrTx) {
  return {
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
  }
}
