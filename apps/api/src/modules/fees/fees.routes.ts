import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import {
  ADMIN_ROLES,
  CacheSuggestionQuerySchema,
  CreateFeeScheduleSchema,
  ModerateRatingSchema,
  PayoutListQuerySchema,
  PublishFeeScheduleSchema,
  lineText,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { feesService } from './fees.service.ts'
import {
  AdminRatingDtoSchema,
  AdminRatingPageSchema,
  CacheSuggestionDtoSchema,
  CurrentFeesDtoSchema,
  EarningsDtoSchema,
  FeeScheduleDtoSchema,
  PayoutDtoSchema,
  PayoutOverviewDtoSchema,
} from '@galera/shared/jobs/fees.dto.ts'

const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
const PageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) })
const RatingListQuery = PageQuery.extend({
  q: z
    .union([lineText(100), z.literal('')])
    .optional()
    .transform((v) => (v ? v : undefined)),
})
const MASTER = ['admin_master'] as const

/** Fee schedules, earnings and payouts, ratings moderation and sugestao-cache. */
export async function feesModule(app: TypedApp, ctx: AppContext) {
  const svc = feesService(ctx)

  app.get(
    '/public/fees/current',
    {
      auth: 'public',
      schema: {
        tags: ['fees'],
        summary: 'The fee schedule in force now and the next announced one',
        response: { 200: CurrentFeesDtoSchema },
      },
    },
    async () => svc.current(),
  )

  app.get(
    '/public/cache-suggestion',
    {
      auth: 'public',
      schema: {
        tags: ['fees'],
        summary:
          'sugestao-cache: median and quartiles of the hourly cachê of accepted jobs (city → UF → country)',
        querystring: CacheSuggestionQuerySchema,
        response: { 200: CacheSuggestionDtoSchema },
      },
    },
    async (req) => svc.cacheSuggestion(req.query),
  )

  // ---- Fee schedules (admin) ----------------------------------------------------------------------
  const feeTags = ['admin', 'fees']

  app.get(
    '/admin/fee-schedules',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: feeTags,
        summary: 'Every fee schedule, newest first',
        response: { 200: z.array(FeeScheduleDtoSchema) },
      },
    },
    async () => svc.schedules(),
  )

  app.post(
    '/admin/fee-schedules',
    {
      auth: MASTER,
      schema: {
        tags: feeTags,
        summary: 'Creates a draft schedule',
        body: CreateFeeScheduleSchema,
        response: { 201: FeeScheduleDtoSchema },
      },
    },
    async (req, reply) => {
      const dto = await svc.create(req.user!, req.body, req.ip)
      void reply.code(201)
      return dto
    },
  )

  app.post(
    '/admin/fee-schedules/:id/publish',
    {
      auth: MASTER,
      schema: {
        tags: feeTags,
        summary:
          'Publishes a draft from 00:00 (São Paulo) of a day ≥ 15 days ahead; notifies every provider',
        params: IdParams,
        body: PublishFeeScheduleSchema,
        response: { 200: FeeScheduleDtoSchema },
      },
    },
    async (req) =>
      svc.publish(req.user!, req.params.id, req.body.effectiveFrom, req.locale, req.ip),
  )

  app.post(
    '/admin/fee-schedules/:id/withdraw',
    {
      auth: MASTER,
      schema: {
        tags: feeTags,
        summary: 'Withdraws a published schedule that is not in force yet',
        params: IdParams,
        response: { 200: FeeScheduleDtoSchema },
      },
    },
    async (req) => svc.withdraw(req.user!, req.params.id, req.ip),
  )

  // ---- Payouts and earnings -----------------------------------------------------------------------
  app.get(
    '/admin/payouts',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: ['admin', 'payouts'],
        summary: 'Ledger totals (reconciled) and the payouts, due or paid, in pages of 20',
        querystring: PayoutListQuerySchema,
        response: { 200: PayoutOverviewDtoSchema },
      },
    },
    async (req) => svc.payouts(req.query),
  )

  app.post(
    '/admin/payouts/:id/paid',
    {
      auth: MASTER,
      schema: {
        tags: ['admin', 'payouts'],
        summary: 'Marks a due payout paid (once; not before its due day)',
        params: IdParams,
        response: { 200: PayoutDtoSchema },
      },
    },
    async (req) => svc.markPaid(req.user!, req.params.id, req.ip),
  )

  app.get(
    '/promoter/earnings',
    {
      auth: ['promoter'],
      schema: {
        tags: ['promoter panel'],
        summary:
          'My earnings statement: charged, fees and net; the net held, due, paid and refunded',
        querystring: PageQuery,
        response: { 200: EarningsDtoSchema },
      },
    },
    async (req) => svc.earnings(req.user!.id, req.query.page),
  )

  // ---- Ratings moderation -------------------------------------------------------------------------
  const ratingTags = ['admin', 'ratings']

  app.get(
    '/admin/ratings',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: ratingTags,
        summary: 'Every rating, newest first; search in the comment and both names',
        querystring: RatingListQuery,
        response: { 200: AdminRatingPageSchema },
      },
    },
    async (req) => svc.ratings(req.query),
  )

  app.patch(
    '/admin/ratings/:id',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: ratingTags,
        summary: 'Edits an offensive comment (audited with before and after)',
        params: IdParams,
        body: ModerateRatingSchema,
        response: { 200: AdminRatingDtoSchema },
      },
    },
    async (req) => svc.editRating(req.user!, req.params.id, req.body.comment, req.ip),
  )

  app.post(
    '/admin/ratings/:id/hide',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: ratingTags,
        summary: 'Hides a rating from the profile and the score',
        params: IdParams,
        response: { 200: AdminRatingDtoSchema },
      },
    },
    async (req) => svc.hideRating(req.user!, req.params.id, req.ip),
  )

  app.post(
    '/admin/ratings/:id/unhide',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: ratingTags,
        summary: 'Shows a hidden rating again',
        params: IdParams,
        response: { 200: AdminRatingDtoSchema },
      },
    },
    async (req) => svc.unhideRating(req.user!, req.params.id, req.ip),
  )
}
