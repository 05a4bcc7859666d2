import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '../lib/api-client.ts'

/**
 * One per browser tab, and one per request on the server (ADR 0049), where nothing is retried: a
 * query that fails there is left for the browser to ask again.
 */
export function createQueryClient({ server = false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will answer the same again; a network blip or a 5xx may not.
        retry: server
          ? false
          : (failures, error) =>
              !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 1,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  })
}
