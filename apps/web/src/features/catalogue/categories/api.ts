import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { useLocale } from '../../../lib/i18n.ts'

export interface Category {
  id: string
  slug: string
  name: string
}

export type CategoryKind = 'promoter' | 'product'

/** `GET /public/categories?kind=`; names come in the request's language, hence the locale key. */
export function useCategories(kind: CategoryKind) {
  const { locale } = useLocale()
  return useQuery({
    queryKey: ['public', 'categories', kind, locale],
    queryFn: ({ signal }) =>
      api.get<Category[]>('/public/categories', { query: { kind }, signal, notify: false }),
    staleTime: 10 * 60_000,
  })
}
