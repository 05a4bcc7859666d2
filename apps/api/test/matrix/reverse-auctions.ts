import type { MatrixRoute } from './route.ts'
import { HIRERS, NO_ID } from './roles.ts'

/** Reverse auctions and /choose routes (see ../authorization-matrix.ts). */
export const REVERSE_AUCTIONS_MATRIX: MatrixRoute[] = [
  { method: 'POST', url: '/api/client/reverse-auctions', allowed: HIRERS, body: {} },
  { method: 'GET', url: '/api/client/choose/suggestions?description=caneta', allowed: ['client'] },
  { method: 'GET', url: '/api/supplier/reverse-auctions', allowed: ['supplier'] },
  { method: 'GET', url: `/api/supplier/reverse-auctions/${NO_ID}`, allowed: ['supplier'] },
  {
    method: 'POST',
    url: `/api/supplier/reverse-auctions/${NO_ID}/proposal`,
    allowed: ['supplier'],
    body: {},
  },
]
