import { generatePath } from 'react-router'
import { ADMIN_ROLES, PROVIDER_ROLES, roleFromProfile } from '@galera/shared/auth/profiles.ts'
import type { LoginArea } from '@galera/shared/errors/error-codes.ts'
import { WEB_PATHS } from '@galera/shared/web-paths.ts'

/**
 * Named routes (STYLE.md: no URL strings inside components). Spec §2 names in comments.
 * This module is a leaf (data and two pure helpers) so every layer may import it.
 */
export const routes = {
  /** The paths the API also links to (notifications, e-mails, slides, sitemap). */
  ...WEB_PATHS,
  /** login-client */
  loginClient: '/login',
  loginCompany: '/login/company/:id',
  /** login-suppliers (promoters and suppliers) */
  loginSuppliers: '/promotor',
  /** login-admin */
  loginAdmin: '/admin',
  adminUsers: '/admin/users',
  adminCertifications: '/admin/certifications',
  adminAdmins: '/admin/admins',
  adminTerms: '/admin/terms',
  adminAudit: '/admin/audit',
  forgotPassword: '/esqueci-senha',
  /** cadastro, cadastro-empresa, and the provider sign-ups reached from /promotor */
  signupClient: '/cadastro',
  signupCompany: '/cadastro-empresa',
  signupPromoter: '/promotor/cadastro',
  signupSupplier: '/promotor/cadastro-fornecedor',
  /** All ratings of an item (comments/{id}). */
  comments: '/comments/:id',
  /** promoter-panel (home) and its profile editor. */
  promoterPanel: '/promotor/panel/promoter',
  promoterEditProfile: '/promotor/panel/promoter/editProfile',
  adminPromoters: '/admin/promoters',
  adminPromoter: '/admin/promoter/:id',
  /** ADR 0019: the promoter's solicitations by tab (one of them: WEB_PATHS). */
  promoterJobs: '/promotor/panel/promoter/status/:tab',
  /** solicitation: the hirer's (client or company) solicitations by tab. */
  hirerJobs: '/company/panel/company/solicitation/:tab',
  /** sugestao-cache: a fair cachê from real jobs. */
  cacheSuggestion: '/sugestao-cache',
  adminFees: '/admin/fees',
  adminPayouts: '/admin/payouts',
  adminRatings: '/admin/ratings',
  /** Admin settings tabs (categories, materials, colours). */
  adminSettings: '/admin/settings/:tab',
  /** The settings menu entry without a tab opens the first tab (ADR 0031). */
  adminSettingsIndex: '/admin/settings',
  /** The supplier's company page editor (settings → company page). */
  supplierCompanyPage: '/promotor/panel/supplier/settings/company',
  /** The supplier list. */
  suppliers: '/fornecedores',
  /** My budgets (tabs all, open, finished); the products tab of search is `?tab=products`. */
  hirerBudgets: '/company/panel/company/budgets/:tab',
  /** A reverse auction (request for proposals to every supplier of a category). */
  reverseAuctionNew: '/company/panel/company/reverse-auction',
  /** choose: the gift questionnaire, profile 3 only (ADR 0009). */
  choose: '/choose',
  /** The supplier panel — Requests tab (budget inbox, reverse auctions) and settings. */
  supplierRequests: '/promotor/panel/supplier/requests/:tab',
  supplierProducts: '/promotor/panel/supplier/settings/products',
  supplierProduct: '/promotor/panel/supplier/settings/products/:id',
  /** Admin products (list, edit, status, comments). */
  adminProducts: '/admin/products',
  adminProduct: '/admin/product/:id',
  /** ADR 0022: admin Auctions tab (register and follow) and one auction. */
  adminAuctions: '/admin/auctions',
  adminAuction: '/admin/auction/:id',
  /** Admin Suppliers tab and one supplier's tabs (registration, budgets, …). */
  adminSuppliers: '/admin/suppliers',
  adminSupplier: '/admin/supplier/:id/:tab',
  /** ADR 0058: reported conversations and the (audited) reading of one. */
  adminConversations: '/admin/conversations',
  adminConversation: '/admin/conversation/:id',
  /** Supplier Start (dashboard) and Promotions tabs. */
  supplierStart: '/promotor/panel/supplier/start',
  supplierPromotions: '/promotor/panel/supplier/promotions/:tab',
  supplierAdInvoices: '/promotor/panel/supplier/ad-invoices',
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

/**
 * Where a user lands after login: admins → admin home; promoters → their panel; suppliers →
 * their Start tab (dashboard); hirers → home.
 */
export function landingPathFor(profile: number): string {
  const role = roleFromProfile(profile)
  if (role && ADMIN_ROLES.includes(role)) return routes.homeAdmin
  if (role === 'promoter') return routes.promoterPanel
  if (role && PROVIDER_ROLES.includes(role)) return routes.supplierStart
  return routes.home
}

/**
 * `/choose` sends a signed-in user who is not a personal client (profile 3) to the client login
 * with this reason: the page says why instead of bouncing them home (spec §2, ADR 0028).
 */
export const CHOOSE_REFUSED = 'choose-clients-only'

export function isChooseRefusal(state: unknown): boolean {
  return (state as { reason?: unknown } | null)?.reason === CHOOSE_REFUSED
}

/**
 * Where a login page was sent from (`state.from`, set by the guards and the hire button), when it
 * is a local path: after login the user goes back there instead of their landing.
 */
export function returnPathFrom(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : undefined
}
