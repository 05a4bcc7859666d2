import { PRODUCTS_MATRIX } from './matrix/products.ts'
import { BUDGETS_MATRIX } from './matrix/budgets.ts'
import { RATINGS_MATRIX } from './matrix/ratings.ts'
import { REVERSE_AUCTIONS_MATRIX } from './matrix/reverse-auctions.ts'
import { ADMINS, HIRERS, NO_ID, PROVIDERS } from './matrix/roles.ts'
import type { MatrixRoute } from './matrix/route.ts'

export type { MatrixRoute }
import { JOBS_MATRIX } from './matrix/jobs.ts'
import { PAYMENTS_MATRIX } from './matrix/payments.ts'
import { FEES_MATRIX } from './matrix/fees.ts'
import { CALENDAR_MATRIX } from './matrix/calendar.ts'
import { SUPPLIERS_MATRIX } from './matrix/suppliers.ts'
import { CATALOGUE_SETTINGS_MATRIX } from './matrix/catalogue-settings.ts'
import { AD_AUCTIONS_MATRIX } from './matrix/ad-auctions.ts'
import { BANNERS_MATRIX } from './matrix/banners.ts'
import { ADMIN_SUPPLIERS_MATRIX } from './matrix/admin-suppliers.ts'
import { DASHBOARDS_MATRIX } from './matrix/dashboards.ts'
import { CERTIFICATION_MATRIX } from './matrix/certification.ts'
import { LEGAL_MATRIX } from './matrix/legal.ts'
import { ADMIN_USERS_MATRIX } from './matrix/admin-users.ts'
import { ADMIN_PROMOTERS_MATRIX } from './matrix/admin-promoters.ts'
import { CONVERSATIONS_MATRIX } from './matrix/conversations.ts'
import { MAIL_QUEUE_MATRIX } from './matrix/mail-queue.ts'

/**
 * SECURITY.md "Authorization": every route × every role. Each module lists its routes here; the
 * matrix test (src/authorization.matrix.test.ts) logs in one user per role and checks that
 * anonymous callers get 401, wrong roles 403, and allowed roles neither.
 */
