import type { MatrixRoute } from './route.ts'

/** Routes of this slice (see ../authorization-matrix.ts). */
export const CALENDAR_MATRIX: MatrixRoute[] = [
  { method: 'POST', url: '/api/promoter/calendar-feed', allowed: ['promoter'], body: {} },
  {
    method: 'GET',
    url: '/api/public/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
    allowed: 'public',
  },
]
