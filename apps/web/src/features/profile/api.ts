import { useQuery } from '@tanstack/react-query'
import type {
  CepAddress,
  ChangeEmailInput,
  ChangePasswordInput,
  CloseAccountInput,
  Consent,
  MyProfile,
  OptionItem,
  OptionSetName,
  UpdateProfileInput,
} from '@galera/shared'
import { env } from '../../config/env.ts'
import { api, ApiError, apiRequest } from '../../lib/api-client.ts'
import { i18n, localeHeader, useLocale } from '../../lib/i18n.ts'

export const MY_PROFILE_KEY = ['me', 'profile'] as const
export const MY_CONSENTS_KEY = ['me', 'consents'] as const

export function useMyProfile() {
  return useQuery({
    queryKey: MY_PROFILE_KEY,
    queryFn: ({ signal }) => api.get<MyProfile>('/me/profile', { signal, notify: false }),
    refetchOnMount: 'always',
    retry: false,
  })
}

export const updateProfile = (input: UpdateProfileInput) =>
  apiRequest<MyProfile>('/me/profile', { method: 'PATCH', body: input, notify: false })
export const changePassword = (input: ChangePasswordInput) =>
  api.put<{ ok: true }>('/me/password', input, { notify: false })
export const changeEmail = (input: ChangeEmailInput) =>
  api.put<MyProfile>('/me/email', input, { notify: false })

export function useMyConsents() {
  return useQuery({
    queryKey: MY_CONSENTS_KEY,
    queryFn: ({ signal }) => api.get<Consent[]>('/me/consents', { signal, notify: false }),
    retry: false,
  })
}
export const grantConsent = (kind: string) => api.post<Consent[]>(`/me/consents/${kind}`, {})
export const revokeConsent = (kind: string) => api.delete<Consent[]>(`/me/consents/${kind}`)
export const closeAccount = (input: CloseAccountInput) =>
  api.post<{ ok: true }>('/me/close', input, { notify: false })

/**
 * "Baixar meus dados": the file is not in the envelope, so it is fetched here with the same
 * headers as every API call (app key, locale, cookie) and saved from a blob.
 */
export async function downloadMyData(): Promise<void> {
  const res = await fetch(`${env.apiUrl}/api/me/export`, {
    headers: {
      locale: localeHeader(),
      'X-App-Key': env.appKey,
      'X-App-Secret': env.appSecret,
      Accept: 'application/json',
    },
    credentials: 'include',
  })
  if (!res.ok) {
    throw new ApiError({
      status: res.status,
      code: 'UNKNOWN',
      message: i18n.exists(`httpStatus.${res.status}`)
        ? i18n.t(`httpStatus.${res.status}`)
        : i18n.t('httpStatus.other'),
    })
  }
  const disposition = res.headers.get('content-disposition') ?? ''
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'galera-eventos-meus-dados.json'
  const url = URL.createObjectURL(await res.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export function useOptionLists() {
  const { locale } = useLocale()
  return useQuery({
    queryKey: ['public', 'options', locale],
    queryFn: ({ signal }) =>
      api.get<Record<OptionSetName, OptionItem[]>>('/options', { signal, notify: false }),
    staleTime: 60 * 60_000,
  })
}

export { useCities, useUfs } from '../../lib/locations.ts'

export const lookupCep = (cep: string) =>
  api.get<CepAddress>(`/cep/${cep.replace(/\D/g, '')}`, { notify: false })
