import { useQuery } from '@tanstack/react-query'
import type { Role } from '@galera/shared'
import { api } from '../../lib/api-client.ts'

export interface AdminOverview {
  usersByRole: Record<Role, number>
  latestUsers: { id: string; name: string; role: Role; createdAt: string }[]
}

/** `GET /admin/overview` (admins only; the API enforces it). */
export function useAdminOverview() {
  return useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => api.get<AdminOverview>('/admin/overview', { signal }),
    staleTime: 30_000,
  })
}
