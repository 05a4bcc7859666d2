import { useQuery } from '@tanstack/react-query'
import type {
  CheckCodeInput,
  LoginInput,
  ResetPasswordInput,
} from '@galera/shared/auth/auth.schemas.ts'
import type { CheckCodeResponse, LoginResponse } from '@galera/shared/auth/auth.dto.ts'
import { api } from '../../lib/api-client.ts'

/** Spec §7 login endpoints. */
export type LoginKind = 'user' | 'admin' | 'company'
const LOGIN_PATH: Record<LoginKind, string> = {
  user: '/auth/login',
  admin: '/auth/login/admin',
  company: '/acessLoginCompany',
}

/** The form shows every error itself (spec §8: except for the login calls). */
export function login(kind: LoginKind, input: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>(LOGIN_PATH[kind], input, { notify: false })
}

export interface CompanyBranding {
  id: string
  tradeName: string
}

export function useCompanyBranding(id: string | undefined) {
  return useQuery({
    queryKey: ['public', 'company', id],
    queryFn: ({ signal }) =>
      api.get<CompanyBranding>(`/public/companies/${encodeURIComponent(id ?? '')}`, {
        signal,
        notify: false,
      }),
    enabled: !!id,
    staleTime: 5 * 60_000,
  })
}

/** Forgot password step 1: always answers `{sent: true}` (never tells whether the e-mail exists). */
export function requestResetCode(access: string): Promise<{ sent: boolean }> {
  return api.post<{ sent: boolean }>('/check/user', { access }, { notify: false })
}

/** Step 2: e-mail + code → a short-lived reset token (kept in component state only). */
export function checkResetCode(input: CheckCodeInput): Promise<CheckCodeResponse> {
  return api.post<CheckCodeResponse>('/check/code', input, { notify: false })
}

/** Step 3. */
export function resetPassword(userId: string, input: ResetPasswordInput): Promise<{ ok: boolean }> {
  return api.put<{ ok: boolean }>(`/reset/password/${encodeURIComponent(userId)}`, input, {
    notify: false,
  })
}
