import type { AppContext } from '../../platform/context.ts'
import type { TickerJob } from '../../platform/ticker/ticker.ts'
import { offerAd } from '../payments/ad-payment.ts'
import { notifyAuctionChanged } from './ad-auctions.live.ts'
import { adAuctionTickerRepository } from './ad-auction-ticker.repository.ts'
import { adAuctionsRepository } from './ad-auctions.repository.ts'
import { announce } from './ad-auction-admin.service.ts'

/** Auctions per run and per job: a backlog drains over a few minutes, never in one long lock. */
export const AD_AUCTIONS_TICKER_BATCH = 200

/**
 * Time-based moves of ad auctions (ADR 0022). Both are idempotent: a guarded update decides.
 * - `adAuctions.announce`: bidding opened → the eligible suppliers are told once.
 * - `adAuctions.close`: bidding ended → under the auction's row lock (the one bids take), the
 *   highest live bid of a still active supplier wins, the auction closes and the winner is offered
 *   the slot: its payment waits with a deadline and it is told what to pay (ADR 0060; the ledger's
 *   `ad_charge` is written when the money arrives); live pages hear it.
 */
export function adAuctionsTickerJobs(ctx: AppContext): TickerJob[] {
  return [
    {
      name: 'adAuctions.announce',
      async run(tx, now) {
        const r = adAuctionTickerRepository(tx)
        let n = 0
        for (const a of await r.dueToAnnounce(now, AD_AUCTIONS_TICKER_BATCH)) {
          await announce(tx, a, now)
          n++
        }
        return n
      },
    },
    {
      name: 'adAuctions.close',
      async run(tx, now) {
        const auctions = adAuctionsRepository(tx)
        const r = adAuctionTickerRepository(tx)
        let n = 0
        for (const id of await r.dueToClose(now, AD_AUCTIONS_TICKER_BATCH)) {
          const a = await auctions.lock(id)
          if (!a || a.status !== 'open' || a.bidsCloseAt.getTime() > now.getTime()) continue
          const bid = await r.winningBid(id)
          const adProductId =
            bid && a.kind === 'product' ? await r.adProductFor(a, bid.supplierId) : null
          await auctions.update(id, {
            status: 'closed',
            closedAt: now,
            adProductId,
            updatedAt: now,
          })
          if (bid)
            await offerAd(
              ctx,
              tx,
              { auctionId: id, auctionName: a.name, startsOn: a.startsOn, bid },
              now,
            )
          await notifyAuctionChanged(tx, id)
          n++
        }
        return n
      },
    },
  ]
}
