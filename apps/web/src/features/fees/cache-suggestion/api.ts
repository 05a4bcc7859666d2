import { useQuery } from '@tanstack/react-query'
import type { CacheSuggestionDto, CacheSuggestionQuery } from '@galera/shared/jobs/job.schemas.ts'
import { api } from '../../../lib/api-client.ts'

/** `GET /public/cache-suggestion`: idle until the form has been submitted once. */
export function useCacheSuggestion(query: CacheSuggestionQuery | null) {
  return useQuery({
    queryKey: ['public', 'cache-suggestion', query],
    queryFn: ({ signal }) =>
      api.get<CacheSuggestionDto>('/public/cache-suggestion', {
        signal,
        notify: false,
        redirectOn401: false,
        query: query!,
      }),
    enabled: query !== null,
    staleTime: 60_000,
  })
}
