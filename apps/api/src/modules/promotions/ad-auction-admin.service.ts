import { type AdAuctionDto, type AdAuctionValues, type ArtDto } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import { audit } from '../../platform/audit.ts'
import { exclusionViolation } from '../../platform/db/pg-errors.ts'
import { imagesService } from '../images/images.service.ts'
import { notifyAuctionChanged } from './ad-auctions.live.ts'
import { adAuctionTickerRepository } from './ad-auction-ticker.repository.ts'
import { adAuctionsRepository, type AdAuctionRow } from './ad-auctions.repository.ts'
import { adBidsRepository } from './ad-bids.repository.ts'
import { adminDto, phaseOf, supplierAuctionLink, type Caller } from './ad-auction-views.service.ts'

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

/** Tells a new auction's eligible suppliers, once (ticker at bids_open_at, or at creation). */
export async function announce(tx: DbOrTx, a: AdAuctionRow, now: Date): Promise<number> {
  const r = adAuctionTickerRepository(tx)
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

/**
 * The admin's side of ad auctions (ADR 0022): the example art, register, edit (only while no bid
 * was placed and bidding is not over) and cancel. An auction whose bidding already opened is
 * announced to its eligible suppliers in the same transaction.
 */
export function adAuctionAdminService(ctx: AppContext) {
  const repo = adAuctionsRepository(ctx.db)

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

  return {
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
          return adminDto(ctx, tx, (await r.find(a.id))!, caller.locale)
        })
      } catch (err) {
        mapOverlap(err)
      }
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
          if (await adBidsRepository(tx).hasBids(id)) throw new AppError('AD_AUCTION_HAS_BIDS')
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
          return adminDto(ctx, tx, (await r.find(id))!, caller.locale)
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
        return adminDto(ctx, tx, a, caller.locale)
      })
    },
  }
}
