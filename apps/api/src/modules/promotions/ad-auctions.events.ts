import { todayInBrazil } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { on } from '../../platform/events.ts'
import { notifyAuctionChanged } from './ad-auctions.live.ts'
import { adAuctionsRepository } from './ad-auctions.repository.ts'
import { adBidsRepository } from './ad-bids.repository.ts'

/**
 * ADR 0022 "Suppliers": suspending a supplier (ADR 0012 domain event, inside the suspension's
 * transaction) withdraws its bids on open auctions and cancels its won ads that are not offline
 * yet; live pages of the touched auctions hear it. Returns the unsubscribe function.
 */
export function subscribeAdAuctionSuspension(ctx: AppContext): () => void {
  return on('account.suspended', async (tx, event) => {
    const now = ctx.clock.now()
    const touched = new Set([
      ...(await adBidsRepository(tx).withdrawOpenBids(event.userId, now)),
      ...(await adAuctionsRepository(tx).cancelWonAds(event.userId, todayInBrazil(now), now)),
    ])
    for (const id of touched) await notifyAuctionChanged(tx, id)
  })
}
