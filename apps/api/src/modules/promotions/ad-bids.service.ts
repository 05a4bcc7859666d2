import { formatBRL, nextMinBidCents, type BidDto } from '@galera/shared'
import { msg } from '@galera/shared/validation/messages.ts'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { isUniqueViolation } from '../../platform/db/pg-errors.ts'
import { assertCertificationNotRequired } from '../admin/certification-gate.ts'
import { notifyAuctionChanged } from './ad-auctions.live.ts'
import { adAuctionsRepository } from './ad-auctions.repository.ts'
import { adBidsRepository } from './ad-bids.repository.ts'
import { bidDto, phaseOf, type Caller } from './ad-auction-views.service.ts'

function tooLow(min: number) {
  return new AppError('AD_BID_TOO_LOW', { min: formatBRL(min) }, [
    { field: 'amountCents', message: msg('errors.AD_BID_TOO_LOW', { min: formatBRL(min) }) },
  ])
}

/** A supplier's bids on ad auctions (ADR 0022 "Bids"). The close is the ticker's. */
export function adBidsService(ctx: AppContext) {
  const repo = adAuctionsRepository(ctx.db)
  const bids = adBidsRepository(ctx.db)

  return {
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
        const existing = await bids.bidByKey(caller.id, key)
        if (!existing) return null
        if (existing.auctionId !== id || existing.amountCents !== amountCents)
          throw new AppError('IDEMPOTENCY_KEY_REUSED')
        const name = (await bids.supplierName(caller.id)) ?? null
        return { bid: bidDto(existing, name, caller.id), created: false }
      }
      const again = await replay()
      if (again) return again
      try {
        const bid = await ctx.db.transaction(async (tx) => {
          const a = await adAuctionsRepository(tx).lock(id)
          if (!a || a.status === 'cancelled') throw new AppError('AD_AUCTION_NOT_FOUND')
          const now = ctx.clock.now()
          const phase = phaseOf(a, now)
          if (phase === 'closed') throw new AppError('AD_BIDDING_CLOSED')
          if (phase === 'upcoming') throw new AppError('AD_BIDDING_NOT_OPEN')
          const b = adBidsRepository(tx)
          const { active, eligible } = await b.eligibility([id], caller.id)
          if (!active) throw new AppError('SUPPLIER_INACTIVE')
          if (!eligible.has(id)) throw new AppError('AD_BID_NOT_ELIGIBLE')
          await assertCertificationNotRequired(tx, caller.id)
          const s = (await b.bidStats([id])).get(id)
          if (s?.leaderId === caller.id) throw new AppError('AD_BID_ALREADY_HIGHEST')
          const min = nextMinBidCents({ ...a, highestBidCents: s?.highestBidCents ?? null })
          if (amountCents < min) throw tooLow(min)
          const row = await b.insertBid({
            auctionId: id,
            supplierId: caller.id,
            amountCents,
            idempotencyKey: key ?? null,
            createdAt: now,
          })
          await notifyAuctionChanged(tx, id)
          return row
        })
        const name = (await bids.supplierName(caller.id)) ?? null
        return { bid: bidDto(bid, name, caller.id), created: true }
      } catch (err) {
        if (key && isUniqueViolation(err, 'ad_bids_idempotency_key')) {
          const winner = await replay()
          if (winner) return winner
        }
        // A withdrawn bid keeps its amount: the same amount again is not a higher bid.
        if (isUniqueViolation(err, 'ad_bids_amount_key')) {
          const a = (await repo.find(id))!
          const s = (await bids.bidStats([id])).get(id)
          throw tooLow(
            nextMinBidCents({ ...a, highestBidCents: s?.highestBidCents ?? null }) +
              a.incrementCents,
          )
        }
        throw err
      }
    },
  }
}
