import { and, eq, sql } from 'drizzle-orm'
import { todayInBrazil, type AdPosition } from '@galera/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { FileStore } from '../../platform/files/file-store.ts'
import { banners, categories, images, products, users } from '../schema/index.ts'
import { createAdAuction, placeBid } from '../../../test/factories/promotions.ts'
import { bannerSvg, render, storeImage, type ImageRow } from './art.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** A São Paulo calendar day `days` after `day` (YYYY-MM-DD arithmetic at noon UTC). */
function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T12:00:00Z`).getTime() + days * DAY).toISOString().slice(0, 10)
}

/**
 * Renders one art and stores its files as an upload would (art.ts: `images/<uuid>/<size>.webp`,
 * purpose banner, owned by `ownerId`); returns its images row for the caller to insert, as a
 * transaction's client runs one statement at a time (node-postgres refuses two from pg 9 on).
 */
async function storeArt(store: FileStore, ownerId: string, svg: Buffer): Promise<ImageRow> {
  return storeImage(store, ownerId, 'banner', null, await render(svg))
}

async function artPair(
  store: FileStore,
  ownerId: string,
  position: AdPosition,
  text: { title: string; line: string },
  colors: [string, string],
) {
  const [desktop, mobile] = await Promise.all(
    (['desktop', 'mobile'] as const).map((device) =>
      storeArt(store, ownerId, bannerSvg(position, device, text, colors)),
    ),
  )
  return { desktop: desktop!, mobile: mobile! }
}

async function userIdOf(tx: DbOrTx, email: string): Promise<string> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (!row) throw new Error(`demo user ${email} missing`)
  return row.id
}

/**
 * Demo promotions (ADR 0022), so the home and the promotion screens show real states on
 * a fresh start. Called by seedDemo after the catalogue (it needs its suppliers and products):
 * - two banners online today (top: Bahia Promo's company banner; bottom: the pens category, with
 *   an external link) and one scheduled (Nordeste Brindes, from 20 days on);
 * - an open company auction (bidding since yesterday, closes in 3 days, ad next month) with two
 *   bids: Brindes Salvador, then Bahia Promo leading;
 * - a closed product auction for the "Garrafa térmica Inox 750 ml" (XBZ-2210) won by Recôncavo
 *   Personalizados over Nordeste Brindes, its art uploaded, online today, and its ledger charge.
 * Litoral Brindes gets no banner: the banners journey places one for it.
 */
export async function seedDemoPromotions(
  tx: DbOrTx,
  store: FileStore,
  now: Date = new Date(),
): Promise<void> {
  const admin = await userIdOf(tx, 'master@galera.dev')
  const salvador = await userIdOf(tx, 'fornecedor@galera.dev')
  const bahia = await userIdOf(tx, 'bahiapromo@galera.dev')
  const nordeste = await userIdOf(tx, 'nordestebrindes@galera.dev')
  const reconcavo = await userIdOf(tx, 'reconcavo@galera.dev')
  const [pens] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'canetas'))
  const [bottle] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.supplierId, reconcavo), sql`lower(${products.importerCode}) = 'xbz-2210'`),
    )
  if (!pens || !bottle) throw new Error('seedDemoPromotions needs the demo catalogue')
  const today = todayInBrazil(now)

  const arts = await Promise.all([
    artPair(
      store,
      admin,
      'top',
      { title: 'Bahia Promo', line: 'Brindes sustentáveis com a cara da Bahia' },
      ['#0D47A1', '#26A69A'],
    ),
    artPair(
      store,
      admin,
      'bottom',
      { title: 'Semana das canetas', line: 'Canetas personalizadas a partir de 100 unidades' },
      ['#6A1B9A', '#EC407A'],
    ),
    artPair(
      store,
      admin,
      'top',
      { title: 'Nordeste Brindes', line: 'Coleção de verão para os seus eventos' },
      ['#E65100', '#FBC02D'],
    ),
    artPair(
      store,
      reconcavo,
      'top',
      { title: 'Garrafa térmica Inox 750 ml', line: 'Recôncavo Personalizados' },
      ['#1B5E20', '#00897B'],
    ),
  ])
  await tx.insert(images).values(arts.flatMap((a) => [a.desktop, a.mobile]))
  const [bahiaArt, pensArt, nordesteArt, bottleArt] = arts.map((a) => ({
    desktopImageId: a.desktop.id!,
    mobileImageId: a.mobile.id!,
  }))

  await tx.insert(banners).values([
    {
      title: 'Bahia Promo — brindes sustentáveis',
      companyId: bahia,
      startsOn: addDays(today, -7),
      endsOn: addDays(today, 30),
      position: 'top',
      slideOrder: 1,
      createdBy: admin,
      ...bahiaArt,
    },
    {
      title: 'Semana das canetas personalizadas',
      categoryId: pens.id,
      startsOn: addDays(today, -2),
      endsOn: addDays(today, 21),
      link: 'https://galera.dev/semana-das-canetas',
      position: 'bottom',
      slideOrder: 1,
      createdBy: admin,
      ...pensArt,
    },
    {
      title: 'Nordeste Brindes — coleção de verão',
      companyId: nordeste,
      startsOn: addDays(today, 20),
      endsOn: addDays(today, 40),
      position: 'top',
      slideOrder: 2,
      createdBy: admin,
      ...nordesteArt,
    },
  ])

  // The open company auction: the ad runs the next São Paulo month (after bidding closes).
  const bidsCloseAt = new Date(now.getTime() + 3 * DAY)
  const closeDay = todayInBrazil(bidsCloseAt)
  const firstOfNext = `${addDays(`${today.slice(0, 8)}01`, 32).slice(0, 8)}01`
  const endsOn = addDays(`${addDays(firstOfNext, 32).slice(0, 8)}01`, -1)
  const startsOn = firstOfNext > closeDay ? firstOfNext : addDays(closeDay, 1)
  const open = await createAdAuction(tx, {
    createdBy: admin,
    kind: 'company',
    name: 'Espaço da empresa no topo da página inicial',
    position: 'top',
    slideOrder: 3,
    minBidCents: 50_000,
    incrementCents: 5_000,
    bidsOpenAt: new Date(now.getTime() - DAY),
    bidsCloseAt,
    startsOn,
    endsOn,
    announcedAt: new Date(now.getTime() - DAY),
  })
  await placeBid(tx, {
    auctionId: open.id,
    supplierId: salvador,
    amountCents: 50_000,
    createdAt: new Date(now.getTime() - 20 * HOUR),
  })
  await placeBid(tx, {
    auctionId: open.id,
    supplierId: bahia,
    amountCents: 55_000,
    createdAt: new Date(now.getTime() - 6 * HOUR),
  })

  // The closed product auction, won and online today.
  const won = await createAdAuction(tx, {
    createdBy: admin,
    kind: 'product',
    name: 'Destaque da Garrafa térmica Inox 750 ml',
    productId: bottle.id,
    productKey: 'xbz-2210',
    position: 'top',
    slideOrder: 2,
    minBidCents: 30_000,
    incrementCents: 2_500,
    bidsOpenAt: new Date(now.getTime() - 10 * DAY),
    bidsCloseAt: new Date(now.getTime() - 4 * DAY),
    startsOn: addDays(today, -3),
    endsOn: addDays(today, 10),
    status: 'closed',
    announcedAt: new Date(now.getTime() - 10 * DAY),
    adProductId: bottle.id,
    ...bottleArt,
  })
  await placeBid(tx, {
    auctionId: won.id,
    supplierId: nordeste,
    amountCents: 30_000,
    createdAt: new Date(now.getTime() - 8 * DAY),
  })
  // Won: also writes its one ledger 'ad_charge'.
  await placeBid(tx, {
    auctionId: won.id,
    supplierId: reconcavo,
    amountCents: 35_000,
    won: true,
    createdAt: new Date(now.getTime() - 6 * DAY),
  })
}
