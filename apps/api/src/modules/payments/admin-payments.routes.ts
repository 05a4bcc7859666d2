import { z } from 'zod'
import {
  AdminPaymentsDtoSchema,
  AdminPaymentsQuerySchema,
  ReconciliationDtoSchema,
} from '@galera/shared'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import type { AppContext } from '../../platform/context.ts'
import { adminPaymentsService } from './admin-payments.service.ts'

const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
const MASTER = ['admin_master'] as const

/** The admin master's payments screen (ADR 0057): buckets, payments, reconciliation. */
export async function adminPaymentsModule(app: TypedApp, ctx: AppContext) {
  const svc = adminPaymentsService(ctx)

  app.get(
    '/admin/payments',
    {
      auth: MASTER,
      schema: {
        tags: ['payments'],
        summary: 'Where the money is (buckets that add up to what was received) and the payments',
        querystring: AdminPaymentsQuerySchema,
        response: { 200: AdminPaymentsDtoSchema },
      },
    },
    async (req) => svc.list(req.query.status, req.query.page),
  )

  app.get(
    '/admin/payments/reconciliation',
    {
      auth: MASTER,
      schema: {
        tags: ['payments'],
        summary: "The last reconciliation of the provider's charges with the ledger",
        response: { 200: ReconciliationDtoSchema },
      },
    },
    async () => svc.reconciliation(),
  )

  app.post(
    '/admin/payments/reconciliation',
    {
      auth: MASTER,
      schema: {
        tags: ['payments'],
        summary: 'Runs the reconciliation now (audited)',
        response: { 200: ReconciliationDtoSchema },
      },
    },
    async (req) => svc.reconcileNow(req.user!, req.ip),
  )

  app.post(
    '/admin/payments/differences/:id/resolve',
    {
      auth: MASTER,
      schema: {
        tags: ['payments'],
        summary: 'Marks a reconciliation difference as resolved (audited)',
        params: IdParams,
        response: { 200: ReconciliationDtoSchema },
      },
    },
    async (req) => svc.resolve(req.user!, req.params.id, req.ip),
  )
}
