import type { MatrixRoute } from './route.ts'
import { ADMINS, NO_ID } from './roles.ts'

/** Admin catalogue settings and the public materials list. */
const S = '/api/admin/settings'
export const CATALOGUE_SETTINGS_MATRIX: MatrixRoute[] = [
  { method: 'GET', url: '/api/public/materials', allowed: 'public' },
  { method: 'GET', url: `${S}/categories?kind=product`, allowed: ADMINS },
  { method: 'POST', url: `${S}/categories`, allowed: ADMINS, body: {} },
  { method: 'PUT', url: `${S}/categories/order`, allowed: ADMINS, body: {} },
  { method: 'PUT', url: `${S}/categories/${NO_ID}`, allowed: ADMINS, body: {} },
  { method: 'PUT', url: `${S}/categories/${NO_ID}/status`, allowed: ADMINS, body: {} },
  { method: 'GET', url: `${S}/materials`, allowed: ADMINS },
  { method: 'POST', url: `${S}/materials`, allowed: ADMINS, body: {} },
  { method: 'PUT', url: `${S}/materials/${NO_ID}`, allowed: ADMINS, body: {} },
  { method: 'PUT', url: `${S}/materials/${NO_ID}/status`, allowed: ADMINS, body: {} },
  { method: 'GET', url: `${S}/colors`, allowed: ADMINS },
  { method: 'POST', url: `${S}/colors`, allowed: ADMINS, body: {} },
  { method: 'PUT', url: `${S}/colors/${NO_ID}`, allowed: ADMINS, body: {} },
  { method: 'DELETE', url: `${S}/colors/${NO_ID}`, allowed: ADMINS },
  { method: 'POST', url: `${S}/colors/texture`, allowed: ADMINS, body: {} },
  // Settings → Home (ADR 0023): a body that fails validation, so no role changes the home page.
  { method: 'GET', url: '/api/public/home-features', allowed: 'public' },
  { method: 'GET', url: `${S}/home`, allowed: ADMINS },
  { method: 'PUT', url: `${S}/home`, allowed: ADMINS, body: {} },
]
