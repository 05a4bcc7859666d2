import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type {
  ProductAdminListQuery,
  ProductDetailPageDto,
  ProductEditorDto,
  ProductImageDto,
  ProductInput,
  ProductListDto,
  ProductListQuery,
  ProductRowsDto,
  ProductStatus,
} from '@galera/shared/catalogue/product.schemas.ts'
import type {
  ProductRatingDto,
  ProductRatingsPageDto,
} from '@galera/shared/budgets/budget.schemas.ts'
import type { ColorDto, ImageDto } from '@galera/shared/media/media.schemas.ts'
import { ApiError, api, apiUpload } from '../../lib/api-client.ts'
import type { CategoryOption } from '../../lib/product-categories.ts'
import type { HomeFeaturesDto } from '@galera/shared/catalogue/home.schemas.ts'
import { loadDomain } from '../../lib/i18n.ts'

/** Products of suppliers (supplier and admin editors, public list and detail, ratings). */
export type ProductArea = 'supplier' | 'admin'

export const PRODUCTS_KEY = ['products'] as const
export const productRowsKey = (area: ProductArea, query: Partial<ProductAdminListQuery>) =>
  ['products', 'rows', area, query] as const
export const productEditorKey = (area: ProductArea, id: string) =>
  ['products', 'editor', area, id] as const
export const publicProductsKey = (query: Record<string, string>) =>
  ['products', 'public', 'list', query] as const
export const publicProductKey = (id: string) => ['products', 'public', 'detail', id] as const
/** Without a page: every page of the product's ratings (to refresh them after an edit). */
export const productRatingsKey = (id: string, page?: number) =>
  page === undefined
    ? (['products', 'ratings', id] as const)
    : (['products', 'ratings', id, page] as const)

/** The `products` words, for screens whose route does not load them (search, supplier page). */
export function useProductWords(): boolean {
  const q = useQuery({
    queryKey: ['i18n', 'products'],
    queryFn: () => loadDomain('products').then(() => true),
    staleTime: Infinity,
  })
  return q.data === true
}

function compact(query: object): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') out[k] = String(v)
  return out
}

/** `GET /{area}/products`: the supplier's own products, or every product for admins. */
export function useProductRows(area: ProductArea, query: Partial<ProductAdminListQuery>) {
  const q = compact(query)
  return useQuery({
    queryKey: productRowsKey(area, q),
    queryFn: ({ signal }) =>
      api.get<ProductRowsDto>(`/${area}/products`, { query: q, signal, notify: false }),
    placeholderData: keepPreviousData,
  })
}

export function useProductEditor(area: ProductArea, id: string | undefined) {
  return useQuery({
    queryKey: productEditorKey(area, id ?? 'new'),
    queryFn: ({ signal }) =>
      api.get<ProductEditorDto>(`/${area}/products/${id}`, { signal, notify: false }),
    enabled: Boolean(id),
    retry: false,
  })
}

export function saveProduct(area: ProductArea, id: string | null, input: ProductInput) {
  return id
    ? api.put<ProductEditorDto>(`/${area}/products/${id}`, input, { notify: false })
    : api.post<ProductEditorDto>(`/${area}/products`, input, { notify: false })
}

export function setProductStatus(area: ProductArea, id: string, status: ProductStatus) {
  return api.patch<ProductEditorDto>(`/${area}/products/${id}/status`, { status })
}

