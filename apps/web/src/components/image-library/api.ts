import type { ImageArea, ImageDto, ImagePage } from '@galera/shared/media/media.schemas.ts'
import { ADMIN_ROLES, roleFromProfile, type Role } from '@galera/shared/auth/profiles.ts'
import { ApiError, api } from '../../lib/api-client.ts'
import { env } from '../../config/env.ts'
import { i18n, localeHeader, translateMessage } from '../../lib/i18n.ts'

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

/**
 * `POST /api/me/images` through XMLHttpRequest, the one browser API that reports upload progress.
 * Errors come back as ApiError with the server's translated message (413, 415, 422…).
 */
export function uploadMyImage(
  file: File,
  purpose: 'avatar' | 'gallery' | 'document',
  onProgress: (percent: number) => void,
): Promise<ImageDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${env.apiUrl}/api/me/images`)
    xhr.withCredentials = true
    xhr.setRequestHeader('locale', localeHeader())
    xhr.setRequestHeader('X-App-Key', env.appKey)
    xhr.setRequestHeader('X-App-Secret', env.appSecret)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100))
    }
    xhr.onerror = () =>
      reject(
        new ApiError({ status: 0, code: 'NETWORK_ERROR', message: i18n.t('httpStatus.network') }),
      )
    xhr.onload = () => {
      let body: Record<string, unknown> | null = null
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && 'data' in body) {
        resolve(body.data as ImageDto)
        return
      }
      const errors = Array.isArray(body?.errors)
        ? (body.errors as { field: string; message: string }[]).map((e) => ({
            field: String(e.field ?? ''),
            message: translateMessage(String(e.message)),
          }))
        : []
      const message =
        errors[0]?.message ??
        (typeof body?.message === 'string' ? body.message : i18n.t('httpStatus.other'))
      reject(
        new ApiError({
          status: xhr.status,
          code: (typeof body?.code === 'string' ? body.code : 'UNKNOWN') as ApiError['code'],
          message,
          errors,
        }),
      )
    }
    const form = new FormData()
    form.append('purpose', purpose)
    form.append('file', file)
    xhr.send(form)
  })
}
