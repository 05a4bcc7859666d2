import { useQuery } from '@tanstack/react-query'
import type { LoginResponse } from '@galera/shared/auth/auth.schemas.ts'
import type { RegistrationKind } from '@galera/shared/registration/registration.schemas.ts'
import { env } from '../../config/env.ts'
import { api, ApiError } from '../../lib/api-client.ts'
import { i18n, localeHeader, useLocale } from '../../lib/i18n.ts'

/** `POST /register/{kind}`: creates the account and logs the browser in (cookie). */
export function registerAccount(kind: RegistrationKind, body: unknown) {
  return api.post<LoginResponse>(`/register/${kind}`, body, { notify: false })
}

export { useCities, useUfs } from '../../lib/locations.ts'

export interface PromoterCategory {
  id: string
  name: string
}

export function usePromoterCategories() {
  const { locale } = useLocale()
  return useQuery({
    queryKey: ['public', 'categories', 'promoter', locale],
    queryFn: ({ signal }) =>
      api.get<PromoterCategory[]>('/public/categories', {
        query: { kind: 'promoter' },
        signal,
        notify: false,
      }),
    staleTime: 10 * 60_000,
  })
}

/** `POST /me/images` (multipart `purpose` + `file`) for the signed-in user. */
async function uploadImage(file: File, purpose: 'avatar' | 'gallery'): Promise<{ id: string }> {
  const form = new FormData()
  form.append('purpose', purpose)
  form.append('file', file, file.name)
  const res = await fetch(`${env.apiUrl}/api/me/images`, {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: { locale: localeHeader(), 'X-App-Key': env.appKey, 'X-App-Secret': env.appSecret },
  })
  const body = (await res.json().catch(() => null)) as { data?: { id?: string } } | null
  if (!res.ok || !body?.data?.id)
    throw new ApiError({ status: res.status, code: 'UNKNOWN', message: i18n.t('httpStatus.other') })
  return { id: body.data.id }
}

/**
 * Sends the pictures chosen during the sign-up, once the account exists: the profile picture
 * (then `PUT /me/avatar`) and the gallery. Returns false when any of them did not go through.
 */
export async function uploadPictures(pictures: { avatar: File | null; gallery: File[] }) {
  let ok = true
  if (pictures.avatar) {
    try {
      const image = await uploadImage(pictures.avatar, 'avatar')
      await api.put('/me/avatar', { imageId: image.id }, { notify: false })
    } catch {
      ok = false
    }
  }
  // Only the promoter wizard offers gallery pictures: each one also goes into the gallery.
  for (const file of pictures.gallery) {
    try {
      const image = await uploadImage(file, 'gallery')
      await api.post('/promoter/gallery/images', { imageId: image.id }, { notify: false })
    } catch {
      ok = false
    }
  }
  return ok
}
