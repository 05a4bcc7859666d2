import type { MatrixRoute } from './route.ts'
import { ADMINS, NO_ID } from './roles.ts'

/** Banners and home slides (see ../authorization-matrix.ts). */
export const BANNERS_MATRIX: MatrixRoute[] = [
  { method: 'GET', url: '/api/public/slides', allowed: 'public' },
  { method: 'GET', url: '/api/admin/banners', allowed: ADMINS },
  { method: 'GET', url: `/api/admin/banners/${NO_ID}`, allowed: ADMINS },
  { method: 'POST', url: '/api/admin/banners', allowed: ADMINS, body: {} },
  { method: 'POST', url: '/api/admin/banners/art', allowed: ADMINS, body: {} },
  { method: 'PUT', url: `/api/admin/banners/${NO_ID}`, allowed: ADMINS, body: {} },
  { method: 'DELETE', url: `/api/admin/banners/${NO_ID}`, allowed: ADMINS },
]
