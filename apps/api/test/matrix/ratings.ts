import type { MatrixRoute } from './route.ts'
import { ADMINS, HIRERS, NO_ID } from './roles.ts'

/** Ratings routes (see ../authorization-matrix.ts). */
export const RATINGS_MATRIX: MatrixRoute[] = [
  { method: 'POST', url: `/api/client/rankings/0/product/${NO_ID}`, allowed: HIRERS, body: {} },
  { method: 'POST', url: '/api/client/supplier/ranking', allowed: HIRERS, body: {} },
  { method: 'POST', url: `/api/rankings/${NO_ID}/product/commentHepful/yes`, allowed: HIRERS },
  { method: 'GET', url: `/api/public/products/${NO_ID}/ratings?page=1`, allowed: 'public' },
  { method: 'GET', url: `/api/admin/products/${NO_ID}/ratings?page=1`, allowed: ADMINS },
  { method: 'DELETE', url: `/api/admin/ranking/${NO_ID}/product`, allowed: ADMINS },
]
