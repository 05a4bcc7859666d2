import { useQuery } from '@tanstack/react-query'
import type {
  PaymentDto,
  PayoutAccountDto,
  PayoutAccountInput,
} from '@galera/shared/payments/payment.schemas.ts'
import type {
  HirerDisputeDto,
  OpenDisputeInput,
} from '@galera/shared/payments/payment-dispute.schemas.ts'
import { api } from '../../lib/api-client.ts'

/** A job's payment (ADR 0055): `/api/client/jobs/{id}/payment` and the promoter's Pix key. */
export const HIRER_PAYMENT_KEY = ['client', 'payment'] as const
export const PAYOUT_ACCOUNT_KEY = ['promoter', 'payout-account'] as const

/** The hirer's payment; polled every 5 s while it waits, so "paid" shows without a reload. */
export function useHirerPayment(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...HIRER_PAYMENT_KEY, jobId],
    queryFn: ({ signal }) =>
      api.get<PaymentDto>(`/client/jobs/${jobId}/payment`, { signal, notify: false }),
    enabled,
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 5_000 : false),
    refetchOnWindowFocus: true,
  })
}

/** Opens the charge at the provider (once; later calls answer the same charge). */
export function openPayment(jobId: string): Promise<PaymentDto> {
  return api.post<PaymentDto>(`/client/jobs/${jobId}/payment`)
}

export function usePayoutAccount() {
  return useQuery({
    queryKey: PAYOUT_ACCOUNT_KEY,
    queryFn: ({ signal }) =>
      api.get<{ account: PayoutAccountDto | null }>('/promoter/payout-account', {
        signal,
        notify: false,
      }),
  })
}

export function savePayoutAccount(input: PayoutAccountInput) {
  return api.put<{ account: PayoutAccountDto }>('/promoter/payout-account', input)
}

/** ADR 0063: the job's dispute window and the hirer's dispute. */
export const HIRER_DISPUTE_KEY = ['client', 'dispute'] as const

export function useHirerDispute(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...HIRER_DISPUTE_KEY, jobId],
    queryFn: ({ signal }) =>
      api.get<HirerDisputeDto>(`/client/jobs/${jobId}/dispute`, { signal, notify: false }),
    enabled,
    refetchOnWindowFocus: true,
  })
}

export function openDispute(jobId: string, input: OpenDisputeInput) {
  return api.post<HirerDisputeDto>(`/client/jobs/${jobId}/dispute`, input, { notify: false })
}
