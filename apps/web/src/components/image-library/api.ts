import type { ImageArea, ImageDto, ImagePage } from '@galera/shared/media/media.schemas.ts'
import { ADMIN_ROLES, roleFromProfile, type Role } from '@galera/shared/auth/profiles.ts'
import { api, apiUpload } from '../../lib/api-client.ts'

export const MY_AVATAR_KEY = ['images', 'avatar'] as const
export const libraryKey = (area: ImageArea) => ['images', 'library', area] as const

/** Spec §7: promoters and suppliers use the `supplier` library, clients and companies `client`. */
export function areaOfProfile(profile: number): ImageArea {
  const role = roleFromProfile(profile) as Role | undefined
  if (role && ADMIN_ROLES.includes(role)) return 'admin'
  if (role === 'supplier' || role === 'promoter') return 'supplier'
  return 'client'
}

export function fetchLibrary(area: ImageArea, page: number, signal?: AbortSignal) {
  return api.get<ImagePage>(`/${area}/images`, { query: { page }, signal })
}

/** `DELETE /api/me/images/:id`: soft, and my profile picture if it was this one. */
export function deleteMyImage(id: string) {
  return api.delete<{ ok: true }>(`/me/images/${id}`)
}

export function fetchMyAvatar() {
  return api.get<{ image: ImageDto | null }>('/me/avatar', { notify: false })
}

export function setMyAvatar(imageId: string) {
  return api.put<{ image: ImageDto }>('/me/avatar', { imageId })
}

/** `POST /api/me/images` with upload progress; errors come back as ApiError (413, 415, 422…). */
export function uploadMyImage(
  file: File,
  purpose: 'avatar' | 'gallery' | 'document',
  onProgress: (percent: number) => void,
): Promise<ImageDto> {
  return apiUpload<ImageDto>('/me/images', { file, fields: { purpose }, onProgress })
}
