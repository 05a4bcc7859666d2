import type { MatrixRoute } from './route.ts'
import { ADMINS, NO_ID } from './roles.ts'

/** ADR 0033: admins (master and basic) read and correct a user's account data. */
export const ADMIN_USERS_MATRIX: MatrixRoute[] = [
  { method: 'GET', url: `/api/admin/users/${NO_ID}/account`, allowed: ADMINS },
  { method: 'PATCH', url: `/api/admin/users/${NO_ID}/account`, allowed: ADMINS, body: {} },
]