export const MATRIX: MatrixRoute[] = [
  { method: 'GET', url: '/api/health', allowed: 'public' },
  { method: 'GET', url: '/api/public/categories', allowed: 'public' },
  { method: 'GET', url: `/api/public/categories/${NO_ID}/subcategories`, allowed: 'public' },
  { method: 'GET', url: '/api/public/colors', allowed: 'public' },
  { method: 'GET', url: '/api/getUfs', allowed: 'public' },
  { method: 'GET', url: '/api/getCitiesByUfs?uf=BA', allowed: 'public' },
  { method: 'GET', url: '/api/options', allowed: 'public' },
  {
    method: 'POST',
    url: '/api/check/user',
    allowed: 'public',
    body: { access: 'nobody@galera.dev' },
  },
  // Public since ADR 0029: anonymous callers get `data: null` (a dead token is still a 401).
  { method: 'GET', url: '/api/auth/me', allowed: 'public' },
  { method: 'PUT', url: '/api/auth/me/locale', allowed: 'user', body: { locale: 'pt-BR' } },
  { method: 'GET', url: '/api/admin/overview', allowed: ADMINS },
  // Images and notifications
  { method: 'GET', url: '/api/notifications', allowed: 'user' },
  { method: 'POST', url: '/api/notifications/read-all', allowed: 'user' },
  { method: 'GET', url: '/api/me/avatar', allowed: 'user' },
  { method: 'GET', url: '/api/admin/images', allowed: ADMINS },
  { method: 'GET', url: '/api/admin/selectColors', allowed: ADMINS },
  { method: 'GET', url: '/api/supplier/images', allowed: PROVIDERS },
  { method: 'GET', url: '/api/supplier/selectColors', allowed: PROVIDERS },
  { method: 'GET', url: '/api/client/images', allowed: HIRERS },
  { method: 'GET', url: '/api/client/selectColors', allowed: HIRERS },
  // Profile and LGPD
  { method: 'GET', url: '/api/me/profile', allowed: 'user' },
  // Sign-in, sign-up, reset and public reads: bodies that fail validation, so the
  // matrix checks the guard without creating accounts or sessions.
  { method: 'POST', url: '/api/auth/login', allowed: 'public', body: {} },
  { method: 'POST', url: '/api/auth/login/admin', allowed: 'public', body: {} },
  { method: 'POST', url: '/api/acessLoginCompany', allowed: 'public', body: {} },
  { method: 'POST', url: '/api/check/code', allowed: 'public', body: {} },
  { method: 'PUT', url: `/api/reset/password/${NO_ID}`, allowed: 'public', body: {} },
  { method: 'GET', url: '/api/cep/not-a-cep', allowed: 'public' },
  { method: 'GET', url: `/api/public/categories/${NO_ID}`, allowed: 'public' },
  { method: 'GET', url: `/api/public/companies/${NO_ID}`, allowed: 'public' },
  { method: 'POST', url: '/api/register/client', allowed: 'public', body: {} },
  { method: 'POST', url: '/api/register/company', allowed: 'public', body: {} },
  { method: 'POST', url: '/api/register/promoter', allowed: 'public', body: {} },
  { method: 'POST', url: '/api/register/supplier', allowed: 'public', body: {} },
  { method: 'PATCH', url: '/api/me/profile', allowed: 'user', body: {} },
  { method: 'POST', url: '/api/me/consents/unknown', allowed: 'user', body: {} },
  { method: 'DELETE', url: '/api/me/consents/unknown', allowed: 'user' },
  { method: 'GET', url: '/api/me/consents', allowed: 'user' },
  { method: 'GET', url: '/api/me/export', allowed: 'user' },
  { method: 'GET', url: '/api/client/choose/eligibility', allowed: ['client'] },
  // Promoter panel
  { method: 'GET', url: '/api/promoter/panel', allowed: ['promoter'] },
  { method: 'GET', url: '/api/promoter/gallery', allowed: ['promoter'] },
  { method: 'GET', url: '/api/promoter/schedule', allowed: ['promoter'] },
  // Admin and moderation
  { method: 'GET', url: '/api/admin/users', allowed: ADMINS },
  { method: 'GET', url: '/api/admin/audit', allowed: ADMINS },
  { method: 'GET', url: '/api/admin/certifications', allowed: ADMINS },
  { method: 'GET', url: '/api/admin/admins', allowed: ['admin_master'] },
  { method: 'GET', url: '/api/admin/terms-versions', allowed: ['admin_master'] },
  { method: 'GET', url: '/api/me/certification', allowed: [...HIRERS, ...PROVIDERS] },
  { method: 'GET', url: '/api/public/terms-versions/current', allowed: 'public' },
  // Promoter search
  { method: 'GET', url: '/api/public/promoters?q=recepcionista', allowed: 'public' },
  // Public promoter profile and ratings
  { method: 'GET', url: `/api/public/promoters/${NO_ID}`, allowed: 'public' },
  { method: 'GET', url: `/api/public/ratings/${NO_ID}?page=1`, allowed: 'public' },

  // Writes. The guard runs before validation, so an empty body still tells 401/403 apart; an
  // allowed caller gets 404/415/422 (or a harmless success) and nothing else changes.
  { method: 'POST', url: `/api/admin/users/${NO_ID}/suspend`, allowed: ADMINS, body: {} },
  { method: 'POST', url: `/api/admin/users/${NO_ID}/reactivate`, allowed: ADMINS, body: {} },
  {
    method: 'POST',
    url: `/api/admin/suppliers/${NO_ID}/reset-password`,
    allowed: ADMINS,
    body: {},
  },
  { method: 'POST', url: '/api/admin/admins', allowed: ['admin_master'], body: {} },
  { method: 'PATCH', url: `/api/admin/admins/${NO_ID}`, allowed: ['admin_master'], body: {} },
  { method: 'POST', url: `/api/admin/certifications/${NO_ID}/approve`, allowed: ADMINS, body: {} },
  { method: 'POST', url: `/api/admin/certifications/${NO_ID}/refuse`, allowed: ADMINS, body: {} },
  { method: 'POST', url: '/api/admin/terms-versions', allowed: ['admin_master'], body: {} },
  { method: 'POST', url: '/api/me/certification', allowed: [...HIRERS, ...PROVIDERS], body: {} },
  { method: 'POST', url: '/api/me/images', allowed: 'user', body: {} },
  { method: 'PUT', url: '/api/me/avatar', allowed: 'user', body: {} },
  { method: 'DELETE', url: `/api/me/images/${NO_ID}`, allowed: 'user' },
  { method: 'PUT', url: '/api/me/password', allowed: 'user', body: {} },
  { method: 'PUT', url: '/api/me/email', allowed: 'user', body: {} },
  { method: 'POST', url: '/api/me/terms-objections', allowed: 'user', body: {} },
  { method: 'POST', url: `/api/notifications/${NO_ID}/read`, allowed: 'user', body: {} },
  { method: 'POST', url: '/api/me/close', allowed: 'user', body: {} },
  { method: 'POST', url: '/api/admin/upload/product', allowed: ADMINS, body: {} },
  { method: 'POST', url: '/api/supplier/upload/product', allowed: PROVIDERS, body: {} },
  { method: 'POST', url: '/api/client/upload/product', allowed: HIRERS, body: {} },
  { method: 'POST', url: '/api/promoter/gallery/images', allowed: ['promoter'], body: {} },
  { method: 'POST', url: '/api/promoter/gallery/videos', allowed: ['promoter'], body: {} },
  { method: 'PUT', url: '/api/promoter/gallery/order', allowed: ['promoter'], body: {} },
  { method: 'PUT', url: `/api/promoter/gallery/${NO_ID}/cover`, allowed: ['promoter'], body: {} },
  { method: 'DELETE', url: `/api/promoter/gallery/${NO_ID}`, allowed: ['promoter'] },
  { method: 'PUT', url: '/api/promoter/schedule', allowed: ['promoter'], body: {} },
  // Admin: promoters (ADR 0017) and the home spotlight
  { method: 'GET', url: '/api/public/promoters/spotlight', allowed: 'public' },
  { method: 'GET', url: '/api/admin/promoters', allowed: ADMINS },
  { method: 'GET', url: `/api/admin/promoters/${NO_ID}`, allowed: ADMINS },
  { method: 'PUT', url: `/api/admin/promoters/${NO_ID}/status`, allowed: ADMINS, body: {} },
  { method: 'PUT', url: `/api/admin/promoters/${NO_ID}/flags`, allowed: ADMINS, body: {} },
  { method: 'PATCH', url: `/api/admin/promoters/${NO_ID}/profile`, allowed: ADMINS, body: {} },
  { method: 'DELETE', url: `/api/admin/promoters/${NO_ID}/gallery/${NO_ID}`, allowed: ADMINS },
  // Hiring promoters, fees and payouts, the calendar feed
  ...JOBS_MATRIX,
  ...PAYMENTS_MATRIX,
  ...FEES_MATRIX,
  ...LEGAL_MATRIX,
  ...CALENDAR_MATRIX,
  ...SUPPLIERS_MATRIX,
  ...CATALOGUE_SETTINGS_MATRIX,
  // Products, budgets, ratings, reverse auctions and /choose
  ...PRODUCTS_MATRIX,
  ...BUDGETS_MATRIX,
  ...RATINGS_MATRIX,
  ...REVERSE_AUCTIONS_MATRIX,
  ...AD_AUCTIONS_MATRIX,
  ...BANNERS_MATRIX,
  ...ADMIN_SUPPLIERS_MATRIX,
  ...ADMIN_USERS_MATRIX,
  ...DASHBOARDS_MATRIX,
  ...CERTIFICATION_MATRIX,
  ...ADMIN_PROMOTERS_MATRIX,
  ...CONVERSATIONS_MATRIX,
  ...MAIL_QUEUE_MATRIX,
]
