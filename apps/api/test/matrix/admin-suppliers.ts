import type { MatrixRoute } from './route.ts'
import { ADMINS, NO_ID } from './roles.ts'

/** The admin Suppliers tab (reset password is in the main matrix, modules/admin). */
export const ADMIN_SUPPLIERS_MATRIX: MatrixRoute[] = [
  { method: 'GET', url: '/api/admin/suppliers', allowed: ADMINS },
  { method: 'GET', url: `/api/admin/suppliers/${NO_ID}`, allowed: ADMINS },
  { method: 'GET', url: `/api/admin/suppliers/${NO_ID}/budgets`, allowed: ADMINS },
  { method: 'GET', url: `/api/admin/suppliers/${NO_ID}/products`, allowed: ADMINS },
  { method: 'GET', url: `/api/admin/suppliers/${NO_ID}/promotions`, allowed: ADMINS },
  { method: 'GET', url: `/api/admin/suppliers/${NO_ID}/feedbacks`, allowed: ADMINS },
  {
    method: 'PUT',
    url: `/api/admin/suppliers/${NO_ID}/status`,
    allowed: ADMINS,
    body: { status: 'inactive' },
  },
  // ADR 0034: an empty body (422 for admins) checks the guard without writing.
  { method: 'PUT', url: `/api/admin/suppliers/${NO_ID}/registration`, allowed: ADMINS, body: {} },
]
