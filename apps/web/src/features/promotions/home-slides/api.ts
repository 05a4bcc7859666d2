import { useQuery } from '@tanstack/react-query'
import type { HomeSlidesDto } from '@galera/shared/promotions/promotion.schemas.ts'
import { api } from '../../../lib/api-client.ts'

/**
 * `GET /public/slides`: the home page's slides online today (ADR 0022), both positions in one
 * answer shared by the top and bottom sections. A failure shows nothing (the home stays usable).
 */
export function useHomeSlides() {
  return useQuery({
    queryKey: ['public', 'slides'],
    queryFn: ({ signal }) => api.get<HomeSlidesDto>('/public/slides', { signal, notify: false }),
    staleTime: 60_000,
    retry: false,
  })
}
