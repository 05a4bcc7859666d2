import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type {
  AdminPaymentFilter,
  AdminPaymentsDto,
  ReconciliationDto,
} from '@galera/shared/payments/admin-payments.schemas.ts'
import type {
  DecisionDto,
  DecisionInput,
  PendingDecisionsDto,
} from '@galera/shared/payments/payment-dispute.schemas.ts'
import type {
  AdminAdPaymentFilter,
  AdminAdPaymentsDto,
} from '@galera/shared/payments/ad-payment.schemas.ts'
import { api } from '../../../lib/api-client.ts'

/** The admin master's payments screen (ADR 0057). */
export const ADMIN_PAYMENTS_KEY = ['admin', 'payments'] as const
export const RECONCILIATION_KEY = ['admin', 'payments', 'reconciliation'] as const

/** `GET /admin/payments`: the buckets of the money received and one page of payments. */
export function useAdminPayments(query: { status: AdminPaymentFilter; page: number }) {
  return useQuery({
    queryKey: [...ADMIN_PAYMENTS_KEY, 'list', query],
    queryFn: ({ signal }) =>
      api.get<AdminPaymentsDto>('/admin/payments', { signal, notify: false, query }),
    placeholderData: keepPreviousData,
  })
}

/** `GET /admin/payments/reconciliation`: the last run and its differences. */
export function useReconciliation() {
  return useQuery({
    queryKey: RECONCILIATION_KEY,
    queryFn: ({ signal }) =>
      api.get<ReconciliationDto>('/admin/payments/reconciliation', { signal, notify: false }),
  })
}

export const reconcileNow = () =>
  api.post<ReconciliationDto>('/admin/payments/reconciliation', {}, { notify: false })
export const resolveDifference = (id: string) =>
  api.post<ReconciliationDto>(`/admin/payments/differences/${id}/resolve`, {}, { notify: false })

/** ADR 0063: held payments waiting for a decision (open disputes and flags). */
export const PENDING_DECISIONS_KEY = ['admin', 'payments', 'decisions'] as const

export function usePendingDecisions() {
  return useQuery({
    queryKey: PENDING_DECISIONS_KEY,
    queryFn: ({ signal }) =>
      api.get<PendingDecisionsDto>('/admin/payments/decisions', { signal, notify: false }),
  })
}

export const decidePayment = (paymentId: string, input: DecisionInput) =>
  api.post<DecisionDto>(`/admin/payments/${paymentId}/decide`, input, { notify: false })

/** `GET /admin/payments/ads`: the ad payments' totals and one page of them (ADR 0064). */
export function useAdminAdPayments(query: { status: AdminAdPaymentFilter; page: number }) {
  return useQuery({
    queryKey: [...ADMIN_PAYMENTS_KEY, 'ads', query],
    queryFn: ({ signal }) =>
      api.get<AdminAdPaymentsDto>('/admin/payments/ads', { signal, notify: false, query }),
    placeholderData: keepPreviousData,
  })
}
