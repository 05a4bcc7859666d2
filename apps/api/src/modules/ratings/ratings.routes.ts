import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import {
  ProductRatingSchema,
  ProductRatingsQuerySchema,
  SupplierRatingSchema,
  ProductRatingDtoSchema,
  ProductRatingsPageDtoSchema,
  SupplierRatingSavedDtoSchema,
  OkDtoSchema,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { ratingsService } from './ratings.service.ts'

const ADMINS = ['admin_master', 'admin_basic'] as const
const uuid = () => z.uuid({ error: 'validation.invalid' })

const IdParams = z.object({ id: uuid() })
type IdParams = z.infer<typeof IdParams>

/** `commentId` '0' creates a rating; a uuid edits the caller's own (spec §7). */
const RateProductParams = z.object({
  commentId: z.union([z.literal('0'), uuid()], { error: 'validation.invalid' }),
  productId: uuid(),
})
type RateProductParams = z.infer<typeof RateProductParams>

const VoteParams = z.object({
  id: uuid(),
  vote: z.enum(['yes', 'no'], { error: 'validation.invalidOption' }),
})
type VoteParams = z.infer<typeof VoteParams>

/**
 * Ratings of budgets (ADR 0021): product and supplier ratings by the client of a
 * completed deal, helpful votes, the public list of a product and the admin removal.
 */
export async function ratingsModule(app: TypedApp, ctx: AppContext) {
  const svc = ratingsService(ctx)
  const tags = ['ratings']

  app.post(
    '/client/rankings/:commentId/product/:productId',
    {
      auth: ['client', 'company'],
      schema: {
        tags,
        summary: 'Rates the product of a completed deal (commentId 0) or edits my rating',
        params: RateProductParams,
        body: ProductRatingSchema,
        response: { 201: ProductRatingDtoSchema, 200: ProductRatingDtoSchema },
      },
    },
    async (req, reply) => {
      const p = req.params
      const { rating, created } = await svc.rateProduct(
        req.user!,
        p.commentId === '0' ? null : p.commentId,
        p.productId,
        req.body,
      )
      void reply.code(created ? 201 : 200)
      return rating
    },
  )

  app.post(
    '/client/supplier/ranking',
    {
      auth: ['client', 'company'],
      schema: {
        tags,
        summary: 'Rates the supplier of a completed deal (four criteria)',
        body: SupplierRatingSchema,
        response: { 201: SupplierRatingSavedDtoSchema },
      },
    },
    async (req, reply) => {
      const out = await svc.rateSupplier(req.user!, req.body)
      void reply.code(201)
      return out
    },
  )

  app.post(
    '/rankings/:id/product/commentHepful/:vote',
    {
      // Spec §8: clients (and companies, who hire like them) vote; providers and admins do not.
      auth: ['client', 'company'],
      schema: {
        tags,
        summary: 'Marks a product comment helpful (yes) or not (no), once',
        params: VoteParams,
        response: { 200: ProductRatingDtoSchema },
      },
    },
    async (req) => {
      const p = req.params
      return svc.vote(req.user!, p.id, p.vote)
    },
  )

  app.get(
    '/public/products/:id/ratings',
    {
      auth: 'public',
      schema: {
        tags,
        summary: 'Visible ratings of a product, newest first (myVote/mine with a session)',
        params: IdParams,
        querystring: ProductRatingsQuerySchema,
        response: { 200: ProductRatingsPageDtoSchema },
      },
    },
    async (req) => svc.list(req.params.id, req.user?.id ?? null, req.query.page),
  )

  app.get(
    '/admin/products/:id/ratings',
    {
      auth: ADMINS,
      schema: {
        tags,
        summary: 'Visible ratings of any product, active or not (moderation)',
        params: IdParams,
        querystring: ProductRatingsQuerySchema,
        response: { 200: ProductRatingsPageDtoSchema },
      },
    },
    async (req) => svc.list(req.params.id, req.user!.id, req.query.page, true),
  )

  app.delete(
    '/admin/ranking/:id/product',
    {
      auth: ADMINS,
      schema: {
        tags,
        summary: 'Removes a product comment (soft, audited)',
        params: IdParams,
        response: { 200: OkDtoSchema },
      },
    },
    async (req) => svc.remove(req.user!, req.params.id, req.ip),
  )
}
