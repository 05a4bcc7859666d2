import { useQuery } from '@tanstack/react-query'
import type { PromoterCard } from '@galera/shared/promoters/promoter.schemas.ts'
import { api } from '../../../lib/api-client.ts'

/** `GET /public/promoters/spotlight`: the promoters admins put in the spotlight (ADR 0017). */
export function useSpotlight() {
  return useQuery({
    queryKey: ['public', 'promoters', 'spotlight'],
    queryFn: ({ signal }) =>
      api.get<PromoterCard[]>('/public/promoters/spotlight', { signal, notify: false }),
    staleTime: 5 * 60_000,
    retry: false,
  })
}
