import { z } from 'zod'
import { PaymentDtoSchema, PayoutAccountDtoSchema, PayoutAccountSchema } from '@galera/shared'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import type { AppContext } from '../../platform/context.ts'
import { rawResponse } from '../../platform/http/responses.ts'
import type { AsaasWebhookEvent } from './asaas.client.ts'
import { paymentsService } from './payments.service.ts'
import { applyWebhook, webhookTokenValid } from './payments.webhook.ts'
import { paymentDisputesModule } from './payment-disputes.routes.ts'

const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
const PayoutAccountAnswer = z.object({ account: PayoutAccountDtoSchema.nullable() })

/**
 * A job's payment (ADR 0055): the hirer opens and reads it, the promoter reads it; the promoter's
 * payout data (a Pix key).
 */
export async function paymentsModule(app: TypedApp, ctx: AppContext) {
  const service = paymentsService(ctx)
  const hirers = ['client', 'company'] as const

  app.get(
    '/client/jobs/:id/payment',
    {
      auth: hirers,
      schema: {
        tags: ['payments'],
        summary: "My job's payment (status, deadline, the open Pix code)",
        params: IdParams,
        response: { 200: PaymentDtoSchema },
      },
    },
    async (req) => service.view('hirer', req.user!.id, req.params.id),
  )

  app.post(
    '/client/jobs/:id/payment',
    {
      auth: hirers,
      schema: {
        tags: ['payments'],
        summary: 'Opens the charge at the provider (once) and answers its Pix code and card page',
        params: IdParams,
        response: { 200: PaymentDtoSchema },
      },
    },
    async (req) => service.open(req.user!.id, req.params.id),
  )

  app.get(
    '/promoter/jobs/:id/payment',
    {
      auth: ['promoter'],
      schema: {
        tags: ['payments'],
        summary: "A job's payment as its promoter sees it (held, releasing on, released)",
        params: IdParams,
        response: { 200: PaymentDtoSchema },
      },
    },
    async (req) => {
      const dto = await service.view('promoter', req.user!.id, req.params.id)
      return { ...dto, pix: null, cardUrl: null }
    },
  )

  app.get(
    '/promoter/payout-account',
    {
      auth: ['promoter'],
      schema: {
        tags: ['payments'],
        summary: 'Where my released money goes (a Pix key), or null',
        response: { 200: PayoutAccountAnswer },
      },
    },
    async (req) => ({ account: await service.payoutAccount(req.user!.id) }),
  )

  app.put(
    '/promoter/payout-account',
    {
      auth: ['promoter'],
      schema: {
        tags: ['payments'],
        summary: 'Saves my Pix key (checked by its type: CPF, CNPJ, e-mail, phone, random key)',
        body: PayoutAccountSchema,
        response: { 200: PayoutAccountAnswer },
      },
    },
    async (req) => ({ account: await service.savePayoutAccount(req.user!.id, req.body) }),
  )

  // Disputes of held money and the admin master's decisions (ADR 0063).
  await paymentDisputesModule(app, ctx)
}

const WebhookBody = z
  .object({
    id: z.string().min(1).max(200),
    event: z.string().min(1).max(100),
    payment: z
      .object({ id: z.string().min(1).max(100), value: z.number(), billingType: z.string() })
      .passthrough()
      .optional(),
  })
  .passthrough()

/**
 * `POST /webhooks/asaas`, outside `/api` (the provider calls it, not the web app): 401 without the
 * configured `asaas-access-token`; 200 once the event is recorded (a replay answers 200 too, so
 * the provider stops retrying).
 */
export async function paymentWebhookModule(app: TypedApp, ctx: AppContext) {
  app.post(
    '/webhooks/asaas',
    {
      auth: 'public',
      schema: {
        hide: true,
        response: {
          200: rawResponse('application/json', 'The outcome of the event'),
          400: rawResponse('application/json', 'Not an event'),
          401: rawResponse('application/json', 'Without the configured token'),
        },
      },
    },
    async (req, reply) => {
      if (!webhookTokenValid(ctx, req.headers['asaas-access-token']))
        return reply.code(401).type('application/json').send('{"error":"unauthorized"}')
      const parsed = WebhookBody.safeParse(req.body)
      if (!parsed.success)
        return reply.code(400).type('application/json').send('{"error":"bad event"}')
      const outcome = await applyWebhook(ctx, parsed.data as AsaasWebhookEvent)
      return reply.type('application/json').send(JSON.stringify({ outcome }))
    },
  )
}
