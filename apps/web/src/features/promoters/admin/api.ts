import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { PromoterPatchInput } from '@galera/shared/profile/profile.schemas.ts'
import type {
  AdminPromoterDetail,
  AdminPromoterFlagsResult,
  AdminPromoterList,
  AdminPromoterStatusResult,
  PromoterStatus,
  ScheduleInput,
} from '@galera/shared/promoters/promoter.schemas.ts'
import { api, apiUpload } from '../../../lib/api-client.ts'

export const ADMIN_PROMOTERS_KEY = ['admin', 'promoters'] as const
export const adminPromoterKey = (id: string) => ['admin', 'promoter', id] as const

/** `GET /admin/promoters`: search by name, e-mail or city, status filter, one page at a time. */
export function useAdminPromoters(query: { q?: string; status?: PromoterStatus; page: number }) {
  return useQuery({
    queryKey: [...ADMIN_PROMOTERS_KEY, query],
    queryFn: ({ signal }) =>
      api.get<AdminPromoterList>('/admin/promoters', {
        signal,
        notify: false,
        query: { q: query.q || undefined, status: query.status, page: query.page },
      }),
    placeholderData: keepPreviousData,
  })
}

/** `GET /admin/promoters/{id}`: a 404 is the "Promoter not found" state, not a retry loop. */
export function useAdminPromoter(id: string) {
  return useQuery({
    queryKey: adminPromoterKey(id),
    queryFn: ({ signal }) =>
      api.get<AdminPromoterDetail>(`/admin/promoters/${id}`, { signal, notify: false }),
    retry: false,
  })
}

export const setPromoterStatus = (id: string, status: PromoterStatus) =>
  api.put<AdminPromoterStatusResult>(`/admin/promoters/${id}/status`, { status }, { notify: false })
export const setPromoterFlags = (
  id: string,
  flags: { isLaunched?: boolean; isSpotlight?: boolean },
) => api.put<AdminPromoterFlagsResult>(`/admin/promoters/${id}/flags`, flags, { notify: false })
export const updatePromoterProfile = (id: string, input: PromoterPatchInput) =>
  api.patch<AdminPromoterDetail>(`/admin/promoters/${id}/profile`, input, { notify: false })
export const removeGalleryItem = (id: string, itemId: string) =>
  api.delete<AdminPromoterDetail>(`/admin/promoters/${id}/gallery/${itemId}`, { notify: false })

// The gallery and schedule editor (ADR 0035): each write answers the whole edit screen.
const media = (id: string) => `/admin/promoters/${id}`
export const uploadPromoterPhoto = (id: string, file: File) =>
  apiUpload<AdminPromoterDetail>(`${media(id)}/gallery/images`, { file })
export const addPromoterVideo = (id: string, videoUrl: string) =>
  api.post<AdminPromoterDetail>(`${media(id)}/gallery/videos`, { videoUrl }, { notify: false })
export const savePromoterGalleryOrder = (id: string, ids: string[]) =>
  api.put<AdminPromoterDetail>(`${media(id)}/gallery/order`, { ids }, { notify: false })
export const setPromoterCover = (id: string, itemId: string) =>
  api.put<AdminPromoterDetail>(`${media(id)}/gallery/${itemId}/cover`, {}, { notify: false })
export const savePromoterSchedule = (id: string, input: ScheduleInput) =>
  api.put<AdminPromoterDetail>(`${media(id)}/schedule`, input, { notify: false })
