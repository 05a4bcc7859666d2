import { z } from 'zod'
import {
  DecisionDtoSchema,
  DecisionSchema,
  HirerDisputeDtoSchema,
  OpenDisputeSchema,
  PendingDecisionsDtoSchema,
} from '@galera/shared'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import type { AppContext } from '../../platform/context.ts'
import { paymentDisputesService } from './payment-disputes.service.ts'

const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
const HIRERS = ['client', 'company'] as const
const MASTER = ['admin_master'] as const

/** Disputes of held money and the admin master's decisions (ADR 0063). */
export async function paymentDisputesModule(app: TypedApp, ctx: AppContext) {
  const svc = paymentDisputesService(ctx)

  app.get(
    '/client/jobs/:id/dispute',
    {
      auth: HIRERS,
      schema: {
        tags: ['payments'],
        summary: "My job's dispute window, whether a dispute may be opened now, and my dispute",
        params: IdParams,
        response: { 200: HirerDisputeDtoSchema },
      },
    },
    async (req) => svc.view(req.user!.id, req.params.id),
  )

  app.post(
    '/client/jobs/:id/dispute',
    {
      auth: HIRERS,
      schema: {
        tags: ['payments'],
        summary: 'Opens a dispute in the window: the release waits for an admin (audited)',
        params: IdParams,
        body: OpenDisputeSchema,
        response: { 200: HirerDisputeDtoSchema },
      },
    },
    async (req) => svc.open(req.user!, req.params.id, req.body, req.ip),
  )

  app.get(
    '/admin/payments/decisions',
    {
      auth: MASTER,
      schema: {
        tags: ['payments'],
        summary: 'Held payments waiting for a decision: open disputes and flags',
        response: { 200: PendingDecisionsDtoSchema },
      },
    },
    async () => svc.pending(),
  )

  app.post(
    '/admin/payments/:id/decide',
    {
      auth: MASTER,
      schema: {
        tags: ['payments'],
        summary: 'Releases the money to the promoter or refunds the hirer, in full or in part',
        params: IdParams,
        body: DecisionSchema,
        response: { 200: DecisionDtoSchema },
      },
    },
    async (req) => svc.decide(req.user!, req.params.id, req.body, req.ip),
  )
}
