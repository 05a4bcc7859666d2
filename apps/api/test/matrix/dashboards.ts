import type { MatrixRoute } from './route.ts'
import { ADMINS } from './roles.ts'

/** The supplier's and the admin's Start tabs. */
export const DASHBOARDS_MATRIX: MatrixRoute[] = [
  { method: 'GET', url: '/api/supplier/dashboard', allowed: ['supplier'] },
  { method: 'GET', url: '/api/admin/dashboard', allowed: ADMINS },
]
