import type { MatrixRoute } from './route.ts'
import { ADMINS } from './roles.ts'

/** Issue 7 (B2): the supplier's and the admin's Start tabs. */
export const DASHBOARDS_MATRIX: MatrixRoute[] = [
  { method: 'GET', url: '/api/supplier/dashboard', allowed: ['supplier'] },
  { method: 'GET', url: '/api/admin/dashboard', allowed: ADMINS },
]
