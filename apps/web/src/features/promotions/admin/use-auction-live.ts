import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { AdAuctionDto, AuctionLiveDto } from '@galera/shared/promotions/promotion.schemas.ts'
import { auctionBidsKey, auctionKey, auctionLiveUrl } from './api.ts'

const RETRY_MS = [2_000, 5_000, 15_000, 30_000]

/**
 * Follows an auction's SSE stream (`GET /ad-auctions/:id/live`): every pushed highest bid goes
 * into the cached auction and the bids table is fetched again. The browser reconnects by itself
 * after a drop; a refused stream is retried with a growing delay. Returns whether it is connected.
 */
export function useAuctionLive(id: string, enabled: boolean): boolean {
  const client = useQueryClient()
  const [connected, setConnected] = useState(false)
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return
    let source: EventSource | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let attempt = 0
    let stopped = false

    const apply = (raw: string) => {
      let live: AuctionLiveDto
      try {
        live = JSON.parse(raw) as AuctionLiveDto
      } catch {
        return
      }
      if (!live || live.auctionId !== id) return
      attempt = 0
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

    const connect = () => {
      source = new EventSource(auctionLiveUrl(id), { withCredentials: true })
      const onEvent = (e: Event) => apply((e as MessageEvent<string>).data)
      source.addEventListener('bid', onEvent)
      source.addEventListener('ready', onEvent)
      source.onmessage = onEvent
      source.onopen = () => setConnected(true)
      source.onerror = () => {
        setConnected(false)
        if (stopped || !source || source.readyState !== EventSource.CLOSED) return
        source.close()
        const delay = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]
        timer = setTimeout(connect, delay)
      }
    }
    connect()
    return () => {
      stopped = true
      clearTimeout(timer)
      source?.close()
    }
  }, [client, id, enabled])
  return connected
}
