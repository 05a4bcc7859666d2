import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { PromoterSearchResult } from '@galera/shared/promoters/promoter.schemas.ts'
import { api } from '../../../lib/api-client.ts'
import { apiQuery, type SearchState } from './search-url.ts'

export const SEARCH_KEY = ['public', 'promoters', 'search'] as const

/** `GET /public/promoters`: one page of result cards for the search in the URL. */
export function usePromoterSearch(state: SearchState) {
  const query = apiQuery(state)
  return useQuery({
    queryKey: [...SEARCH_KEY, query],
    queryFn: ({ signal }) =>
      api.get<PromoterSearchResult>('/public/promoters', { query, signal, notify: false }),
    placeholderData: keepPreviousData,
  })
}

export interface CategoryOption {
  id: string
  slug: string
  name: string
}

/** Top-level promoter categories (names in the request language). */
export function usePromoterCategories(locale: string) {
  return useQuery({
    queryKey: ['public', 'categories', 'promoter', locale],
    queryFn: ({ signal }) =>
      api.get<CategoryOption[]>('/public/categories', {
        query: { kind: 'promoter' },
        signal,
        notify: false,
      }),
    staleTime: 5 * 60_000,
  })
}

/** One category by id (the `/categoria/{id}` title and the category chip). */
export function useCategory(id: string | undefined, locale: string) {
  return useQuery({
    queryKey: ['public', 'category', id, locale],
    queryFn: ({ signal }) =>
      api.get<{ id: string; name: string }>(`/public/categories/${id}`, { signal, notify: false }),
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
    retry: false,
  })
}

export { useCities, useUfs } from '../../../lib/locations.ts'
