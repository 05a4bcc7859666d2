import { useQuery } from '@tanstack/react-query'
import type {
  AdminDashboardDto,
  SupplierDashboardDto,
} from '@galera/shared/dashboards/dashboard.schemas.ts'
import { api } from '../../lib/api-client.ts'
import { loadDomain, type I18nDomain } from '../../lib/i18n.ts'

/** `GET /admin/dashboard` (admins only; the API enforces it): the admin Start tab. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => api.get<AdminDashboardDto>('/admin/dashboard', { signal }),
    staleTime: 30_000,
  })
}

/** `GET /supplier/dashboard` (suppliers only): the supplier Start tab. */
export function useSupplierDashboard() {
  return useQuery({
    queryKey: ['supplier', 'dashboard'],
    queryFn: ({ signal }) => api.get<SupplierDashboardDto>('/supplier/dashboard', { signal }),
    staleTime: 30_000,
  })
}

/**
 * Makes sure the Start tabs' words are loaded (the routes may load them already; loadDomain
 * does nothing twice). True once ready.
 */
export function useDomains(...names: I18nDomain[]): boolean {
  const ready = useQuery({
    queryKey: ['i18n', ...names],
    queryFn: () => Promise.all(names.map((n) => loadDomain(n))).then(() => true),
    staleTime: Infinity,
    gcTime: Infinity,
  })
  return ready.data === true
}
