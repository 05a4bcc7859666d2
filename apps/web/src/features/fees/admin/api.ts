import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type {
  AdminRatingDto,
  CurrentFeesDto,
  FeeScheduleDto,
  PayoutDto,
  PayoutOverviewDto,
} from '@galera/shared/jobs/job.schemas.ts'
import { api } from '../../../lib/api-client.ts'

export const FEE_SCHEDULES_KEY = ['admin', 'fee-schedules'] as const
export const CURRENT_FEES_KEY = ['public', 'fees', 'current'] as const
export const PAYOUTS_KEY = ['admin', 'payouts'] as const
export const ADMIN_RATINGS_KEY = ['admin', 'ratings'] as const

export type PayoutFilter = 'due' | 'paid' | 'all'

export interface AdminRatingPage {
  data: AdminRatingDto[]
  last_page: number
  total: number
}

/** `GET /admin/fee-schedules`: every schedule, drafts first, then by start (both admin kinds). */
export function useFeeSchedules() {
  return useQuery({
    queryKey: FEE_SCHEDULES_KEY,
    queryFn: ({ signal }) =>
      api.get<FeeScheduleDto[]>('/admin/fee-schedules', { signal, notify: false }),
    retry: false,
  })
}

/** `GET /public/fees/current`: the schedule in force and the next announced one. */
export function useCurrentFees() {
  return useQuery({
    queryKey: CURRENT_FEES_KEY,
    queryFn: ({ signal }) =>
      api.get<CurrentFeesDto>('/public/fees/current', { signal, notify: false }),
  })
}

export const createFeeSchedule = (input: { providerBps: number; platformBps: number }) =>
  api.post<FeeScheduleDto>('/admin/fee-schedules', input, { notify: false })
export const publishFeeSchedule = (id: string, effectiveFrom: string) =>
  api.post<FeeScheduleDto>(
    `/admin/fee-schedules/${id}/publish`,
    { effectiveFrom },
    { notify: false },
  )
export const withdrawFeeSchedule = (id: string) =>
  api.post<FeeScheduleDto>(`/admin/fee-schedules/${id}/withdraw`, {}, { notify: false })

/** `GET /admin/payouts`: the ledger totals and one page of payouts. */
export function usePayouts(query: { status: PayoutFilter; page: number }) {
  return useQuery({
    queryKey: [...PAYOUTS_KEY, query],
    queryFn: ({ signal }) =>
      api.get<PayoutOverviewDto>('/admin/payouts', { signal, notify: false, query }),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export const markPayoutPaid = (id: string) =>
  api.post<PayoutDto>(`/admin/payouts/${id}/paid`, {}, { notify: false })

/** `GET /admin/ratings`: every rating, newest first, searchable. */
export function useAdminRatings(query: { q?: string; page: number }) {
  return useQuery({
    queryKey: [...ADMIN_RATINGS_KEY, query],
    queryFn: ({ signal }) =>
      api.get<AdminRatingPage>('/admin/ratings', {
        signal,
        notify: false,
        query: { q: query.q || undefined, page: query.page },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export const editRating = (id: string, comment: string) =>
  api.patch<AdminRatingDto>(`/admin/ratings/${id}`, { comment }, { notify: false })
export const hideRating = (id: string) =>
  api.post<AdminRatingDto>(`/admin/ratings/${id}/hide`, {}, { notify: false })
export const unhideRating = (id: string) =>
  api.post<AdminRatingDto>(`/admin/ratings/${id}/unhide`, {}, { notify: false })
