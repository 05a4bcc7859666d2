import { useQuery } from '@tanstack/react-query'
import type { CepAddress, OptionItem } from '@galera/shared/locations/location.dto.ts'
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  CloseAccountInput,
  UpdateProfileInput,
} from '@galera/shared/profile/profile.schemas.ts'
import type { Consent, MyProfile } from '@galera/shared/profile/profile.dto.ts'
import type { OptionSetName } from '@galera/shared/options/option-sets.ts'
import { api, apiDownload, apiRequest } from '../../lib/api-client.ts'
import { useLocale } from '../../lib/i18n.ts'

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
 * "Baixar meus dados": the file is not in the envelope; `apiDownload` fetches it with the same
 * headers as every API call and saves it.
 */
export const downloadMyData = () => apiDownload('/me/export', 'galera-eventos-meus-dados.json')

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
