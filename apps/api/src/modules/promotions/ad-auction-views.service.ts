import {
  AD_STATUS_CODE,
  adStatus,
  auctionPhase,
  nextMinBidCents,
  type AdAuctionDto,
  type AdAuctionListQuery,
  type AdDto,
  type AdPosition,
  type ArtDto,
  type AuctionLiveDto,
  type BidDto,
  type Locale,
  type Paged,
  type SupplierAdAuctionDto,
} from '@galera/shared'
import { webPath } from '@galera/shared/web-paths.ts'
import type { AppContext } from '../../platform/context.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { toArtDto } from './ad-art.ts'
import {
  adAuctionsRepository,
  type AdAuctionRow,
  type SupplierTab,
} from './ad-auctions.repository.ts'
import { adBidsRepository, type AdBidRow } from './ad-bids.repository.ts'
import { slotPayment, type OfferRow } from './ad-slot-payment.ts'
import { readAll } from '../../platform/db/reads.ts'

export const AD_AUCTIONS_PAGE_SIZE = 20

export interface Caller {
  id: string
  locale: Locale
  ip?: string | null
}

export const supplierAuctionLink = (id: string) => webPath('supplierPromotion', { id })

/** Where a won ad's slide leads (ADR 0022). */
export function adLink(a: AdAuctionRow, winnerId: string): string {
  if (a.kind === 'product') return webPath('product', { id: a.adProductId ?? a.productId ?? '' })
  if (a.kind === 'category') return webPath('category', { id: a.categoryId ?? '' })
  return webPath('supplier', { id: winnerId })
}

export const phaseOf = (a: AdAuctionRow, now: Date) =>
  auctionPhase(
    {
      status: a.status as 'open' | 'closed' | 'cancelled',
      bidsOpenAt: a.bidsOpenAt.toISOString(),
      bidsCloseAt: a.bidsCloseAt.toISOString(),
    },
    now,
  )

/** DTOs of auction rows, with what a supplier (when given) needs to see its standing. */
async function toDtos(
  ctx: AppContext,
  db: DbOrTx,
  rows: AdAuctionRow[],
  locale: Locale,
  supplierId?: string,
): Promise<(AdAuctionDto & Partial<SupplierAdAuctionDto>)[]> {
  const r = adAuctionsRepository(db)
  const b = adBidsRepository(db)
  const ids = rows.map((a) => a.id)
  const now = ctx.clock.now()
  const productIds = rows
    .flatMap((a) => [a.productId, a.adProductId])
    .filter((x): x is string => !!x)
  const imageIds = rows
    .flatMap((a) => [a.exampleImageId, a.desktopImageId, a.mobileImageId])
    .filter((x): x is string => !!x)
  const categoryIds = rows.map((a) => a.categoryId).filter((x): x is string => !!x)
  const [stats, winners, cats, prods, imgs, mine, elig, offerRows] = await readAll(db, [
    () => b.bidStats(ids),
    () => b.winners(ids),
    () => r.categories(categoryIds),
    () => r.products(productIds),
    () => r.images(imageIds),
    () => (supplierId ? b.myHighest(ids, supplierId) : Promise.resolve(new Map<string, number>())),
    () => (supplierId ? b.eligibility(ids, supplierId) : Promise.resolve(null)),
    () => b.offers(ids),
  ] as const)
  const offers = new Map<string, OfferRow[]>()
  for (const o of offerRows) offers.set(o.auctionId, [...(offers.get(o.auctionId) ?? []), o])
  const productRef = (id: string | null) => {
    const p = id ? prods.get(id) : undefined
    return p ? { id: p.id, name: p.name, code: p.code } : null
  }
  const art = (id: string | null): ArtDto | null => {
    const img = id ? imgs.get(id) : undefined
    return img ? toArtDto(img) : null
  }
  return rows.map((a) => {
    const s = stats.get(a.id)
    const highest = s?.highestBidCents ?? null
    const w = winners.get(a.id)
    const cat = a.categoryId ? cats.get(a.categoryId) : undefined
    const example = a.exampleImageId ? imgs.get(a.exampleImageId) : undefined
    let ad: AdDto | null = null
    if (a.status === 'closed' && w) {
      const status = adStatus(a, now, a.adCancelledAt ? 'cancelled' : null)
      ad = {
        status,
        statusCode: AD_STATUS_CODE[status],
        desktop: art(a.desktopImageId),
        mobile: art(a.mobileImageId),
        link: adLink(a, w.supplierId),
        product: productRef(a.adProductId),
        cancelledAt: a.adCancelledAt?.toISOString() ?? null,
      }
    }
    const dto: AdAuctionDto & Partial<SupplierAdAuctionDto> = {
      id: a.id,
      kind: a.kind as AdAuctionDto['kind'],
      name: a.name,
      details: a.details,
      category: cat ? { id: cat.id, name: locale === 'en' ? cat.nameEn : cat.namePt } : null,
      product: productRef(a.productId),
      position: a.position as AdPosition,
      slideOrder: a.slideOrder,
      minBidCents: a.minBidCents,
      incrementCents: a.incrementCents,
      bidsOpenAt: a.bidsOpenAt.toISOString(),
      bidsCloseAt: a.bidsCloseAt.toISOString(),
      startsOn: a.startsOn,
      endsOn: a.endsOn,
      exampleImageId: example ? example.id : null,
      exampleImageUrl: example ? toArtDto(example).url : null,
      phase: phaseOf(a, now),
      highestBidCents: highest,
      bidCount: s?.bidCount ?? 0,
      nextMinBidCents: nextMinBidCents({ ...a, highestBidCents: highest }),
      winner: w ? { supplierId: w.supplierId, name: w.name, amountCents: w.amountCents } : null,
      ad,
      payment:
        a.status === 'closed'
          ? slotPayment(offers.get(a.id) ?? [], a.adCancelledAt !== null, supplierId)
          : null,
      createdAt: a.createdAt.toISOString(),
    }
    if (supplierId && elig) {
      dto.eligible = elig.active && elig.eligible.has(a.id)
      dto.myHighestBidCents = mine.get(a.id) ?? null
      dto.leading =
        s?.leaderId === supplierId && dto.phase !== 'closed' && dto.phase !== 'cancelled'
      dto.won = w?.supplierId === supplierId
    }
    return dto
  })
}

