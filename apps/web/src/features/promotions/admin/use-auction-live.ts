import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { AdAuctionDto, AuctionLiveDto } from '@galera/shared/promotions/promotion.schemas.ts'
import { useLiveStream } from '../../../lib/use-live-stream.ts'
import { auctionBidsKey, auctionKey, auctionLiveUrl } from './api.ts'

const EVENTS = ['bid', 'ready', 'message'] as const

/**
 * Follows an auction's stream (`GET /ad-auctions/:id/live`, lib/use-live-stream.ts): every pushed
 * highest bid goes into the cached auction and the bids table is fetched again. Returns whether it
 * is connected.
 */
export function useAuctionLive(id: string, enabled: boolean): boolean {
  const client = useQueryClient()
  const [connected, setConnected] = useState(false)

  const apply = (raw: string) => {
    let live: AuctionLiveDto
    try {
      live = JSON.parse(raw) as AuctionLiveDto
    } catch {
      return
    }
    if (!live || live.auctionId !== id) return
    setConnected(true)
    let changed = false
    client.setQueryData<AdAuctionDto>(auctionKey(id), (old) => {
      if (!old) return old
      changed = old.bidCount !== live.bidCount || old.phase !== live.phase
      return {
        ...old,
        phase: live.phase,
        highestBidCents: live.highestBidCents,
        bidCount: live.bidCount,
        nextMinBidCents: live.nextMinBidCents,
      }
    })
    if (changed) {
      void client.invalidateQueries({ queryKey: auctionBidsKey(id) })
      // Closing sets the winner and the ad: read the whole auction again.
      if (live.phase !== 'open') void client.invalidateQueries({ queryKey: auctionKey(id) })
    }
  }

  useLiveStream(enabled ? auctionLiveUrl(id) : null, EVENTS, {
    onEvent: (_name, data) => apply(data),
    onOpen: () => setConnected(true),
    onError: () => setConnected(false),
  })
  return connected
}
