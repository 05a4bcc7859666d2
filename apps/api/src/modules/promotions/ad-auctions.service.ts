import type { AppContext } from '../../platform/context.ts'
import { adAuctionAdminService } from './ad-auction-admin.service.ts'
import { adAuctionViewsService } from './ad-auction-views.service.ts'
import { adBidsService } from './ad-bids.service.ts'
import { wonAdsService } from './won-ads.service.ts'

export type { Caller } from './ad-auction-views.service.ts'

/**
 * Ad auctions (ADR 0022), as the routes use them: the admin's register/edit/cancel
 * (ad-auction-admin.service.ts), the suppliers' bids (ad-bids.service.ts: one transaction each,
 * the auction row locked before the clock is read), the winner's art and cancellation
 * (won-ads.service.ts) and what both sides read (ad-auction-views.service.ts). The close is the
 * ticker's (ad-auctions.ticker.ts).
 */
export function adAuctionsService(ctx: AppContext) {
  return {
    ...adAuctionAdminService(ctx),
    ...adAuctionViewsService(ctx),
    ...adBidsService(ctx),
    ...wonAdsService(ctx),
  }
}

export type AdAuctionsService = ReturnType<typeof adAuctionsService>
