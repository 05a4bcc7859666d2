import {
  AD_STATUS_CODE,
  adStatus,
  auctionPhase,
  formatBRL,
  nextMinBidCents,
  todayInBrazil,
  type AdAuctionDto,
  type AdAuctionListQuery,
  type AdAuctionValues,
  type AdDevice,
  type AdDto,
  type AdPosition,
  type ArtDto,
  type AuctionLiveDto,
  type BidDto,
  type Locale,
  type Paged,
  type SupplierAdAuctionDto,
} from '@galera/shared'
import { msg } from '@galera/shared/validation/messages.ts'
import type { AppContext } from '../../platform/context.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import { audit } from '../../platform/audit.ts'
import { imagesService } from '../images/images.service.ts'
import { isUniqueViolation } from '../../platform/db/pg-errors.ts'
import { storeAdArt, toArtDto } from './ad-art.ts'
import { notifyAuctionChanged } from './ad-auctions.live.ts'
import {
  adAuctionsRepository,
  type AdAuctionRow,
  type AdBidRow,
  type SupplierTab,
} from './ad-auctions.repository.ts'
import { assertCertificationNotRequired } from '../admin/certification-gate.ts'
import { webPath } from '@galera/shared/web-paths.ts'

export const AD_AUCTIONS_PAGE_SIZE = 20

export interface Caller {
  id: string
  locale: Locale
  ip?: string | null
}

/** PostgreSQL 23P01 (exclusion violation): the constraint's name, looking through wrappers. */
function exclusionViolation(err: unknown): string | undefined {
  let e: unknown = err
  for (let depth = 0; e && depth < 5; depth++) {
    const c = e as { code?: string; constraint?: string; message?: string; cause?: unknown }
    if (c.code === '23P01') return c.constraint ?? c.message ?? 'unknown'
    e = c.cause
  }
  return undefined
}

function mapOverlap(err: unknown): never {
  const name = exclusionViolation(err)
  if (name?.includes('ad_auctions_product_no_overlap'))
    throw new AppError('AD_AUCTION_PRODUCT_OVERLAP', undefined, [
      { field: 'startsOn', message: 'errors.AD_AUCTION_PRODUCT_OVERLAP' },
    ])
  throw err
}

const ANNOUNCE_CODE = {
  company: 'auction_company',
  product: 'auction_product',
  category: 'auction_category',
} as const

export const supplierAuctionLink = (id: string) => webPath('supplierPromotion', { id })

/** Where a won ad's slide leads (ADR 0022). */
export function adLink(a: AdAuctionRow, winnerId: string): string {
  if (a.kind === 'product') return webPath('product', { id: a.adProductId ?? a.productId ?? '' })
  if (a.kind === 'category') return webPath('category', { id: a.categoryId ?? '' })
  return webPath('supplier', { id: winnerId })
}

/** Tells a new auction's eligible suppliers, once (ticker at bids_open_at, or at creation). */
export async function announce(tx: DbOrTx, a: AdAuctionRow, now: Date): Promise<number> {
  const r = adAuctionsRepository(tx)
  if (!(await r.markAnnounced(a.id, now))) return 0
  return r.notifyEligible(
    a,
    ANNOUNCE_CODE[a.kind as keyof typeof ANNOUNCE_CODE],
    supplierAuctionLink(a.id),
    {
      name: a.name,
    },
  )
}

/**
 * Ad auctions (ADR 0022): the admin's register/edit/cancel, the suppliers' bids (one
 * transaction each, the auction row locked before the clock is read), the winner's art and
 * cancellation. The close is the ticker's (ad-auctions.ticker.ts).
 */
