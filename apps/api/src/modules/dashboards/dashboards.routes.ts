import { ADMIN_ROLES, AdminDashboardDtoSchema, SupplierDashboardDtoSchema } from '@galera/shared'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import type { AppContext } from '../../platform/context.ts'
import { dashboardsService } from './dashboards.service.ts'

/** The supplier's Start tab and the admin Start tab. */
export async function dashboardsModule(app: TypedApp, ctx: AppContext) {
  const svc = dashboardsService(ctx)

  app.get(
    '/supplier/dashboard',
    {
      auth: ['supplier'],
      schema: {
        tags: ['suppliers'],
        summary:
          'Start tab: requests waiting for an answer, answer rate and time, deals, ratings, promotions',
        response: { 200: SupplierDashboardDtoSchema },
      },
    },
    async (req) => svc.supplier(req.user!.id, req.locale),
  )

  app.get(
    '/admin/dashboard',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: ['admin'],
        summary:
          "Start tab: users by role, open budgets, this month's jobs and revenue, latest products and companies, auctions, today's slides",
        response: { 200: AdminDashboardDtoSchema },
      },
    },
    async () => svc.admin(),
  )
}
