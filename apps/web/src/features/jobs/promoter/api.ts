import { useEffect } from 'react'
import { hashKey, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import type {
  CalendarFeedDto,
  EarningsDto,
  JobDto,
  JobPage,
  JobReasonInput,
  RateJobInput,
} from '@galera/shared/jobs/job.schemas.ts'
import type { JobTab } from '@galera/shared/jobs/job-status.ts'
import { api } from '../../../lib/api-client.ts'
import { filterQuery, type ListFilters } from '../../../lib/list-filters.ts'

/** The promoter's solicitations and jobs (`/api/promoter/jobs…`, ADR 0019). */
export const PROMOTER_JOBS_KEY = ['promoter', 'jobs'] as const
export const PROMOTER_JOB_LISTS_KEY = [...PROMOTER_JOBS_KEY, 'list'] as const
export const promoterJobsKey = (tab: JobTab, page: number) =>
  [...PROMOTER_JOB_LISTS_KEY, tab, page] as const
export const promoterJobKey = (id: string) => [...PROMOTER_JOBS_KEY, 'one', id] as const
export const EARNINGS_KEY = ['promoter', 'earnings'] as const

/** Without a pushed notification, lists still refresh this often (and on window focus). */
export const LIVE_REFETCH_MS = 15_000

export function usePromoterJobs(tab: JobTab, page: number, filters: ListFilters = {}) {
  return useQuery({
    queryKey: [...promoterJobsKey(tab, page), filters],
    queryFn: ({ signal }) =>
      api.get<JobPage>('/promoter/jobs', {
        query: { tab, page, ...filterQuery(filters) },
        signal,
        notify: false,
      }),
    refetchInterval: LIVE_REFETCH_MS,
    refetchOnWindowFocus: true,
    placeholderData: (previous) => previous,
    retry: false,
  })
}

export function usePromoterJob(id: string) {
  return useQuery({
    queryKey: promoterJobKey(id),
    queryFn: ({ signal }) => api.get<JobDto>(`/promoter/jobs/${id}`, { signal, notify: false }),
    refetchOnWindowFocus: true,
    // While the promoter may still answer (or the job may still move), keep it fresh.
    refetchInterval: (query) =>
      query.state.data && ['requested', 'accepted'].includes(query.state.data.status)
        ? LIVE_REFETCH_MS
        : false,
    retry: false,
  })
}

export function useEarnings(page: number) {
  return useQuery({
    queryKey: [...EARNINGS_KEY, page],
    queryFn: ({ signal }) =>
      api.get<EarningsDto>('/promoter/earnings', { query: { page }, signal, notify: false }),
    placeholderData: (previous) => previous,
    retry: false,
  })
}

export const acceptJob = (id: string) =>
  api.post<JobDto>(`/promoter/jobs/${id}/accept`, {}, { notify: false })
export const declineJob = (id: string, input: JobReasonInput) =>
  api.post<JobDto>(`/promoter/jobs/${id}/decline`, input, { notify: false })
export const cancelJob = (id: string, input: JobReasonInput) =>
  api.post<JobDto>(`/promoter/jobs/${id}/cancel`, input, { notify: false })
export const rateJob = (id: string, input: RateJobInput) =>
  api.post<JobDto>(`/promoter/jobs/${id}/rating`, input, { notify: false })
export const createCalendarFeed = () =>
  api.post<CalendarFeedDto>('/promoter/calendar-feed', {}, { notify: false })

/**
 * Live lists: whenever the query under `watchKey` receives data (the notifications feature puts
 * every pushed notification into its cached list), the promoter's jobs are refetched. The page
 * passes the key, so this feature does not import the notifications feature.
 */
export function useRefreshJobsOn(watchKey: QueryKey | undefined) {
  const client = useQueryClient()
  useEffect(() => {
    if (!watchKey) return
    const watched = hashKey(watchKey)
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== watched) return
      if (event.action.type !== 'success') return
      void client.invalidateQueries({ queryKey: PROMOTER_JOBS_KEY })
    })
  }, [client, watchKey])
}
