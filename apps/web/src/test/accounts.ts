import { PROFILE_CODE } from '@galera/shared/auth/profiles.ts'

type AdminRole = 'admin_master' | 'admin_basic'

/** What `GET /api/auth/me` answers for Ada, the admin of the screen tests, in either admin kind. */
export function adminMe(role: AdminRole = 'admin_master') {
  return {
    userId: 'a1',
    name: 'Ada Admin',
    email: 'ada@galera.dev',
    role,
    profile: PROFILE_CODE[role],
    locale: 'pt-BR',
    company: null,
  }
}
