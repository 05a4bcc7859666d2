import { useQuery } from '@tanstack/react-query'
import type { DpoContact } from '@galera/shared/legal/terms-versions.schemas.ts'
import { api } from './api-client.ts'

/**
 * The data protection officer named in the footer, the about page and the privacy policy, from
 * the server's configuration (`GET /public/legal/dpo`; ADR 0032). Read once per session; nothing
 * is shown in its place until it arrives.
 */
export function useDpoContact() {
  return useQuery({
    queryKey: ['legal', 'dpo'],
    queryFn: ({ signal }) => api.get<DpoContact>('/public/legal/dpo', { signal, notify: false }),
    staleTime: Infinity,
  })
}
