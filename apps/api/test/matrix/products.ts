import type { MatrixRoute } from './route.ts'
import { ADMINS, NO_ID } from './roles.ts'

/** The supplier's products, admin moderation and the public list and page. */
export const PRODUCTS_MATRIX: MatrixRoute[] = [
  { method: 'GET', url: '/api/supplier/products', allowed: ['supplier'] },
  { method: 'POST', url: '/api/supplier/products', allowed: ['supplier'], body: {} },
  { method: 'GET', url: `/api/supplier/products/${NO_ID}`, allowed: ['supplier'] },
  { method: 'PUT', url: `/api/supplier/products/${NO_ID}`, allowed: ['supplier'], body: {} },
  {
    method: 'PATCH',
    url: `/api/supplier/products/${NO_ID}/status`,
    allowed: ['supplier'],
    body: {},
  },
  {
    method: 'PUT',
    url: `/api/supplier/product/${NO_ID}/image/${NO_ID}`,
    allowed: ['supplier'],
    body: {},
  },
  { method: 'GET', url: '/api/admin/products', allowed: ADMINS },
  { method: 'GET', url: `/api/admin/products/${NO_ID}`, allowed: ADMINS },
  { method: 'PUT', url: `/api/admin/products/${NO_ID}`, allowed: ADMINS, body: {} },
  { method: 'PATCH', url: `/api/admin/products/${NO_ID}/status`, allowed: ADMINS, body: {} },
  {
    method: 'PUT',
    url: `/api/admin/product/${NO_ID}/image/${NO_ID}`,
    allowed: ADMINS,
    body: {},
  },
  { method: 'GET', url: '/api/public/products?q=caneta', allowed: 'public' },
  { method: 'GET', url: `/api/public/products/${NO_ID}`, allowed: 'public' },
]
