import type { LoginArea } from '../errors/error-codes.ts'

/** PRODUCT.md "Who uses it": the numeric `profile` code of the spec, stored as a role string. */
export const ROLES = [
  'admin_master',
  'admin_basic',
  'client',
  'supplier',
  'promoter',
  'company',
] as const
export type Role = (typeof ROLES)[number]

export const PROFILE_CODE: Record<Role, number> = {
  admin_master: 1,
  admin_basic: 2,
  client: 3,
  supplier: 4,
  promoter: 5,
  company: 6,
}

export function roleFromProfile(profile: number): Role | undefined {
  return ROLES.find((r) => PROFILE_CODE[r] === profile)
}

/** The area each role belongs to; a 401 sends the browser to `login-{area}`. */
export const ROLE_AREA: Record<Role, LoginArea> = {
  admin_master: 'admin',
  admin_basic: 'admin',
  client: 'client',
  company: 'client',
  supplier: 'suppliers',
  promoter: 'suppliers',
}

export const ADMIN_ROLES: readonly Role[] = ['admin_master', 'admin_basic']
export const HIRER_ROLES: readonly Role[] = ['client', 'company']
export const PROVIDER_ROLES: readonly Role[] = ['supplier', 'promoter']

/** Which login endpoint accepts which roles (spec §7). */
export const LOGIN_ROLES = {
  admin: ADMIN_ROLES,
  /** `POST /auth/login`: clients, companies, promoters, suppliers. */
  user: [...HIRER_ROLES, ...PROVIDER_ROLES] as readonly Role[],
  company: ['company'] as readonly Role[],
} as const
