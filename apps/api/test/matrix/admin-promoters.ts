import type { MatrixRoute } from './route.ts'
import { ADMINS, NO_ID } from './roles.ts'

/** ADR 0035: the admin edits a promoter's gallery and schedule (see ../authorization-matrix.ts). */
export const ADMIN_PROMOTERS_MATRIX: MatrixRoute[] = [
  {
    method: 'POST',
    url: `/api/admin/promoters/${NO_ID}/gallery/images`,
    allowed: ADMINS,
    body: {},
  },
  {
    method: 'POST',
    url: `/api/admin/promoters/${NO_ID}/gallery/videos`,
    allowed: ADMINS,
    body: {},
  },
  { method: 'PUT', url: `/api/admin/promoters/${NO_ID}/gallery/order`, allowed: ADMINS, body: {} },
  {
    method: 'PUT',
    url: `/api/admin/promoters/${NO_ID}/gallery/${NO_ID}/cover`,
    allowed: ADMINS,
    body: {},
  },
  { method: 'PUT', url: `/api/admin/promoters/${NO_ID}/schedule`, allowed: ADMINS, body: {} },
]
