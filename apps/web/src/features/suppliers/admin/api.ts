import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type {
  AdminSupplierDto,
  AdminSupplierFeedbackDto,
  AdminSupplierProductRowDto,
  AdminSupplierPromotionRowDto,
  AdminSupplierProposalRowDto,
  AdminSupplierRowDto,
  SupplierStatus,
} from '@galera/shared/dashboards/dashboard.schemas.ts'
import type { AdminSupplierRegistrationBody } from '@galera/shared/dashboards/admin-supplier-registration.schemas.ts'
import type { Paged } from '@galera/shared/promotions/promotion.schemas.ts'
import { api } from '../../../lib/api-client.ts'
import { filterQuery, type ListFilters } from '../../../lib/list-filters.ts'

export const ADMIN_SUPPLIERS_KEY = ['admin', 'suppliers'] as const
export const adminSupplierKey = (id: string) => ['admin', 'supplier', id] as const

/** `GET /admin/suppliers`: search by company, e-mail or CNPJ, status filter, 20 a page. */
export function useAdminSuppliers(query: { q?: string; status?: SupplierStatus; page: number }) {
  return useQuery({
    queryKey: [...ADMIN_SUPPLIERS_KEY, query],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminSupplierRowDto>>('/admin/suppliers', {
        signal,
        notify: false,
        query: { q: query.q || undefined, status: query.status, page: query.page },
      }),
    placeholderData: keepPreviousData,
  })
}

/** `GET /admin/suppliers/{id}`: a 404 is the "Supplier not found" state, not a retry loop. */
export function useAdminSupplier(id: string) {
  return useQuery({
    queryKey: adminSupplierKey(id),
    queryFn: ({ signal }) =>
      api.get<AdminSupplierDto>(`/admin/suppliers/${id}`, { signal, notify: false }),
    retry: false,
  })
}

/** One paged tab of a supplier (budgets, products, feedbacks). */
function usePagedTab<T>(id: string, tab: string, page: number, filters: ListFilters = {}) {
  return useQuery({
    queryKey: [...adminSupplierKey(id), tab, page, filters],
    queryFn: ({ signal }) =>
      api.get<Paged<T>>(`/admin/suppliers/${id}/${tab}`, {
        signal,
        notify: false,
        query: { page, ...filterQuery(filters) },
      }),
    placeholderData: keepPreviousData,
  })
}

/** ADR 0036: received between two days, the quantity the client asked. */
export const useSupplierProposals = (id: string, page: number, filters: ListFilters) =>
  usePagedTab<AdminSupplierProposalRowDto>(id, 'budgets', page, filters)
export const useSupplierProducts = (id: string, page: number) =>
  usePagedTab<AdminSupplierProductRowDto>(id, 'products', page)
export const useSupplierFeedbacks = (id: string, page: number) =>
  usePagedTab<AdminSupplierFeedbackDto>(id, 'feedbacks', page)

export function useSupplierPromotions(id: string) {
  return useQuery({
    queryKey: [...adminSupplierKey(id), 'promotions'],
    queryFn: ({ signal }) =>
      api.get<AdminSupplierPromotionRowDto[]>(`/admin/suppliers/${id}/promotions`, {
        signal,
        notify: false,
      }),
  })
}

/** `PUT /admin/suppliers/{id}/status`: the server e-mails the supplier; the caller refetches. */
export const setSupplierStatus = (id: string, status: SupplierStatus) =>
  api.put<unknown>(`/admin/suppliers/${id}/status`, { status }, { notify: false })

/** `POST /admin/suppliers/{id}/reset-password`: e-mails a reset code; the admin never sees a password. */
export const sendSupplierReset = (id: string) =>
  api.post<{ sent: true }>(`/admin/suppliers/${id}/reset-password`, {}, { notify: false })

/**
 * `PUT /admin/suppliers/{id}/registration` (ADR 0034): the masked form as typed; the API parses
 * it with the shared schema and answers the updated registration tab.
 */
export const updateSupplierRegistration = (id: string, body: AdminSupplierRegistrationBody) =>
  api.put<AdminSupplierDto>(`/admin/suppliers/${id}/registration`, body, { notify: false })
