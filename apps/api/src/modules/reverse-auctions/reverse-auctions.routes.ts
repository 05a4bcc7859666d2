import type { FastifyRequest } from 'fastify'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import {
  AuctionProposalSchema,
  ChooseSuggestionsQuerySchema,
  ReverseAuctionSchema,
  AuctionProposalSentDtoSchema,
  ChooseSuggestionDtoSchema,
  OpenAuctionDtoSchema,
  ReverseAuctionCreatedDtoSchema,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { reverseAuctionsService } from './reverse-auctions.service.ts'
import { idempotencyKey } from '../../platform/http/idempotency.ts'

const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
type IdParams = z.infer<typeof IdParams>

/** The signed-in user, speaking the language of this request. */
const caller = (req: FastifyRequest): AuthUser => ({ ...req.user!, locale: req.locale })

/**
 * Reverse auctions (ADR 0021): clients and companies open one; suppliers of the category
 * see the open ones and send one proposal each. Plus the /choose suggestions (profile 3 only).
 */
export async function reverseAuctionsModule(app: TypedApp, ctx: AppContext) {
  const svc = reverseAuctionsService(ctx)
  const clientTags = ['reverse auctions']
  const supplier = { auth: ['supplier'] as const, tags: ['supplier reverse auctions'] }

  app.post(
    '/client/reverse-auctions',
    {
      auth: ['client', 'company'],
      schema: {
        tags: clientTags,
        summary: 'Opens a reverse auction in a category; optional Idempotency-Key header',
        body: ReverseAuctionSchema,
        response: { 201: ReverseAuctionCreatedDtoSchema, 200: ReverseAuctionCreatedDtoSchema },
      },
    },
    async (req, reply) => {
      const { auction, created } = await svc.create(caller(req), req.body, idempotencyKey(req))
      void reply.code(created ? 201 : 200)
      return auction
    },
  )

  app.get(
    '/client/choose/suggestions',
    {
      auth: ['client'],
      schema: {
        tags: clientTags,
        summary: 'Up to 8 products matching the /choose description, best match first',
        querystring: ChooseSuggestionsQuerySchema,
        response: { 200: z.array(ChooseSuggestionDtoSchema) },
      },
    },
    async (req) => {
      const q = req.query
      return svc.suggestions(q.description, q.categoryId, req.locale)
    },
  )

  app.get(
    '/supplier/reverse-auctions',
    {
      auth: supplier.auth,
      schema: {
        tags: supplier.tags,
        summary: 'Open reverse auctions of the categories I sell in',
        response: { 200: z.array(OpenAuctionDtoSchema) },
      },
    },
    async (req) => svc.openList(caller(req)),
  )

  app.get(
    '/supplier/reverse-auctions/:id',
    {
      auth: supplier.auth,
      schema: {
        tags: supplier.tags,
        summary: 'One open reverse auction',
        params: IdParams,
        response: { 200: OpenAuctionDtoSchema },
      },
    },
    async (req) => svc.get(caller(req), req.params.id),
  )

  app.post(
    '/supplier/reverse-auctions/:id/proposal',
    {
      auth: supplier.auth,
      schema: {
        tags: supplier.tags,
        summary: 'Sends my one proposal, until the deadline',
        params: IdParams,
        body: AuctionProposalSchema,
        response: { 201: AuctionProposalSentDtoSchema },
      },
    },
    async (req, reply) => {
      const out = await svc.propose(caller(req), req.params.id, req.body)
      void reply.code(201)
      return out
    },
  )
}
