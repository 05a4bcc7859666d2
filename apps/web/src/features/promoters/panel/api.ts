import { useQuery } from '@tanstack/react-query'
import type {
  GalleryItemDto,
  PromoterPanelDto,
  ScheduleDto,
  ScheduleInput,
} from '@galera/shared/promoters/promoter.schemas.ts'
import { api } from '../../../lib/api-client.ts'

/** The signed-in promoter's panel (`/api/promoter/…`, ADR 0014). */
export const PANEL_KEY = ['promoter', 'panel'] as const
export const GALLERY_KEY = ['promoter', 'gallery'] as const
export const SCHEDULE_KEY = ['promoter', 'schedule'] as const

export function usePromoterPanel() {
  return useQuery({
    queryKey: PANEL_KEY,
    queryFn: ({ signal }) =>
      api.get<PromoterPanelDto>('/promoter/panel', { signal, notify: false }),
    refetchOnMount: 'always',
    retry: false,
  })
}

export function useGallery() {
  return useQuery({
    queryKey: GALLERY_KEY,
    queryFn: ({ signal }) =>
      api.get<GalleryItemDto[]>('/promoter/gallery', { signal, notify: false }),
    retry: false,
  })
}

export function useSchedule() {
  return useQuery({
    queryKey: SCHEDULE_KEY,
    queryFn: ({ signal }) => api.get<ScheduleDto>('/promoter/schedule', { signal, notify: false }),
    refetchOnMount: 'always',
    retry: false,
  })
}

export const addGalleryImage = (imageId: string) =>
  api.post<GalleryItemDto[]>('/promoter/gallery/images', { imageId }, { notify: false })
export const addGalleryVideo = (videoUrl: string) =>
  api.post<GalleryItemDto[]>('/promoter/gallery/videos', { videoUrl }, { notify: false })
export const saveGalleryOrder = (ids: string[]) =>
  api.put<GalleryItemDto[]>('/promoter/gallery/order', { ids }, { notify: false })
export const setGalleryCover = (itemId: string) =>
  api.put<GalleryItemDto[]>(`/promoter/gallery/${itemId}/cover`, {}, { notify: false })
export const removeGalleryItem = (itemId: string) =>
  api.delete<GalleryItemDto[]>(`/promoter/gallery/${itemId}`, { notify: false })
export const saveSchedule = (input: ScheduleInput) =>
  api.put<ScheduleDto>('/promoter/schedule', input, { notify: false })
