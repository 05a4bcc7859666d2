/**
 * ADR 0044 transition list: the /api routes that do not declare `schema.response` yet, as
 * `"METHOD /api/url"`. The registry refuses any other route without one
 * (`registerResponseRequirement` in responses.ts). Each route given its response schemas deletes
 * its line here; when the list is empty this file is deleted.
 */
export const RESPONSES_PENDING: ReadonlySet<string> = new Set([
  'GET /api/admin/dashboard',
  'GET /api/client/jobs',
  'GET /api/client/jobs/:id',
  'GET /api/promoter/jobs',
  'GET /api/promoter/jobs/:id',
  'GET /api/public/calendar/:file',
  'GET /api/supplier/dashboard',
  'POST /api/client/jobs',
  'POST /api/client/jobs/:id/cancel',
  'POST /api/client/jobs/:id/rating',
  'POST /api/promoter/calendar-feed',
  'POST /api/promoter/jobs/:id/accept',
  'POST /api/promoter/jobs/:id/cancel',
  'POST /api/promoter/jobs/:id/decline',
  'POST /api/promoter/jobs/:id/rating',
])
