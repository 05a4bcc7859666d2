import type { MatrixRoute } from './route.ts'
import { NO_ID } from './roles.ts'

/**
 * ADR 0066: only the admin master sees the mails that failed for good and sends them again;
 * ADR 0071: and the ticker's runs that failed for good.
 */
export const MAIL_QUEUE_MATRIX: MatrixRoute[] = [
  { method: 'GET', url: '/api/admin/mail-queue/failed', allowed: ['admin_master'] },
  {
    method: 'POST',
    url: `/api/admin/mail-queue/failed/${NO_ID}/retry`,
    allowed: ['admin_master'],
  },
  { method: 'GET', url: '/api/admin/ticker/failed', allowed: ['admin_master'] },
]
