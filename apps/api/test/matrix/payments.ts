import type { MatrixRoute } from './route.ts'
import { HIRERS, NO_ID } from './roles.ts'

/** Payment routes (ADR 0055); the provider's webhook is outside /api (its own tests). */
export const PAYMENTS_MATRIX: MatrixRoute[] = [
  { method: 'GET', url: `/api/client/jobs/${NO_ID}/payment`, allowed: HIRERS },
  { method: 'POST', url: `/api/client/jobs/${NO_ID}/payment`, allowed: HIRERS },
  { method: 'GET', url: `/api/promoter/jobs/${NO_ID}/payment`, allowed: ['promoter'] },
  { method: 'GET', url: '/api/promoter/payout-account', allowed: ['promoter'] },
  { method: 'PUT', url: '/api/promoter/payout-account', allowed: ['promoter'], body: {} },
  // ADR 0060: the winner's ad invoices.
  { method: 'GET', url: '/api/supplier/ad-invoices', allowed: ['supplier'] },
  { method: 'POST', url: `/api/supplier/ad-invoices/${NO_ID}/pay`, allowed: ['supplier'] },
  // ADR 0057: the admin master's payments screen.
  { method: 'GET', url: '/api/admin/payments', allowed: ['admin_master'] },
  { method: 'GET', url: '/api/admin/payments/reconciliation', allowed: ['admin_master'] },
  // ADR 0064: the ad payments on the same screen.
  { method: 'GET', url: '/api/admin/payments/ads', allowed: ['admin_master'] },
  { method: 'POST', url: '/api/admin/payments/reconciliation', allowed: ['admin_master'] },
  {
    method: 'POST',
    url: `/api/admin/payments/differences/${NO_ID}/resolve`,
    allowed: ['admin_master'],
  },
  // ADR 0063: the hirer's dispute and the admin master's decisions.
  { method: 'GET', url: `/api/client/jobs/${NO_ID}/dispute`, allowed: HIRERS },
  {
    method: 'POST',
    url: `/api/client/jobs/${NO_ID}/dispute`,
    allowed: HIRERS,
    body: { reason: 'no_show', description: 'O promotor não compareceu ao evento.' },
  },
  { method: 'GET', url: '/api/admin/payments/decisions', allowed: ['admin_master'] },
  {
    method: 'POST',
    url: `/api/admin/payments/${NO_ID}/decide`,
    allowed: ['admin_master'],
    body: { outcome: 'release', note: 'Decisão do teste da matriz.' },
  },
]
