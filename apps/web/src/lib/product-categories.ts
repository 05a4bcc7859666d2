import { useQuery } from '@tanstack/react-query'
import { api } from './api-client.ts'

/** A product category as the public category endpoints answer it (features share the list). */
export interface CategoryOption {
  id: string
  slug: string
  name: string
}

/** Top-level product categories, names in the request language. */
export function useProductCategories(locale: string) {
  return useQuery({
    queryKey: ['public', 'categories', 'product', locale],
    queryFn: ({ signal }) =>
      api.get<CategoryOption[]>('/public/categories', {
        query: { kind: 'product' },
        signal,
        notify: false,
      }),
    staleTime: 5 * 60_000,
  })
}
