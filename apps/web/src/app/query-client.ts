import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '../lib/api-client.ts'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will answer the same again; a network blip or a 5xx may not.
      retry: (failures, error) =>
        !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 1,
      refetchOnWindowFocus: false,
      staleTime: 60_000,
    },
    mutations: { retry: false },
  },
})