export function adAuctionsService(ctx: AppContext) {
  const repo = adAuctionsRepository(ctx.db)

  /** DTOs of auction rows, with what a supplier (when given) needs to see its standing. */
  async function toDtos(
    db: DbOrTx,
    rows: AdAuctionRow[],
    locale: Locale,
    supplierId?: string,
  ): Promise<(AdAuctionDto & Partial<SupplierAdAuctionDto>)[]> {
    const r = adAuctionsRepository(db)
    const ids = rows.map((a) => a.id)
    const now = ctx.clock.now()
    const productIds = rows
      .flatMap((a) => [a.productId, a.adProductId])
      .filter((x): x is string => !!x)
    const imageIds = rows
      .flatMap((a) => [a.exampleImageId, a.desktopImageId, a.mobileImageId])
      .filter((x): x is string => !!x)
    const categoryIds = rows.map((a) => a.categoryId).filter((x): x is string => !!x)
    const [stats, winners, cats, prods, imgs, mine, elig] = await Promise.all([
      r.bidStats(ids),
      r.winners(ids),
      r.categories(categoryIds),
      r.products(productIds),
      r.images(imageIds),
      supplierId ? r.myHighest(ids, supplierId) : Promise.resolve(new Map<string, number>()),
      supplierId ? r.eligibility(ids, supplierId) : Promise.resolve(null),
    ])
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

  const phaseOf = (a: AdAuctionRow, now: Date) =>
    auctionPhase(
      {
        status: a.status as 'open' | 'closed' | 'cancelled',
        bidsOpenAt: a.bidsOpenAt.toISOString(),
        bidsCloseAt: a.bidsCloseAt.toISOString(),
      },
      now,
    )

  async function adminDto(db: DbOrTx, a: AdAuctionRow, locale: Locale): Promise<AdAuctionDto> {
    const [dto] = await toDtos(db, [a], locale)
    return dto
  }

  async function supplierDto(
    db: DbOrTx,
    a: AdAuctionRow,
    caller: Caller,
  ): Promise<SupplierAdAuctionDto> {
    const [dto] = await toDtos(db, [a], caller.locale, caller.id)
    return dto as SupplierAdAuctionDto
  }

  function paged<T>(data: T[], total: number, page: number): Paged<T> {
    return { data, total, page, lastPage: Math.max(1, Math.ceil(total / AD_AUCTIONS_PAGE_SIZE)) }
  }

  /** Rules of the form that need the database; returns the product key. */
  async function checkTargets(input: AdAuctionValues): Promise<string | null> {
    if (input.kind === 'category' && !(await repo.activeTopCategory(input.categoryId!)))
      throw fieldError('categoryId', 'validation.invalidOption')
    let productKey: string | null = null
    if (input.kind === 'product') {
      const product = await repo.activeProduct(input.productId!)
      if (!product) throw fieldError('productId', 'validation.invalidOption')
      productKey = product.importerCode?.trim()
        ? product.importerCode.trim().toLowerCase()
        : product.id
    }
    if (input.exampleImageId && !(await repo.bannerImage(input.exampleImageId)))
      throw fieldError('exampleImageId', 'validation.invalid')
    return productKey
  }

  function columns(input: AdAuctionValues, productKey: string | null) {
    return {
      kind: input.kind,
      name: input.name,
      details: input.details,
      categoryId: input.kind === 'category' ? input.categoryId : null,
      productId: input.kind === 'product' ? input.productId : null,
      productKey,
      position: input.position,
      slideOrder: input.slideOrder,
      minBidCents: input.minBidCents,
      incrementCents: input.incrementCents,
      bidsOpenAt: new Date(input.bidsOpenAt),
      bidsCloseAt: new Date(input.bidsCloseAt),
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      exampleImageId: input.exampleImageId,
    }
  }

  /** An auction is opened (or edited) to take bids: its bidding cannot already be over. */
  function closesLater(input: AdAuctionValues, now: Date): void {
    if (new Date(input.bidsCloseAt).getTime() <= now.getTime())
      throw fieldError('bidsCloseAt', 'promotions.validation.closeInFuture')
  }

  /** A supplier sees any auction that was not cancelled; anything else is 404. */
  async function visible(id: string): Promise<AdAuctionRow> {
    const a = await repo.find(id)
    if (!a || a.status === 'cancelled') throw new AppError('AD_AUCTION_NOT_FOUND')
    return a
  }

  async function wonBy(db: DbOrTx, a: AdAuctionRow, supplierId: string): Promise<boolean> {
    const w = await adAuctionsRepository(db).winners([a.id])
    return w.get(a.id)?.supplierId === supplierId
  }

  function bidDto(bid: AdBidRow, name: string | null, viewer: string | null): BidDto {
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

  return {
    // ---- admin ------------------------------------------------------------------------------

    async uploadExample(adminId: string, file: Buffer): Promise<ArtDto> {
      const image = await imagesService(ctx).upload(adminId, {
        file,
        purpose: 'banner',
        field: 'file',
      })
      return { imageId: image.id, url: image.urls.large, width: image.width, height: image.height }
    },

    async create(caller: Caller, input: AdAuctionValues): Promise<AdAuctionDto> {
      const now = ctx.clock.now()
      closesLater(input, now)
      const productKey = await checkTargets(input)
      try {
        return await ctx.db.transaction(async (tx) => {
          const r = adAuctionsRepository(tx)
          const a = await r.insert({
            ...columns(input, productKey),
            createdBy: caller.id,
            createdAt: now,
            updatedAt: now,
          })
          if (a.bidsOpenAt.getTime() <= now.getTime()) await announce(tx, a, now)
          await audit(tx, {
            actorId: caller.id,
            action: 'ad_auction.create',
            targetType: 'ad_auction',
            targetId: a.id,
            after: input,
            ip: caller.ip,
          })
          return adminDto(tx, (await r.find(a.id))!, caller.locale)
        })
      } catch (err) {
        mapOverlap(err)
      }
    },

    async list(q: AdAuctionListQuery, locale: Locale): Promise<Paged<AdAuctionDto>> {
      const { ids, total } = await repo.adminPage(
        q,
        ctx.clock.now(),
        AD_AUCTIONS_PAGE_SIZE,
        (q.page - 1) * AD_AUCTIONS_PAGE_SIZE,
      )
      return paged(await toDtos(ctx.db, await repo.byIds(ids), locale), total, q.page)
    },

    async get(id: string, locale: Locale): Promise<AdAuctionDto> {
      const a = await repo.find(id)
      if (!a) throw new AppError('AD_AUCTION_NOT_FOUND')
      return adminDto(ctx.db, a, locale)
    },

    async update(caller: Caller, id: string, input: AdAuctionValues): Promise<AdAuctionDto> {
      const productKey = await checkTargets(input)
      try {
        return await ctx.db.transaction(async (tx) => {
          const r = adAuctionsRepository(tx)
          const before = await r.lock(id)
          if (!before) throw new AppError('AD_AUCTION_NOT_FOUND')
          const now = ctx.clock.now()
          if (before.status === 'cancelled') throw new AppError('AD_ALREADY_CANCELLED')
          if (phaseOf(before, now) === 'closed') throw new AppError('AD_BIDDING_CLOSED')
          closesLater(input, now)
          if (await r.hasBids(id)) throw new AppError('AD_AUCTION_HAS_BIDS')
          const a = (await r.update(id, { ...columns(input, productKey), updatedAt: now }))!
          if (a.bidsOpenAt.getTime() <= now.getTime()) await announce(tx, a, now)
          await audit(tx, {
            actorId: caller.id,
            action: 'ad_auction.update',
            targetType: 'ad_auction',
            targetId: id,
            before,
            after: input,
            ip: caller.ip,
          })
          await notifyAuctionChanged(tx, id)
          return adminDto(tx, (await r.find(id))!, caller.locale)
        })
      } catch (err) {
        mapOverlap(err)
      }
    },

    async cancel(caller: Caller, id: string): Promise<AdAuctionDto> {
      return ctx.db.transaction(async (tx) => {
        const r = adAuctionsRepository(tx)
        const before = await r.lock(id)
        if (!before) throw new AppError('AD_AUCTION_NOT_FOUND')
        const now = ctx.clock.now()
        if (before.status === 'cancelled') throw new AppError('AD_ALREADY_CANCELLED')
        if (phaseOf(before, now) === 'closed') throw new AppError('AD_BIDDING_CLOSED')
        const a = (await r.update(id, { status: 'cancelled', cancelledAt: now, updatedAt: now }))!
        await audit(tx, {
          actorId: caller.id,
          action: 'ad_auction.cancel',
          targetType: 'ad_auction',
          targetId: id,
          before: { status: before.status },
          after: { status: a.status },
          ip: caller.ip,
        })
        await notifyAuctionChanged(tx, id)
        return adminDto(tx, a, caller.locale)
      })
    },

    async adminBids(id: string): Promise<BidDto[]> {
      if (!(await repo.find(id))) throw new AppError('AD_AUCTION_NOT_FOUND')
      return (await repo.bids(id)).map((b) => bidDto(b.bid, b.name, null))
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
      const rows = await toDtos(ctx.db, await repo.byIds(ids), caller.locale, caller.id)
      return paged(rows as SupplierAdAuctionDto[], total, q.page)
    },

    async supplierGet(caller: Caller, id: string): Promise<SupplierAdAuctionDto> {
      return supplierDto(ctx.db, await visible(id), caller)
    },

    async supplierBids(caller: Caller, id: string): Promise<BidDto[]> {
      await visible(id)
      return (await repo.bids(id)).map((b) => bidDto(b.bid, b.name, caller.id))
    },

    /**
     * A bid (ADR 0022 "Bids"): lock the auction, then read the clock, then the rules; the insert
     * and its pg_notify commit together. `created` is false when an Idempotency-Key replays.
     */
    async bid(
      caller: Caller,
      id: string,
      amountCents: number,
      key?: string,
    ): Promise<{ bid: BidDto; created: boolean }> {
      const replay = async (): Promise<{ bid: BidDto; created: boolean } | null> => {
        if (!key) return null
        const existing = await repo.bidByKey(caller.id, key)
        if (!existing) return null
        if (existing.auctionId !== id || existing.amountCents !== amountCents)
          throw new AppError('IDEMPOTENCY_KEY_REUSED')
        const name = (await repo.supplierName(caller.id)) ?? null
        return { bid: bidDto(existing, name, caller.id), created: false }
      }
      const again = await replay()
      if (again) return again
      try {
        const bid = await ctx.db.transaction(async (tx) => {
          const r = adAuctionsRepository(tx)
          const a = await r.lock(id)
          if (!a || a.status === 'cancelled') throw new AppError('AD_AUCTION_NOT_FOUND')
          const now = ctx.clock.now()
          const phase = phaseOf(a, now)
          if (phase === 'closed') throw new AppError('AD_BIDDING_CLOSED')
          if (phase === 'upcoming') throw new AppError('AD_BIDDING_NOT_OPEN')
          const { active, eligible } = await r.eligibility([id], caller.id)
          if (!active) throw new AppError('SUPPLIER_INACTIVE')
          if (!eligible.has(id)) throw new AppError('AD_BID_NOT_ELIGIBLE')
          await assertCertificationNotRequired(tx, caller.id)
          const s = (await r.bidStats([id])).get(id)
          if (s?.leaderId === caller.id) throw new AppError('AD_BID_ALREADY_HIGHEST')
          const min = nextMinBidCents({ ...a, highestBidCents: s?.highestBidCents ?? null })
          if (amountCents < min) throw tooLow(min)
          const row = await r.insertBid({
            auctionId: id,
            supplierId: caller.id,
            amountCents,
            idempotencyKey: key ?? null,
            createdAt: now,
          })
          await notifyAuctionChanged(tx, id)
          return row
        })
        const name = (await repo.supplierName(caller.id)) ?? null
        return { bid: bidDto(bid, name, caller.id), created: true }
      } catch (err) {
        if (key && isUniqueViolation(err, 'ad_bids_idempotency_key')) {
          const winner = await replay()
          if (winner) return winner
        }
        // A withdrawn bid keeps its amount: the same amount again is not a higher bid.
        if (isUniqueViolation(err, 'ad_bids_amount_key')) {
          const a = (await repo.find(id))!
          const s = (await repo.bidStats([id])).get(id)
          throw tooLow(
            nextMinBidCents({ ...a, highestBidCents: s?.highestBidCents ?? null }) +
              a.incrementCents,
          )
        }
        throw err
      }
    },

    /** The winner's art for one device (exact px and KB of the auction's position). */
    async uploadArt(
      caller: Caller,
      id: string,
      device: AdDevice,
      file: Buffer,
    ): Promise<SupplierAdAuctionDto> {
      const a = await repo.find(id)
      if (!a) throw new AppError('AD_AUCTION_NOT_FOUND')
      await winnerChecks(ctx.db, a, caller.id)
      const art = await storeAdArt(ctx, caller.id, file, a.position as AdPosition, device)
      return ctx.db.transaction(async (tx) => {
        const r = adAuctionsRepository(tx)
        const locked = (await r.lock(id))!
        await winnerChecks(tx, locked, caller.id)
        const now = ctx.clock.now()
        const updated = (await r.update(id, {
          ...(device === 'desktop'
            ? { desktopImageId: art.imageId }
            : { mobileImageId: art.imageId }),
          updatedAt: now,
        }))!
        return supplierDto(tx, updated, caller)
      })
    },

    /** The winner gives up its ad: irreversible, not refunded (the ledger is untouched). */
    async cancelAd(caller: Caller, id: string): Promise<SupplierAdAuctionDto> {
      return ctx.db.transaction(async (tx) => {
        const r = adAuctionsRepository(tx)
        const a = await r.lock(id)
        if (!a || a.status === 'cancelled') throw new AppError('AD_AUCTION_NOT_FOUND')
        if (!(await wonBy(tx, a, caller.id))) throw new AppError('AD_NOT_WINNER')
        if (a.adCancelledAt) throw new AppError('AD_ALREADY_CANCELLED')
        const now = ctx.clock.now()
        const updated = (await r.update(id, { adCancelledAt: now, updatedAt: now }))!
        await notifyAuctionChanged(tx, id)
        return supplierDto(tx, updated, caller)
      })
    },

    // ---- live ------------------------------------------------------------------------------

    /** The live payload for one reader (`leading` relative to a supplier; false for admins). */
    async live(id: string, readerId: string | null): Promise<AuctionLiveDto | null> {
      const a = await repo.find(id)
      if (!a) return null
      const s = (await repo.bidStats([id])).get(id)
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

  async function winnerChecks(db: DbOrTx, a: AdAuctionRow, supplierId: string) {
    if (a.status === 'cancelled') throw new AppError('AD_ALREADY_CANCELLED')
    if (!(await wonBy(db, a, supplierId))) throw new AppError('AD_NOT_WINNER')
    if (a.adCancelledAt) throw new AppError('AD_ALREADY_CANCELLED')
    if (todayInBrazil(ctx.clock.now()) > a.endsOn) throw new AppError('AD_ENDED')
  }

  function tooLow(min: number) {
    return new AppError('AD_BID_TOO_LOW', { min: formatBRL(min) }, [
      { field: 'amountCents', message: msg('errors.AD_BID_TOO_LOW', { min: formatBRL(min) }) },
    ])
  }
}

export type AdAuctionsService = ReturnType<typeof adAuctionsService>