/** One auction as the admins see it. */
export async function adminDto(
  ctx: AppContext,
  db: DbOrTx,
  a: AdAuctionRow,
  locale: Locale,
): Promise<AdAuctionDto> {
  const [dto] = await toDtos(ctx, db, [a], locale)
  return dto
}

/** One auction as a supplier sees it: with its eligibility, its own highest bid and standing. */
export async function supplierDto(
  ctx: AppContext,
  db: DbOrTx,
  a: AdAuctionRow,
  caller: Caller,
): Promise<SupplierAdAuctionDto> {
  const [dto] = await toDtos(ctx, db, [a], caller.locale, caller.id)
  return dto as SupplierAdAuctionDto
}

/** A bid; the bidder is named to admins (`viewer` null) and to itself, anonymous to others. */
export function bidDto(bid: AdBidRow, name: string | null, viewer: string | null): BidDto {
  const mine = viewer !== null && bid.supplierId === viewer
  return {
    id: bid.id,
    amountCents: bid.amountCents,
    createdAt: bid.createdAt.toISOString(),
    supplier: viewer === null || mine ? { id: bid.supplierId, name: name ?? '' } : null,
    mine,
    won: bid.won,
  }
}

function paged<T>(data: T[], total: number, page: number): Paged<T> {
  return { data, total, page, lastPage: Math.max(1, Math.ceil(total / AD_AUCTIONS_PAGE_SIZE)) }
}

/**
 * What admins and suppliers read of ad auctions (ADR 0022): the lists, one auction, its bids and
 * the live payload. A supplier sees any auction that was not cancelled.
 */
export function adAuctionViewsService(ctx: AppContext) {
  const repo = adAuctionsRepository(ctx.db)
  const bids = adBidsRepository(ctx.db)

  /** A supplier sees any auction that was not cancelled; anything else is 404. */
  async function visible(id: string): Promise<AdAuctionRow> {
    const a = await repo.find(id)
    if (!a || a.status === 'cancelled') throw new AppError('AD_AUCTION_NOT_FOUND')
    return a
  }

  return {
    // ---- admin ------------------------------------------------------------------------------

    async list(q: AdAuctionListQuery, locale: Locale): Promise<Paged<AdAuctionDto>> {
      const { ids, total } = await repo.adminPage(
        q,
        ctx.clock.now(),
        AD_AUCTIONS_PAGE_SIZE,
        (q.page - 1) * AD_AUCTIONS_PAGE_SIZE,
      )
      return paged(await toDtos(ctx, ctx.db, await repo.byIds(ids), locale), total, q.page)
    },

    async get(id: string, locale: Locale): Promise<AdAuctionDto> {
      const a = await repo.find(id)
      if (!a) throw new AppError('AD_AUCTION_NOT_FOUND')
      return adminDto(ctx, ctx.db, a, locale)
    },

    async adminBids(id: string): Promise<BidDto[]> {
      if (!(await repo.find(id))) throw new AppError('AD_AUCTION_NOT_FOUND')
      return (await bids.bids(id)).map((b) => bidDto(b.bid, b.name, null))
    },

    // ---- supplier ---------------------------------------------------------------------------

    async supplierList(
      caller: Caller,
      q: { tab: SupplierTab; page: number },
    ): Promise<Paged<SupplierAdAuctionDto>> {
      const { ids, total } = await repo.supplierPage(
        q.tab,
        caller.id,
        ctx.clock.now(),
        AD_AUCTIONS_PAGE_SIZE,
        (q.page - 1) * AD_AUCTIONS_PAGE_SIZE,
      )
      const rows = await toDtos(ctx, ctx.db, await repo.byIds(ids), caller.locale, caller.id)
      return paged(rows as SupplierAdAuctionDto[], total, q.page)
    },

    async supplierGet(caller: Caller, id: string): Promise<SupplierAdAuctionDto> {
      return supplierDto(ctx, ctx.db, await visible(id), caller)
    },

    async supplierBids(caller: Caller, id: string): Promise<BidDto[]> {
      await visible(id)
      return (await bids.bids(id)).map((b) => bidDto(b.bid, b.name, caller.id))
    },

    // ---- live ------------------------------------------------------------------------------

    /** The live payload for one reader (`leading` relative to a supplier; false for admins). */
    async live(id: string, readerId: string | null): Promise<AuctionLiveDto | null> {
      const a = await repo.find(id)
      if (!a) return null
      const s = (await bids.bidStats([id])).get(id)
      const phase = phaseOf(a, ctx.clock.now())
      const highest = s?.highestBidCents ?? null
      return {
        auctionId: id,
        phase,
        highestBidCents: highest,
        bidCount: s?.bidCount ?? 0,
        nextMinBidCents: nextMinBidCents({ ...a, highestBidCents: highest }),
        leading:
          readerId !== null &&
          s?.leaderId === readerId &&
          (phase === 'open' || phase === 'upcoming'),
      }
    },

    find: (id: string) => repo.find(id),
  }
}
