import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../platform/db/database.ts'
import { adAuctions, adBids, banners, images, suppliers, users } from '../../db/schema/index.ts'

const artColumns = (t: ReturnType<typeof alias<typeof images, string>>) => ({
  id: t.id,
  variants: t.variants,
  width: t.width,
  height: t.height,
})

/**
 * What the home slides read (ADR 0022 "Home slides"): the banners and the won ads online on the
 * São Paulo day `today`, with their art. Both kinds need live art; a won ad also needs its winner
 * still active (an inactive or suspended supplier is hidden from the public) and paid (ADR 0060:
 * a won bid with an ad payment shows only once it is paid; ads won before migration 0023 have none).
 */
/** ADR 0060: the won bid's ad payment, when it has one, is paid. */
const adPaidSql = sql`not exists (select 1 from ad_payments ap
  where ap.bid_id = ${adBids.id} and ap.status <> 'paid')`

export function slidesRepository(db: DbOrTx) {
  const desktop = alias(images, 'desktop_image')
  const mobile = alias(images, 'mobile_image')
  const artLive = and(isNull(desktop.deletedAt), isNull(mobile.deletedAt))

  return {
    async onlineBanners(today: string) {
      return db
        .select({
          id: banners.id,
          title: banners.title,
          position: banners.position,
          slideOrder: banners.slideOrder,
          link: banners.link,
          createdAt: banners.createdAt,
          desktop: artColumns(desktop),
          mobile: artColumns(mobile),
        })
        .from(banners)
        .innerJoin(desktop, eq(desktop.id, banners.desktopImageId))
        .innerJoin(mobile, eq(mobile.id, banners.mobileImageId))
        .where(
          and(
            isNull(banners.deletedAt),
            lte(banners.startsOn, today),
            gte(banners.endsOn, today),
            artLive,
          ),
        )
    },

    async onlineAds(today: string) {
      return db
        .select({
          id: adAuctions.id,
          kind: adAuctions.kind,
          title: suppliers.establishmentTitle,
          winnerId: adBids.supplierId,
          categoryId: adAuctions.categoryId,
          adProductId: adAuctions.adProductId,
          position: adAuctions.position,
          slideOrder: adAuctions.slideOrder,
          createdAt: adAuctions.createdAt,
          desktop: artColumns(desktop),
          mobile: artColumns(mobile),
        })
        .from(adAuctions)
        .innerJoin(adBids, and(eq(adBids.auctionId, adAuctions.id), eq(adBids.won, true)))
        .innerJoin(suppliers, eq(suppliers.userId, adBids.supplierId))
        .innerJoin(users, eq(users.id, adBids.supplierId))
        .innerJoin(desktop, eq(desktop.id, adAuctions.desktopImageId))
        .innerJoin(mobile, eq(mobile.id, adAuctions.mobileImageId))
        .where(
          and(
            eq(adAuctions.status, 'closed'),
            isNull(adAuctions.adCancelledAt),
            lte(adAuctions.startsOn, today),
            gte(adAuctions.endsOn, today),
            eq(suppliers.status, 'active'),
            eq(users.status, 'active'),
            artLive,
            adPaidSql,
          ),
        )
    },
  }
}
