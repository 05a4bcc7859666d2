import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type {
  PublicSupplierPageDto,
  SupplierListDto,
  SupplierPageEditorDto,
  SupplierPageInput,
} from '@galera/shared/catalogue/supplier-page.schemas.ts'
import { api } from '../../../lib/api-client.ts'

/** The supplier's company page and the public supplier list / page. */
export const MY_COMPANY_PAGE_KEY = ['supplier', 'company-page'] as const
export const suppliersKey = (q: string, page: number) => ['suppliers', 'list', q, page] as const
export const supplierKey = (id: string) => ['suppliers', 'page', id] as const

export function useMyCompanyPage() {
  return useQuery({
    queryKey: MY_COMPANY_PAGE_KEY,
    queryFn: ({ signal }) =>
      api.get<SupplierPageEditorDto>('/supplier/company-page', { signal, notify: false }),
    refetchOnMount: 'always',
    retry: false,
  })
}

export const saveCompanyPage = (input: SupplierPageInput) =>
  api.put<SupplierPageEditorDto>('/supplier/company-page', input, { notify: false })

export function useSuppliers(q: string, page: number) {
  return useQuery({
    queryKey: suppliersKey(q, page),
    queryFn: ({ signal }) =>
      api.get<SupplierListDto>('/public/suppliers', {
        query: { page, ...(q ? { q } : {}) },
        signal,
        notify: false,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useSupplier(id: string) {
  return useQuery({
    queryKey: supplierKey(id),
    queryFn: ({ signal }) =>
      api.get<PublicSupplierPageDto>(`/public/suppliers/${id}`, { signal, notify: false }),
    retry: false,
    // A "not found" the server rendered (ADR 0061) is shown as is, not asked again on hydration.
    retryOnMount: false,
  })
}
