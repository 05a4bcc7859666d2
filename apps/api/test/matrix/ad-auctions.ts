import type { MatrixRoute } from './route.ts'
import { ADMINS, NO_ID } from './roles.ts'

/** Ad auction routes (see ../authorization-matrix.ts). */
export const AD_AUCTIONS_MATRIX: MatrixRoute[] = [
  // Admins: register, edit, cancel, follow
  { method: 'POST', url: '/api/admin/ad-auctions/example', allowed: ADMINS, body: {} },
  { method: 'POST', url: '/api/admin/ad-auctions', allowed: ADMINS, body: {} },
  { method: 'GET', url: '/api/admin/ad-auctions', allowed: ADMINS },
  { method: 'GET', url: '/api/admin/ad-auctions?phase=open&kind=company&page=1', allowed: ADMINS },
  { method: 'GET', url: `/api/admin/ad-auctions/${NO_ID}`, allowed: ADMINS },
  { method: 'PUT', url: `/api/admin/ad-auctions/${NO_ID}`, allowed: ADMINS, body: {} },
  { method: 'POST', url: `/api/admin/ad-auctions/${NO_ID}/cancel`, allowed: ADMINS, body: {} },
  { method: 'GET', url: `/api/admin/ad-auctions/${NO_ID}/bids`, allowed: ADMINS },
  // Suppliers: bid, win, upload the art, cancel the ad
  { method: 'GET', url: '/api/supplier/ad-auctions', allowed: ['supplier'] },
  { method: 'GET', url: '/api/supplier/ad-auctions?tab=won&page=1', allowed: ['supplier'] },
  { method: 'GET', url: `/api/supplier/ad-auctions/${NO_ID}`, allowed: ['supplier'] },
  { method: 'GET', url: `/api/supplier/ad-auctions/${NO_ID}/bids`, allowed: ['supplier'] },
  {
    method: 'POST',
    url: `/api/supplier/ad-auctions/${NO_ID}/bids`,
    allowed: ['supplier'],
    body: { amountCents: 10_000 },
  },
  {
    method: 'POST',
    url: `/api/supplier/ad-auctions/${NO_ID}/art`,
    allowed: ['supplier'],
    body: {},
  },
  {
    method: 'POST',
    url: `/api/supplier/ad-auctions/${NO_ID}/cancel-ad`,
    allowed: ['supplier'],
    body: {},
  },
  // Live stream: admins and suppliers (an unknown id is 404 before any stream opens)
  { method: 'GET', url: `/api/ad-auctions/${NO_ID}/live`, allowed: [...ADMINS, 'supplier'] },
]
