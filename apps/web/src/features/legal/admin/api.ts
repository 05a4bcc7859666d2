import { useQuery } from '@tanstack/react-query'
import type {
  CurrentTerms,
  PublishTermsVersionInput,
  TermsVersionRow,
} from '@galera/shared/legal/terms-versions.schemas.ts'
import { api } from '../../../lib/api-client.ts'
import { loadDomain, useLocale } from '../../../lib/i18n.ts'

export const CURRENT_TERMS_KEY = ['terms', 'current'] as const
export const TERMS_VERSIONS_KEY = ['admin', 'terms-versions'] as const

/** The version in force and the upcoming one (in the request language). */
export function useCurrentTerms() {
  const { locale } = useLocale()
  return useQuery({
    queryKey: [...CURRENT_TERMS_KEY, locale],
    queryFn: async ({ signal }) => {
      const [answer] = await Promise.all([
        api.get<CurrentTerms>('/public/terms-versions/current', {
          signal,
          notify: false,
          redirectOn401: false,
        }),
        loadDomain('admin'),
      ])
      return answer
    },
  })
}

export const objectToTerms = (termsVersionId: string, reason?: string) =>
  api.post<{ id: string; message: string }>(
    '/me/terms-objections',
    { termsVersionId, reason: reason || undefined },
    { notify: false },
  )

export function useTermsVersions() {
  return useQuery({
    queryKey: TERMS_VERSIONS_KEY,
    queryFn: ({ signal }) =>
      api.get<TermsVersionRow[]>('/admin/terms-versions', { signal, notify: false }),
    retry: false,
  })
}
export const publishTermsVersion = (input: PublishTermsVersionInput) =>
  api.post<TermsVersionRow>('/admin/terms-versions', input, { notify: false })
