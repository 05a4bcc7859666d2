import type { MatrixRoute } from './route.ts'

/** Legal routes beyond sign-up's terms (see ../authorization-matrix.ts). */
export const LEGAL_MATRIX: MatrixRoute[] = [
  // ADR 0032: the DPO named on the site, from the configuration.
  { method: 'GET', url: '/api/public/legal/dpo', allowed: 'public' },
]
