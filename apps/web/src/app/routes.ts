import { generatePath } from 'react-router'
import { ADMIN_ROLES, PROVIDER_ROLES, roleFromProfile } from '@galera/shared/auth/profiles.ts'
import type { LoginArea } from '@galera/shared/errors/error-codes.ts'

/**
 * Named routes (STYLE.md: no URL strings inside components). Spec §2 names in comments.
 * This module is a leaf (data and two pure helpers) so every layer may import it.
 */
export const routes = {
  home: '/',
  about: '/sobre-galera-eventos',
  /** login-client */
  loginClient: '/login',
  loginCompany: '/login/company/:id',
  /** login-suppliers (promoters and suppliers) */
  loginSuppliers: '/promotor',
  /** login-admin */
  loginAdmin: '/admin',
  /** home-admin */
  homeAdmin: '/admin/home',
  adminUsers: '/admin/users',
  adminCertifications: '/admin/certifications',
  adminAdmins: '/admin/admins',
  adminTerms: '/admin/terms',
  adminAudit: '/admin/audit',
  profile: '/profile',
  forgotPassword: '/esqueci-senha',
  /** cadastro, cadastro-empresa, and the provider sign-ups reached from /promotor */
  signupClient: '/cadastro',
  signupCompany: '/cadastro-empresa',
  signupPromoter: '/promotor/cadastro',
  signupSupplier: '/promotor/cadastro-fornecedor',
  /** Search list; the screen comes with a later issue. */
  search: '/pesquisa/:term?',
} as const

export type RouteName = keyof typeof routes

export function pathTo(name: RouteName, params?: Record<string, string | undefined>): string {
  return generatePath(routes[name], params as never)
}

/** A 401 sends the browser to `login-{area}` (spec §2, PRODUCT.md). */
export const LOGIN_ROUTE_BY_AREA: Record<LoginArea, RouteName> = {
  client: 'loginClient',
  admin: 'loginAdmin',
  suppliers: 'loginSuppliers',
}

export function loginPathFor(area: LoginArea | undefined): string {
  return routes[LOGIN_ROUTE_BY_AREA[area ?? 'client'] ?? 'loginClient']
}

/** Where a user lands after login: admins → admin home; providers → profile; hirers → home. */
export function landingPathFor(profile: number): string {
  const role = roleFromProfile(profile)
  if (role && ADMIN_ROLES.includes(role)) return routes.homeAdmin
  if (role && PROVIDER_ROLES.includes(role)) return routes.profile
  return routes.home
}
