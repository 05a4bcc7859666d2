import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type {
  PublicPromoterDto,
  RatingsPageDto,
} from '@galera/shared/promoters/promoter.schemas.ts'
import { api, isApiError } from '../../../lib/api-client.ts'

export const PUBLIC_PROMOTER_KEY = ['public', 'promoter'] as const
export const PUBLIC_RATINGS_KEY = ['public', 'ratings'] as const

/** A 404 (or a malformed id, 422) is the "Promoter not found" screen, not an error to retry. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422)
}

const retry = (count: number, error: Error) => !isNotFound(error) && count < 2

/** `GET /public/promoters/{id}`: the public profile of a listed promoter. */
export function usePublicPromoter(id: string) {
  return useQuery({
    queryKey: [...PUBLIC_PROMOTER_KEY, id],
    queryFn: ({ signal }) =>
      api.get<PublicPromoterDto>(`/public/promoters/${id}`, { signal, notify: false }),
    retry,
    // A "not found" the server rendered (ADR 0061) is shown as is, not asked again on hydration.
    retryOnMount: false,
  })
}

/** `GET /public/ratings/{userId}?page=n`: every visible rating, newest first. */
export function usePromoterRatings(id: string, page: number) {
  return useQuery({
    queryKey: [...PUBLIC_RATINGS_KEY, id, page],
    queryFn: ({ signal }) =>
      api.get<RatingsPageDto>(`/public/ratings/${id}`, { signal, notify: false, query: { page } }),
    placeholderData: keepPreviousData,
    retry,
    // A "not found" the server rendered (ADR 0061) is shown as is, not asked again on hydration.
    retryOnMount: false,
  })
}
