import { useQuery } from '@tanstack/react-query'
import type { AdInvoiceDto, AdInvoiceList } from '@galera/shared/payments/ad-payment.schemas.ts'
import { api } from '../../../lib/api-client.ts'

/** The supplier's ad invoices (ADR 0060): `/api/supplier/ad-invoices`. */
export const AD_INVOICES_KEY = ['supplier', 'ad-invoices'] as const

/** Polled every 5 s while one waits, so "paid" shows without a reload. */
export function useAdInvoices() {
  return useQuery({
    queryKey: AD_INVOICES_KEY,
    queryFn: ({ signal }) =>
      api.get<AdInvoiceList>('/supplier/ad-invoices', { signal, notify: false }),
    refetchInterval: (q) =>
      q.state.data?.items.some((i) => i.status === 'pending') ? 5_000 : false,
    refetchOnWindowFocus: true,
  })
}

/** Opens the ad's charge at the provider (once; later calls answer the same charge). */
export function payAdInvoice(id: string): Promise<AdInvoiceDto> {
  return api.post<AdInvoiceDto>(`/supplier/ad-invoices/${id}/pay`)
}
