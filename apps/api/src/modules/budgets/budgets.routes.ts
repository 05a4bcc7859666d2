import type { FastifyRequest } from 'fastify'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import {
  BudgetListQuerySchema,
  BudgetRequestSchema,
  CounterProposalSchema,
  ProposalAnswerSchema,
  ProposalListQuerySchema,
  ProposalReasonSchema,
  BudgetDetailDtoSchema,
  BudgetListDtoSchema,
  SupplierProposalDtoSchema,
  SupplierProposalListDtoSchema,
  OkDtoSchema,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { budgetsService, type Caller } from './budgets.service.ts'
import { proposalsService } from './proposals.service.ts'
import { subscribeBudgetSuspension } from './budgets.events.ts'
import { idempotencyKey } from '../../platform/http/idempotency.ts'

const uuid = () => z.uuid({ error: 'validation.invalid' })
const IdParams = z.object({ id: uuid() })
const ChooseParams = z.object({ id: uuid(), proposalId: uuid() })
type IdParams = z.infer<typeof IdParams>
type ChooseParams = z.infer<typeof ChooseParams>

const caller = (req: FastifyRequest): Caller => ({ id: req.user!.id, locale: req.locale })

const HIRERS = ['client', 'company'] as const
const SUPPLIER = ['supplier'] as const

/**
 * Budgets (ADR 0021): `/api/client/budgets…` (clients and companies) and
 * `/api/supplier/proposals…` (suppliers). Someone else's budget or proposal is 404.
 */
export async function budgetsModule(app: TypedApp, ctx: AppContext) {
  const budgets = budgetsService(ctx)
  const proposals = proposalsService(ctx)
  // A suspended account's live offers end with it (ADR 0012 domain event, ADR 0021).
  const unsubscribe = subscribeBudgetSuspension(ctx)
  app.addHook('onClose', async () => unsubscribe())
  const clientTags = ['budgets']
  const supplierTags = ['supplier requests']

  app.post(
    '/client/budgets',
    {
      auth: HIRERS,
      schema: {
        tags: clientTags,
        summary: 'Asks 1–3 suppliers for a budget on a product; optional Idempotency-Key header',
        body: BudgetRequestSchema,
        response: { 201: BudgetDetailDtoSchema, 200: BudgetDetailDtoSchema },
      },
    },
    async (req, reply) => {
      const { budget, created } = await budgets.request(caller(req), req.body, idempotencyKey(req))
      void reply.code(created ? 201 : 200)
      return budget
    },
  )

  app.get(
    '/client/budgets',
    {
      auth: HIRERS,
      schema: {
        tags: clientTags,
        summary: 'My budgets on a tab, with counts per tab',
        querystring: BudgetListQuerySchema,
        response: { 200: BudgetListDtoSchema },
      },
    },
    async (req) => budgets.list(caller(req), req.query),
  )

  app.get(
    '/client/budgets/:id',
    {
      auth: HIRERS,
      schema: {
        tags: clientTags,
        summary: 'One of my budgets with its proposals',
        params: IdParams,
        response: { 200: BudgetDetailDtoSchema },
      },
    },
    async (req) => budgets.get(caller(req), req.params.id),
  )

  app.post(
    '/client/budgets/:id/proposals/:proposalId/choose',
    {
      auth: HIRERS,
      schema: {
        tags: clientTags,
        summary: 'Closes the deal with one answered proposal',
        params: ChooseParams,
        response: { 200: BudgetDetailDtoSchema },
      },
    },
    async (req) => {
      const p = req.params
      return budgets.choose(caller(req), p.id, p.proposalId)
    },
  )

  app.post(
    '/client/budgets/:id/cancel',
    {
      auth: HIRERS,
      schema: {
        tags: clientTags,
        summary: 'Cancels an open budget or a deal',
        params: IdParams,
        response: { 200: BudgetDetailDtoSchema },
      },
    },
    async (req) => budgets.cancel(caller(req), req.params.id),
  )

  app.delete(
    '/client/budgets/:id',
    {
      auth: HIRERS,
      schema: {
        tags: clientTags,
        summary: 'Removes a finished budget from my list',
        params: IdParams,
        response: { 200: OkDtoSchema },
      },
    },
    async (req) => budgets.remove(caller(req), req.params.id),
  )

  app.get(
    '/supplier/proposals',
    {
      auth: SUPPLIER,
      schema: {
        tags: supplierTags,
        summary: 'My budget requests on a tab, with counts per tab',
        querystring: ProposalListQuerySchema,
        response: { 200: SupplierProposalListDtoSchema },
      },
    },
    async (req) => proposals.list(caller(req), req.query),
  )

  app.get(
    '/supplier/proposals/:id',
    {
      auth: SUPPLIER,
      schema: {
        tags: supplierTags,
        summary: 'One of my budget requests',
        params: IdParams,
        response: { 200: SupplierProposalDtoSchema },
      },
    },
    async (req) => proposals.get(caller(req), req.params.id),
  )

  app.post(
    '/supplier/proposals/:id/answer',
    {
      auth: SUPPLIER,
      schema: {
        tags: supplierTags,
        summary: 'Answers with values (before the answer deadline)',
        params: IdParams,
        body: ProposalAnswerSchema,
        response: { 200: SupplierProposalDtoSchema },
      },
    },
    async (req) => proposals.answer(caller(req), req.params.id, req.body),
  )

  app.post(
    '/supplier/proposals/:id/counter',
    {
      auth: SUPPLIER,
      schema: {
        tags: supplierTags,
        summary: 'Counter-proposal: values for other terms',
        params: IdParams,
        body: CounterProposalSchema,
        response: { 200: SupplierProposalDtoSchema },
      },
    },
    async (req) => proposals.counter(caller(req), req.params.id, req.body),
  )

  app.post(
    '/supplier/proposals/:id/decline',
    {
      auth: SUPPLIER,
      schema: {
        tags: supplierTags,
        summary: 'Declines a new request (another supplier gets it)',
        params: IdParams,
        body: ProposalReasonSchema,
        response: { 200: SupplierProposalDtoSchema },
      },
    },
    async (req) => proposals.decline(caller(req), req.params.id, req.body.reason),
  )

  app.post(
    '/supplier/proposals/:id/give-up',
    {
      auth: SUPPLIER,
      schema: {
        tags: supplierTags,
        summary: 'Withdraws an answer',
        params: IdParams,
        body: ProposalReasonSchema,
        response: { 200: SupplierProposalDtoSchema },
      },
    },
    async (req) => proposals.giveUp(caller(req), req.params.id, req.body.reason),
  )

  app.post(
    '/supplier/proposals/:id/contacted',
    {
      auth: SUPPLIER,
      schema: {
        tags: supplierTags,
        summary: 'Contact with the client finished (before the contact deadline)',
        params: IdParams,
        response: { 200: SupplierProposalDtoSchema },
      },
    },
    async (req) => proposals.contacted(caller(req), req.params.id),
  )
}
