import type { MatrixRoute } from './route.ts'
import { NO_ID } from './roles.ts'

/** The supplier's company page and the public supplier list and page. */
export const SUPPLIERS_MATRIX: MatrixRoute[] = [
  { method: 'GET', url: '/api/supplier/company-page', allowed: ['supplier'] },
  { method: 'PUT', url: '/api/supplier/company-page', allowed: ['supplier'], body: {} },
  { method: 'GET', url: '/api/public/suppliers', allowed: 'public' },
  { method: 'GET', url: `/api/public/suppliers/${NO_ID}`, allowed: 'public' },
]
