import { randomUUID } from 'node:crypto'
import type { AdKind, AdPosition } from '@galera/shared'
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../src/platform/db/database.ts'
import { adAuctions, adBids, ledgerEntries } from '../../src/db/schema/index.ts'
import { createUser } from './accounts.ts'

export type AdAuctionRow = typeof adAuctions.$inferSelect
export type AdBidRow = typeof adBids.$inferSelect

const HOUR = 3_600_000
/** The ManualClock's start (2026-11-22T12:00Z). */
const CLOCK_START = new Date('2026-11-22T12:00:00Z')

export const AD_DETAILS =
  'Espaço publicitário na página inicial da Galera Eventos, exibido para todos os visitantes durante o período do anúncio.'

export interface AdAuctionFactoryInput {
  /** An admin's id; a new admin is created when omitted. */
  createdBy?: string
  kind?: AdKind
  name?: string
  categoryId?: string | null
  /** Product kind: the product named by the admin. */
  productId?: string | null
  /** Product kind: defaults to the product id (pass lower(importer_code) for shared items). */
  productKey?: string | null
  position?: AdPosition
  slideOrder?: number
  minBidCents?: number
  incrementCents?: number
  /** Defaults: bidding open since 1 h before the clock start, closes 3 days after it. */
  bidsOpenAt?: Date
  bidsCloseAt?: Date
  /** Defaults: 2026-12-01 … 2026-12-31. */
  startsOn?: string
  endsOn?: string
  /** Stored status (default 'open'); 'closed'/'cancelled' set closed_at/cancelled_at to the close. */
  status?: 'open' | 'closed' | 'cancelled'
  /** Defaults to bidsOpenAt when bidding is already open at the clock start, else null. */
  announcedAt?: Date | null
  exampleImageId?: string | null
  adProductId?: string | null
  desktopImageId?: string | null
  mobileImageId?: string | null
  adCancelledAt?: Date | null
}

/** An ad auction row written directly (no rules, no notifications). */
export async function createAdAuction(
  db: DbOrTx,
  input: AdAuctionFactoryInput = {},
): Promise<AdAuctionRow> {
  const createdBy = input.createdBy ?? (await createUser(db, { role: 'admin_basic' })).user.id
  const kind = input.kind ?? 'company'
  const bidsOpenAt = input.bidsOpenAt ?? new Date(CLOCK_START.getTime() - HOUR)
  const bidsCloseAt = input.bidsCloseAt ?? new Date(CLOCK_START.getTime() + 72 * HOUR)
  const status = input.status ?? 'open'
  const productId = kind === 'product' ? (input.productId ?? null) : null
  if (kind === 'product' && !productId)
    throw new Error('createAdAuction: product kind needs productId')
  if (kind === 'category' && !input.categoryId)
    throw new Error('createAdAuction: category kind needs categoryId')
  const [row] = await db
    .insert(adAuctions)
    .values({
      kind,
      name: input.name ?? `Leilão ${randomUUID().slice(0, 6)}`,
      details: AD_DETAILS,
      categoryId: kind === 'category' ? input.categoryId! : null,
      productId,
      productKey: kind === 'product' ? (input.productKey ?? productId) : null,
      position: input.position ?? 'top',
      slideOrder: input.slideOrder ?? 1,
      minBidCents: input.minBidCents ?? 10_000,
      incrementCents: input.incrementCents ?? 1_000,
      bidsOpenAt,
      bidsCloseAt,
      startsOn: input.startsOn ?? '2026-12-01',
      endsOn: input.endsOn ?? '2026-12-31',
      exampleImageId: input.exampleImageId ?? null,
      status,
      announcedAt:
        input.announcedAt !== undefined
          ? input.announcedAt
          : bidsOpenAt.getTime() <= CLOCK_START.getTime()
            ? bidsOpenAt
            : null,
      closedAt: status === 'closed' ? bidsCloseAt : null,
      cancelledAt: status === 'cancelled' ? bidsOpenAt : null,
      adProductId: input.adProductId ?? null,
      desktopImageId: input.desktopImageId ?? null,
      mobileImageId: input.mobileImageId ?? null,
      adCancelledAt: input.adCancelledAt ?? null,
      createdBy,
    })
    .returning()
  return row
}

/** A bid row written directly (no rules). `won` also writes the winner's ledger 'ad_charge'. */
export async function placeBid(
  db: DbOrTx,
  input: {
    auctionId: string
    supplierId: string
    amountCents: number
    won?: boolean
    withdrawnAt?: Date | null
    createdAt?: Date
  },
): Promise<AdBidRow> {
  const [row] = await db
    .insert(adBids)
    .values({
      auctionId: input.auctionId,
      supplierId: input.supplierId,
      amountCents: input.amountCents,
      won: input.won ?? false,
      withdrawnAt: input.withdrawnAt ?? null,
      createdAt: input.createdAt ?? CLOCK_START,
    })
    .returning()
  if (input.won)
    await db.insert(ledgerEntries).values({
      adAuctionId: input.auctionId,
      kind: 'ad_charge',
      amountCents: input.amountCents,
    })
  return row
}

/**
 * A closed auction won by `winnerId` with `amountCents` (bid marked won, ledger row written).
 * Pass the art ids to make the ad show on the home slides during its period.
 */
export async function createWonAdAuction(
  db: DbOrTx,
  input: AdAuctionFactoryInput & { winnerId: string; amountCents?: number },
): Promise<{ auction: AdAuctionRow; bid: AdBidRow }> {
  const bidsOpenAt = input.bidsOpenAt ?? new Date(CLOCK_START.getTime() - 72 * HOUR)
  const bidsCloseAt = input.bidsCloseAt ?? new Date(CLOCK_START.getTime() - HOUR)
  const auction = await createAdAuction(db, {
    ...input,
    bidsOpenAt,
    bidsCloseAt,
    status: 'closed',
    announcedAt: bidsOpenAt,
    adProductId: input.adProductId ?? (input.kind === 'product' ? input.productId : null),
  })
  const bid = await placeBid(db, {
    auctionId: auction.id,
    supplierId: input.winnerId,
    amountCents: input.amountCents ?? auction.minBidCents,
    won: true,
    createdAt: bidsOpenAt,
  })
  return { auction, bid }
}

/** The ledger 'ad_charge' rows of an auction (tests assert exactly one). */
export async function adChargesOf(db: DbOrTx, auctionId: string) {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.adAuctionId, auctionId), eq(ledgerEntries.kind, 'ad_charge')))
}

/** The ad payments (offers, ADR 0060) of an auction, oldest first. */
export async function adOffersOf(db: DbOrTx, auctionId: string) {
  const { adPayments } = await import('../../src/db/schema/index.ts')
  return db
    .select()
    .from(adPayments)
    .where(eq(adPayments.auctionId, auctionId))
    .orderBy(adPayments.createdAt)
}