/** `GET /public/products`: the products tab of search/category, and a supplier's grid. */
export function usePublicProducts(query: Partial<ProductListQuery>, enabled = true) {
  const q = compact({ ...query, sort: query.sort === 'relevance' ? undefined : query.sort })
  return useQuery({
    queryKey: publicProductsKey(q),
    queryFn: ({ signal }) =>
      api.get<ProductListDto>('/public/products', { query: q, signal, notify: false }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

export function usePublicProduct(id: string) {
  return useQuery({
    queryKey: publicProductKey(id),
    queryFn: ({ signal }) =>
      api.get<ProductDetailPageDto>(`/public/products/${id}`, { signal, notify: false }),
    retry: false,
    // A "not found" the server rendered (ADR 0061) is shown as is, not asked again on hydration.
    retryOnMount: false,
  })
}

/**
 * Visible ratings of a product: the public list, or for admins (`admin`) the moderation list that
 * also covers inactive products (`GET /admin/products/:id/ratings`).
 */
export function useProductRatings(id: string, page: number, admin = false) {
  return useQuery({
    queryKey: [...productRatingsKey(id, page), admin ? 'admin' : 'public'],
    queryFn: ({ signal }) =>
      api.get<ProductRatingsPageDto>(
        admin ? `/admin/products/${id}/ratings` : `/public/products/${id}/ratings`,
        {
          query: { page },
          signal,
          notify: false,
        },
      ),
    placeholderData: keepPreviousData,
  })
}

/** `POST /rankings/:id/product/commentHepful/:vote` (spec §7 spelling). */
export const voteRating = (ratingId: string, vote: 'yes' | 'no') =>
  api.post<ProductRatingDto>(`/rankings/${ratingId}/product/commentHepful/${vote}`)

export const deleteRating = (ratingId: string) =>
  api.delete<{ ok: true }>(`/admin/ranking/${ratingId}/product`)

/** Shared with the admin's promotion forms, so it lives in lib/. */
export { useProductCategories, type CategoryOption } from '../../lib/product-categories.ts'

/**
 * Subcategories of a product category (`GET /public/categories/:id/subcategories`); an unknown or
 * inactive category (404) has none to pick.
 */
export function useSubcategories(categoryId: string | undefined, locale: string) {
  return useQuery({
    queryKey: ['public', 'subcategories', categoryId, locale],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<CategoryOption[]>(`/public/categories/${categoryId}/subcategories`, {
          signal,
          notify: false,
        })
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return []
        throw e
      }
    },
    enabled: Boolean(categoryId),
    staleTime: 5 * 60_000,
    retry: false,
  })
}

/** One category by id (the title of `/categoria/:id` and the product-category check). */
export function useCategoryInfo(id: string | undefined, locale: string) {
  return useQuery({
    queryKey: ['public', 'category', id, locale],
    queryFn: ({ signal }) =>
      api.get<{ id: string; name: string; kind?: string; parentId?: string | null }>(
        `/public/categories/${id}`,
        { signal, notify: false },
      ),
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
    retry: false,
  })
}

export function useMaterials(locale: string) {
  return useQuery({
    queryKey: ['public', 'materials', locale],
    queryFn: ({ signal }) =>
      api.get<{ id: string; name: string }[]>('/public/materials', { signal, notify: false }),
    staleTime: 5 * 60_000,
  })
}

/**
 * Colours for products: `GET /{area}/selectColors` for a signed-in area, `GET /public/colors` for
 * the search filters.
 */
export function useColors(area: ProductArea | 'client' | 'public', locale: string, enabled = true) {
  return useQuery({
    queryKey: ['colors', area, locale],
    queryFn: ({ signal }) =>
      api.get<ColorDto[]>(area === 'public' ? '/public/colors' : `/${area}/selectColors`, {
        signal,
        notify: false,
      }),
    staleTime: 5 * 60_000,
    enabled,
  })
}

export function imageOf(image: ImageDto, colorId: string | null): ProductImageDto {
  return {
    imageId: image.id,
    colorId,
    thumb: image.urls.thumb,
    medium: image.urls.medium,
    large: image.urls.large,
  }
}

/** `POST /{area}/upload/product` (multipart `imageProduct` + `color_id`) with upload progress. */
export function uploadProductImage(
  area: ProductArea,
  file: File,
  colorId: string | null,
  onProgress: (percent: number) => void,
): Promise<ImageDto> {
  return apiUpload<ImageDto>(`/${area}/upload/product`, {
    file,
    fileField: 'imageProduct',
    fields: colorId ? { color_id: colorId } : {},
    onProgress,
  })
}

/** What the home page features (Settings → Home, ADR 0023), in the admin's order. */
export function useHomeFeatures(locale: string) {
  return useQuery({
    queryKey: ['home-features', locale],
    queryFn: ({ signal }) =>
      api.get<HomeFeaturesDto>('/public/home-features', { signal, notify: false }),
    staleTime: 60_000,
  })
}
