import {
  todayInBrazil,
  type AdDevice,
  type AdPosition,
  type SupplierAdAuctionDto,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { withdrawAdOffer } from '../payments/ad-payment.ts'
import { storeAdArt } from './ad-art.ts'
import { notifyAuctionChanged } from './ad-auctions.live.ts'
import { adAuctionsRepository, type AdAuctionRow } from './ad-auctions.repository.ts'
import { adBidsRepository } from './ad-bids.repository.ts'
import { supplierDto, type Caller } from './ad-auction-views.service.ts'

async function wonBy(db: DbOrTx, a: AdAuctionRow, supplierId: string): Promise<boolean> {
  const w = await adBidsRepository(db).winners([a.id])
  return w.get(a.id)?.supplierId === supplierId
}

/**
 * The winner's ad (ADR 0022): its art for each device while the ad has not ended, and giving the
 * ad up. Neither touches the ledger.
 */
export function wonAdsService(ctx: AppContext) {
  const repo = adAuctionsRepository(ctx.db)

  async function winnerChecks(db: DbOrTx, a: AdAuctionRow, supplierId: string) {
    if (a.status === 'cancelled') throw new AppError('AD_ALREADY_CANCELLED')
    if (!(await wonBy(db, a, supplierId))) throw new AppError('AD_NOT_WINNER')
    if (a.adCancelledAt) throw new AppError('AD_ALREADY_CANCELLED')
    if (todayInBrazil(ctx.clock.now()) > a.endsOn) throw new AppError('AD_ENDED')
  }

  return {
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
        return supplierDto(ctx, tx, updated, caller)
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
        await withdrawAdOffer(tx, id, now)
        await notifyAuctionChanged(tx, id)
        return supplierDto(ctx, tx, updated, caller)
      })
    },
  }
}
