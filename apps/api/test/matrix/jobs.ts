import type { MatrixRoute } from './route.ts'
import { HIRERS, NO_ID } from './roles.ts'

/** Routes of this slice (see ../authorization-matrix.ts). */
export const JOBS_MATRIX: MatrixRoute[] = [
  // Hirers (clients and companies)
  { method: 'GET', url: '/api/client/jobs', allowed: HIRERS },
  { method: 'GET', url: '/api/client/jobs?tab=requested&page=1', allowed: HIRERS },
  { method: 'GET', url: `/api/client/jobs/${NO_ID}`, allowed: HIRERS },
  { method: 'POST', url: '/api/client/jobs', allowed: HIRERS, body: {} },
  { method: 'POST', url: `/api/client/jobs/${NO_ID}/cancel`, allowed: HIRERS, body: {} },
  { method: 'POST', url: `/api/client/jobs/${NO_ID}/rating`, allowed: HIRERS, body: {} },
  // Promoters
  { method: 'GET', url: '/api/promoter/jobs', allowed: ['promoter'] },
  { method: 'GET', url: '/api/promoter/jobs?tab=accepted', allowed: ['promoter'] },
  { method: 'GET', url: `/api/promoter/jobs/${NO_ID}`, allowed: ['promoter'] },
  { method: 'POST', url: `/api/promoter/jobs/${NO_ID}/accept`, allowed: ['promoter'], body: {} },
  { method: 'POST', url: `/api/promoter/jobs/${NO_ID}/decline`, allowed: ['promoter'], body: {} },
  { method: 'POST', url: `/api/promoter/jobs/${NO_ID}/cancel`, allowed: ['promoter'], body: {} },
  { method: 'POST', url: `/api/promoter/jobs/${NO_ID}/rating`, allowed: ['promoter'], body: {} },
]
