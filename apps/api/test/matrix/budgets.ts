import type { MatrixRoute } from './route.ts'
import { HIRERS, NO_ID } from './roles.ts'

/** Budget routes (see ../authorization-matrix.ts). */
export const BUDGETS_MATRIX: MatrixRoute[] = [
  // Clients and companies: their budget requests
  { method: 'POST', url: '/api/client/budgets', allowed: HIRERS, body: {} },
  { method: 'GET', url: '/api/client/budgets', allowed: HIRERS },
  { method: 'GET', url: '/api/client/budgets?tab=open&page=1', allowed: HIRERS },
  { method: 'GET', url: `/api/client/budgets/${NO_ID}`, allowed: HIRERS },
  {
    method: 'POST',
    url: `/api/client/budgets/${NO_ID}/proposals/${NO_ID}/choose`,
    allowed: HIRERS,
    body: {},
  },
  { method: 'POST', url: `/api/client/budgets/${NO_ID}/cancel`, allowed: HIRERS, body: {} },
  { method: 'DELETE', url: `/api/client/budgets/${NO_ID}`, allowed: HIRERS },
  // Suppliers: their proposals
  { method: 'GET', url: '/api/supplier/proposals', allowed: ['supplier'] },
  { method: 'GET', url: '/api/supplier/proposals?tab=deals&page=1', allowed: ['supplier'] },
  { method: 'GET', url: `/api/supplier/proposals/${NO_ID}`, allowed: ['supplier'] },
  {
    method: 'POST',
    url: `/api/supplier/proposals/${NO_ID}/answer`,
    allowed: ['supplier'],
    body: {},
  },
  {
    method: 'POST',
    url: `/api/supplier/proposals/${NO_ID}/counter`,
    allowed: ['supplier'],
    body: {},
  },
  {
    method: 'POST',
    url: `/api/supplier/proposals/${NO_ID}/decline`,
    allowed: ['supplier'],
    body: {},
  },
  {
    method: 'POST',
    url: `/api/supplier/proposals/${NO_ID}/give-up`,
    allowed: ['supplier'],
    body: {},
  },
  {
    method: 'POST',
    url: `/api/supplier/proposals/${NO_ID}/contacted`,
    allowed: ['supplier'],
    body: {},
  },
]
