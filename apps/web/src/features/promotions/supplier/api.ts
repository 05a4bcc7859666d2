import { useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  AdDevice,
  AuctionLiveDto,
  BidDto,
  Paged,
  SupplierAdAuctionDto,
} from '@galera/shared/promotions/promotion.schemas.ts'
import { api, apiStreamUrl, apiUpload } from '../../../lib/api-client.ts'
import { useLiveStream } from '../../../lib/use-live-stream.ts'

/**
 * The supplier's Promotions tab (ADR 0022): ad auctions it may bid on, its bids, the ads
 * it won (`/api/supplier/ad-auctions…`) and the live highest bid (`/api/ad-auctions/:id/live`).
 */
export const PROMOTION_TABS = ['open', 'mine', 'won'] as const
export type PromotionTab = (typeof PROMOTION_TABS)[number]
export const isPromotionTab = (v: string | undefined): v is PromotionTab =>
  PROMOTION_TABS.includes(v as PromotionTab)

export const SUPPLIER_PROMOTIONS_KEY = ['supplier', 'promotions'] as const
export const promotionsKey = (tab: PromotionTab, page: number) =>
  [...SUPPLIER_PROMOTIONS_KEY, 'list', tab, page] as const
export const promotionKey = (id: string) => [...SUPPLIER_PROMOTIONS_KEY, 'one', id] as const
export const promotionBidsKey = (id: string) => [...SUPPLIER_PROMOTIONS_KEY, 'bids', id] as const

/** Lists refresh this often without a push (countdowns and highest bids move). */
const LIST_REFETCH_MS = 30_000

export function useSupplierPromotions(tab: PromotionTab, page: number) {
  return useQuery({
    queryKey: promotionsKey(tab, page),
    queryFn: ({ signal }) =>
      api.get<Paged<SupplierAdAuctionDto>>('/supplier/ad-auctions', {
        query: { tab, page },
        signal,
        notify: false,
      }),
    refetchInterval: LIST_REFETCH_MS,
    refetchOnWindowFocus: true,
    placeholderData: (previous) => previous,
    retry: false,
  })
}

export function useSupplierPromotion(id: string) {
  return useQuery({
    queryKey: promotionKey(id),
    queryFn: ({ signal }) =>
      api.get<SupplierAdAuctionDto>(`/supplier/ad-auctions/${id}`, { signal, notify: false }),
    refetchOnWindowFocus: true,
    retry: false,
  })
}

export function usePromotionBids(id: string, enabled: boolean) {
  return useQuery({
    queryKey: promotionBidsKey(id),
    queryFn: ({ signal }) =>
      api.get<BidDto[]>(`/supplier/ad-auctions/${id}/bids`, { signal, notify: false }),
    enabled,
    retry: false,
  })
}

/** One bid; `idempotencyKey` is made per click, so a retried request is still one bid. */
export const placeBid = (id: string, amountCents: number, idempotencyKey: string) =>
  api.post<BidDto>(
    `/supplier/ad-auctions/${id}/bids`,
    { amountCents },
    { notify: false, headers: { 'Idempotency-Key': idempotencyKey } },
  )

export const cancelAd = (id: string) =>
  api.post<SupplierAdAuctionDto>(`/supplier/ad-auctions/${id}/cancel-ad`, {}, { notify: false })

/** `POST /supplier/ad-auctions/:id/art` (multipart `device` + `file`): the winner's art. */
export const uploadAdArt = (id: string, device: AdDevice, file: File) =>
  apiUpload<SupplierAdAuctionDto>(`/supplier/ad-auctions/${id}/art`, { file, fields: { device } })

/** An auction's live stream (lib/api-client.ts `apiStreamUrl`). */
export const liveUrl = (id: string) => apiStreamUrl(`/ad-auctions/${id}/live`)

/** The stream's first message and every `bid` event carry an AuctionLiveDto. */
const LIVE_EVENTS = ['bid', 'ready', 'state', 'closed', 'message'] as const

/** Puts a pushed highest bid into the cached auction (what the aria-live region reads). */
export function applyLive(
  old: SupplierAdAuctionDto | undefined,
  live: AuctionLiveDto,
): SupplierAdAuctionDto | undefined {
  if (!old || old.id !== live.auctionId) return old
  return {
    ...old,
    phase: live.phase,
    highestBidCents: live.highestBidCents,
    bidCount: live.bidCount,
    nextMinBidCents: live.nextMinBidCents,
    leading: live.leading,
  }
}

/**
 * Holds the auction's stream while the page is open (lib/use-live-stream.ts): each pushed state
 * updates the cached auction at once, then the auction and the bids are refetched (own bids, the
 * winner once closed). The same state sent under two event names counts once.
 */
export function useAuctionLive(id: string, enabled: boolean) {
  const client = useQueryClient()
  const lastSeen = useRef('')
  useLiveStream(enabled ? liveUrl(id) : null, LIVE_EVENTS, {
    onEvent: (_name, raw) => {
      if (typeof raw !== 'string' || raw === lastSeen.current) return
      lastSeen.current = raw
      try {
        const live = JSON.parse(raw) as AuctionLiveDto
        if (!live || typeof live !== 'object' || live.auctionId !== id) return
        client.setQueryData<SupplierAdAuctionDto>(promotionKey(id), (old) => applyLive(old, live))
      } catch {
        /* not a state message */
      }
      void client.invalidateQueries({ queryKey: promotionKey(id) })
      void client.invalidateQueries({ queryKey: promotionBidsKey(id) })
    },
  })
}
