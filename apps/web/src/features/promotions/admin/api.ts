import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  AdAuctionDto,
  AdAuctionInput,
  AdDevice,
  AdKind,
  AdPosition,
  AdStatus,
  ArtDto,
  AuctionPhase,
  BannerDto,
  BannerInput,
  BidDto,
  Paged,
} from '@galera/shared/promotions/promotion.schemas.ts'
import type { AdminSupplierRowDto } from '@galera/shared/dashboards/dashboard.schemas.ts'
import type { ProductRowsDto } from '@galera/shared/catalogue/product.schemas.ts'
import { api, apiStreamUrl, apiUpload } from '../../../lib/api-client.ts'
import type { ListFilters } from '../../../lib/list-filters.ts'

/** ADR 0022: the admin's ad auctions and direct banners. */
export const ADMIN_PROMOTIONS_KEY = ['admin', 'promotions'] as const
const auctionsKey = [...ADMIN_PROMOTIONS_KEY, 'auctions'] as const
const bannersKey = [...ADMIN_PROMOTIONS_KEY, 'banners'] as const
export const auctionKey = (id: string) => [...auctionsKey, 'one', id] as const
export const auctionBidsKey = (id: string) => [...auctionsKey, 'bids', id] as const

const quiet = { notify: false } as const

export function useAdminAuctions(
  query: { phase?: AuctionPhase; kind?: AdKind; page: number } & ListFilters,
) {
  return useQuery({
    queryKey: [...auctionsKey, 'list', query],
    queryFn: ({ signal }) =>
      api.get<Paged<AdAuctionDto>>('/admin/ad-auctions', { query, signal, ...quiet }),
    placeholderData: keepPreviousData,
  })
}

export function useAdminAuction(id: string) {
  return useQuery({
    queryKey: auctionKey(id),
    queryFn: ({ signal }) =>
      api.get<AdAuctionDto>(`/admin/ad-auctions/${id}`, { signal, ...quiet }),
    retry: false,
  })
}

export function useAuctionBids(id: string) {
  return useQuery({
    queryKey: auctionBidsKey(id),
    queryFn: ({ signal }) =>
      api.get<BidDto[]>(`/admin/ad-auctions/${id}/bids`, { signal, ...quiet }),
  })
}

/** Every auction and banner list after a write. */
export function useRefreshPromotions() {
  const client = useQueryClient()
  return () => void client.invalidateQueries({ queryKey: ADMIN_PROMOTIONS_KEY })
}

export const createAuction = (input: AdAuctionInput) =>
  api.post<AdAuctionDto>('/admin/ad-auctions', input, quiet)
export const updateAuction = (id: string, input: AdAuctionInput) =>
  api.put<AdAuctionDto>(`/admin/ad-auctions/${id}`, input, quiet)
export const cancelAuction = (id: string) =>
  api.post<AdAuctionDto>(`/admin/ad-auctions/${id}/cancel`, {}, quiet)

export function useAdminBanners(query: { status?: AdStatus; page: number }) {
  return useQuery({
    queryKey: [...bannersKey, 'list', query],
    queryFn: ({ signal }) =>
      api.get<Paged<BannerDto>>('/admin/banners', { query, signal, ...quiet }),
    placeholderData: keepPreviousData,
  })
}

export const createBanner = (input: BannerInput) =>
  api.post<BannerDto>('/admin/banners', input, quiet)
export const updateBanner = (id: string, input: BannerInput) =>
  api.put<BannerDto>(`/admin/banners/${id}`, input, quiet)
export const deleteBanner = (id: string) =>
  api.delete<BannerDto | { ok: true }>(`/admin/banners/${id}`, quiet)

/** Suppliers for the banner's company select (`GET /admin/suppliers?q=`). */
export function useSupplierOptions(q: string) {
  return useQuery({
    queryKey: [...ADMIN_PROMOTIONS_KEY, 'supplier-options', q],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminSupplierRowDto>>('/admin/suppliers', {
        query: { q: q || undefined, page: 1 },
        signal,
        ...quiet,
      }),
    placeholderData: keepPreviousData,
  })
}

/** Products for the product auction's picker (`GET /admin/products?q=`, active only). */
export function useProductOptions(q: string) {
  return useQuery({
    queryKey: [...ADMIN_PROMOTIONS_KEY, 'product-options', q],
    queryFn: ({ signal }) =>
      api.get<ProductRowsDto>('/admin/products', {
        query: { q: q || undefined, status: 'active', page: 1 },
        signal,
        ...quiet,
      }),
    placeholderData: keepPreviousData,
  })
}

/** One multipart upload; the API's field messages arrive translated (or as keys we translate). */
const upload = <T>(path: string, fields: Record<string, string>, file: File) =>
  apiUpload<T>(path, { file, fields })

/** `POST /admin/ad-auctions/example`: any image, shown to the bidders as an example. */
export const uploadExample = (file: File) => upload<ArtDto>('/admin/ad-auctions/example', {}, file)

/** `POST /admin/banners/art`: exact px and max KB per position and device. */
export const uploadBannerArt = (file: File, position: AdPosition, device: AdDevice) =>
  upload<ArtDto>('/admin/banners/art', { position, device }, file)

/** The live stream of an auction (lib/api-client.ts `apiStreamUrl`). */
export const auctionLiveUrl = (id: string) => apiStreamUrl(`/ad-auctions/${id}/live`)
