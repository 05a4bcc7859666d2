import type { MatrixRoute } from './route.ts'
import { ADMINS, NO_ID } from './roles.ts'

/** Routes of this slice (see ../authorization-matrix.ts). */
export const FEES_MATRIX: MatrixRoute[] = [
  { method: 'GET', url: '/api/public/fees/current', allowed: 'public' },
  {
    method: 'GET',
    url: `/api/public/cache-suggestion?categoryId=${NO_ID}&uf=BA&city=Salvador&hours=8`,
    allowed: 'public',
  },
  { method: 'GET', url: '/api/admin/fee-schedules', allowed: ADMINS },
  { method: 'POST', url: '/api/admin/fee-schedules', allowed: ['admin_master'], body: {} },
  {
    method: 'POST',
    url: `/api/admin/fee-schedules/${NO_ID}/publish`,
    allowed: ['admin_master'],
    body: {},
  },
  {
    method: 'POST',
    url: `/api/admin/fee-schedules/${NO_ID}/withdraw`,
    allowed: ['admin_master'],
    body: {},
  },
  { method: 'GET', url: '/api/admin/payouts', allowed: ADMINS },
  { method: 'POST', url: `/api/admin/payouts/${NO_ID}/paid`, allowed: ['admin_master'], body: {} },
  { method: 'GET', url: '/api/promoter/earnings', allowed: ['promoter'] },
  { method: 'GET', url: '/api/admin/ratings', allowed: ADMINS },
  { method: 'PATCH', url: `/api/admin/ratings/${NO_ID}`, allowed: ADMINS, body: {} },
  { method: 'POST', url: `/api/admin/ratings/${NO_ID}/hide`, allowed: ADMINS, body: {} },
  { method: 'POST', url: `/api/admin/ratings/${NO_ID}/unhide`, allowed: ADMINS, body: {} },
]
