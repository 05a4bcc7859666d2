import { useQuery } from '@tanstack/react-query'
import type { LoginResponse } from '@galera/shared/auth/auth.schemas.ts'
import type { RegistrationKind } from '@galera/shared/registration/registration.schemas.ts'
import { api, apiUpload } from '../../lib/api-client.ts'
import { useLocale } from '../../lib/i18n.ts'

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
const uploadImage = (file: File, purpose: 'avatar' | 'gallery') =>
  apiUpload<{ id: string }>('/me/images', { file, fields: { purpose } })

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
