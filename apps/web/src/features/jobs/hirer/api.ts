import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type {
  CurrentFeesDto,
  HireFormInput,
  JobDto,
  JobPage,
  JobReasonInput,
  RateJobInput,
} from '@galera/shared/jobs/job.schemas.ts'
import type { JobTab } from '@galera/shared/jobs/job-status.ts'
import type { MyProfile } from '@galera/shared/profile/profile.schemas.ts'
import { api, apiRequest, isApiError, type RequestOptions } from '../../../lib/api-client.ts'
import { loadDomain } from '../../../lib/i18n.ts'
import { filterQuery, type ListFilters } from '../../../lib/list-filters.ts'

/** The hirer's side (ADR 0019): `/api/client/jobs…` and the public fees. */
export const HIRER_JOBS_KEY = ['client', 'jobs'] as const
export const HIRER_JOB_KEY = ['client', 'job'] as const

/** The words of the hire screens; the public profile's route loads only its own domain. */
export function useHireWords(): boolean {
  // A query (not an effect): the server renders the page with them, so the hire button is in the
  // first paint and nothing moves when the page hydrates (ADR 0069; ADR 0049 for the key).
  const q = useQuery({
    queryKey: ['i18n', 'hire', 'jobs'],
    queryFn: () => Promise.all([loadDomain('hire'), loadDomain('jobs')]).then(() => true),
    staleTime: Infinity,
  })
  return q.data === true
}

/** `GET /public/fees/current`: the schedule in force now (and the next one, if published). */
export function useCurrentFees(enabled = true) {
  return useQuery({
    queryKey: ['public', 'fees', 'current'],
    queryFn: ({ signal }) =>
      api.get<CurrentFeesDto>('/public/fees/current', { signal, notify: false }),
    staleTime: 5 * 60_000,
    retry: 1,
    enabled,
  })
}

/** The signed-in hirer's own record, to fill the company step. */
export function useHirerProfile(enabled: boolean) {
  return useQuery({
    queryKey: ['me', 'profile'],
    queryFn: ({ signal }) => api.get<MyProfile>('/me/profile', { signal, notify: false }),
    enabled,
    retry: false,
  })
}

/**
 * `POST /client/jobs` with an `Idempotency-Key` made once per modal opening: a double click or a
 * retry after a lost answer gives back the same solicitation (200) instead of a second one.
 */
export function createJob(body: HireFormInput, idempotencyKey: string): Promise<JobDto> {
  // `headers` needs the api client's per-request headers (see the H3 report); typed wider so
  // this compiles before and after that change.
  const options: RequestOptions & { headers?: Record<string, string> } = {
    method: 'POST',
    body,
    notify: false,
    headers: { 'Idempotency-Key': idempotencyKey },
  }
  return apiRequest<JobDto>('/client/jobs', options)
}

export function useHirerJobs(tab: JobTab, page: number, filters: ListFilters = {}) {
  return useQuery({
    queryKey: [...HIRER_JOBS_KEY, tab, page, filters],
    queryFn: ({ signal }) =>
      api.get<JobPage>('/client/jobs', {
        signal,
        notify: false,
        query: { tab, page, ...filterQuery(filters) },
      }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    // A pending answer may arrive any moment: keep the list fresh while one is waiting.
    refetchInterval: (q) => ((q.state.data?.counts.requested ?? 0) > 0 ? 20_000 : false),
  })
}

/** A 404 (or a malformed id) is "not found", not an error to retry. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422)
}

export function useHirerJob(id: string) {
  return useQuery({
    queryKey: [...HIRER_JOB_KEY, id],
    queryFn: ({ signal }) => api.get<JobDto>(`/client/jobs/${id}`, { signal, notify: false }),
    retry: (count, error) => !isNotFound(error) && count < 2,
    refetchOnWindowFocus: true,
    // While the promoter has not answered, poll so the acceptance shows without a reload.
    refetchInterval: (q) => (q.state.data?.status === 'requested' ? 20_000 : false),
  })
}

export const cancelJob = (id: string, input: JobReasonInput) =>
  api.post<JobDto>(`/client/jobs/${id}/cancel`, input, { notify: false })

export const rateJob = (id: string, input: RateJobInput) =>
  api.post<JobDto>(`/client/jobs/${id}/rating`, input, { notify: false })
