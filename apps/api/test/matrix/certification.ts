import type { MatrixRoute } from './route.ts'
import { ADMINS, NO_ID } from './roles.ts'

/** ADR 0026 routes of this slice (see ../authorization-matrix.ts). */
export const CERTIFICATION_MATRIX: MatrixRoute[] = [
  {
    method: 'POST',
    url: `/api/admin/users/${NO_ID}/certification-requirement`,
    allowed: ADMINS,
    body: { reason: 'Documentos divergentes' },
  },
  {
    method: 'DELETE',
    url: `/api/admin/users/${NO_ID}/certification-requirement`,
    allowed: ADMINS,
  },
]
