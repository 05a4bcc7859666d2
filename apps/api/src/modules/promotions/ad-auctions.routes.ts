import type { FastifyRequest } from 'fastify'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import {
  ADMIN_ROLES,
  AdArtFieldsSchema,
  AdAuctionDtoSchema,
  AdAuctionInputSchema,
  AdAuctionListQuerySchema,
  ArtDtoSchema,
  BidDtoSchema,
  BidInputSchema,
  SupplierAdAuctionDtoSchema,
  pagedSchema,
  type Role,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import { idempotencyKey } from '../../platform/http/idempotency.ts'
import { rawResponse } from '../../platform/http/responses.ts'
import { readUpload } from '../../platform/files/uploads.ts'
import { liveStreams } from '../../platform/live/live-streams.ts'
import { subscribeAdAuctionSuspension } from './ad-auctions.events.ts'
import { AD_BIDS_CHANNEL } from './ad-auctions.live.ts'
import { adAuctionsService, type Caller } from './ad-auctions.service.ts'

const uuid = () => z.uuid({ error: 'validation.invalid' })
const IdParams = z.object({ id: uuid() })
type IdParams = z.infer<typeof IdParams>
const SupplierListQuery = z.object({
  tab: z.enum(['open', 'mine', 'won'], { error: 'validation.invalidOption' }).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

const SUPPLIER = ['supplier'] as const
const LIVE_READERS: readonly Role[] = [...ADMIN_ROLES, 'supplier']

const caller = (req: FastifyRequest): Caller => ({
  id: req.user!.id,
  locale: req.locale,
  ip: req.ip,
})

/**
 * Ad auctions (ADR 0022): `/api/admin/ad-auctions…` (admins), `/api/supplier/ad-auctions…`
 * (suppliers) and the live stream `/api/ad-auctions/:id/live` (both).
 */
export async function adAuctionsModule(app: TypedApp, ctx: AppContext) {
  const svc = adAuctionsService(ctx)
  const unsubscribe = subscribeAdAuctionSuspension(ctx)
  const adminTags = ['admin ad auctions']
  const supplierTags = ['supplier ad auctions']

  // ---- live: one LISTEN per process; streams by auction id ---------------------------------
  const live = liveStreams<{ readerId: string | null }>(app, ctx, {
    channel: AD_BIDS_CHANNEL,
    failure: 'ad auction push failed',
    async onPayload(auctionId, streams) {
      // One read for admins, one per supplier reader (`leading` is relative to it).
      const cache = new Map<string | null, Awaited<ReturnType<typeof svc.live>>>()
      for (const { stream, meta } of streams.targets(auctionId)) {
        if (!cache.has(meta.readerId))
          cache.set(meta.readerId, await svc.live(auctionId, meta.readerId))
        const dto = cache.get(meta.readerId)
        if (dto) stream.send('bid', dto)
      }
    },
  })
  app.addHook('onClose', async () => unsubscribe())

  app.get(
    '/ad-auctions/:id/live',
    {
      auth: LIVE_READERS,
      schema: {
        tags: supplierTags,
        summary:
          'Server-Sent Events: `event: bid` with AuctionLiveDto now and after every bid, close or ' +
          'cancellation. EventSource cannot send headers: `appKey`/`appSecret` go in the query.',
        params: IdParams,
        response: {
          200: rawResponse('text/event-stream', 'The live stream: `bid` events (AuctionLiveDto)'),
        },
      },
    },
    async (req, reply) => {
      const { id } = req.params
      const isSupplier = req.user!.role === 'supplier'
      const readerId = isSupplier ? req.user!.id : null
      const a = await svc.find(id)
      if (!a || (isSupplier && a.status === 'cancelled')) throw new AppError('AD_AUCTION_NOT_FOUND')
      const first = await svc.live(id, readerId)
      live.open(req, reply, id, { readerId }).send('bid', first)
    },
  )

  // ---- admin ------------------------------------------------------------------------------
  app.post(
    '/admin/ad-auctions/example',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: adminTags,
        summary: 'Uploads an example image for an auction (multipart file; any image)',
        consumes: ['multipart/form-data'],
        response: { 201: ArtDtoSchema },
      },
    },
    async (req, reply) => {
      const upload = await readUpload(req, 'file')
      return reply.code(201).send(await svc.uploadExample(req.user!.id, upload.file))
    },
  )

  app.post(
    '/admin/ad-auctions',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: adminTags,
        summary: 'Opens an ad auction',
        body: AdAuctionInputSchema,
        response: { 201: AdAuctionDtoSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await svc.create(caller(req), req.body)),
  )

  app.get(
    '/admin/ad-auctions',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: adminTags,
        summary: 'Ad auctions, newest first, 20 per page, by phase and kind',
        querystring: AdAuctionListQuerySchema,
        response: { 200: pagedSchema(AdAuctionDtoSchema) },
      },
    },
    async (req) => svc.list(req.query, req.locale),
  )

  app.get(
    '/admin/ad-auctions/:id',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: adminTags,
        summary: 'One ad auction',
        params: IdParams,
        response: { 200: AdAuctionDtoSchema },
      },
    },
    async (req) => svc.get(req.params.id, req.locale),
  )

  app.put(
    '/admin/ad-auctions/:id',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: adminTags,
        summary: 'Edits an ad auction (only before its first bid and its close)',
        params: IdParams,
        body: AdAuctionInputSchema,
        response: { 200: AdAuctionDtoSchema },
      },
    },
    async (req) => svc.update(caller(req), req.params.id, req.body),
  )

  app.post(
    '/admin/ad-auctions/:id/cancel',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: adminTags,
        summary: 'Cancels an ad auction before its close (nobody is charged)',
        params: IdParams,
        response: { 200: AdAuctionDtoSchema },
      },
    },
    async (req) => svc.cancel(caller(req), req.params.id),
  )

  app.get(
    '/admin/ad-auctions/:id/bids',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: adminTags,
        summary: 'The bids of an auction with the bidders',
        params: IdParams,
        response: { 200: z.array(BidDtoSchema) },
      },
    },
    async (req) => svc.adminBids(req.params.id),
  )

  // ---- supplier ---------------------------------------------------------------------------
  app.get(
    '/supplier/ad-auctions',
    {
      auth: SUPPLIER,
      schema: {
        tags: supplierTags,
        summary: 'Ad auctions on a tab: open (I may bid), mine (I bid), won',
        querystring: SupplierListQuery,
        response: { 200: pagedSchema(SupplierAdAuctionDtoSchema) },
      },
    },
    async (req) => svc.supplierList(caller(req), req.query),
  )

  app.get(
    '/supplier/ad-auctions/:id',
    {
      auth: SUPPLIER,
      schema: {
        tags: supplierTags,
        summary: 'One ad auction and my standing',
        params: IdParams,
        response: { 200: SupplierAdAuctionDtoSchema },
      },
    },
    async (req) => svc.supplierGet(caller(req), req.params.id),
  )

  app.get(
    '/supplier/ad-auctions/:id/bids',
    {
      auth: SUPPLIER,
      schema: {
        tags: supplierTags,
        summary: "An auction's bids (other bidders are not named)",
        params: IdParams,
        response: { 200: z.array(BidDtoSchema) },
      },
    },
    async (req) => svc.supplierBids(caller(req), req.params.id),
  )

  app.post(
    '/supplier/ad-auctions/:id/bids',
    {
      auth: SUPPLIER,
      schema: {
        tags: supplierTags,
        summary: 'Places a bid; optional Idempotency-Key header',
        params: IdParams,
        body: BidInputSchema,
        response: { 201: BidDtoSchema, 200: BidDtoSchema },
      },
    },
    async (req, reply) => {
      const body = req.body
      const { bid, created } = await svc.bid(
        caller(req),
        req.params.id,
        body.amountCents,
        idempotencyKey(req),
      )
      return reply.code(created ? 201 : 200).send(bid)
    },
  )

  app.post(
    '/supplier/ad-auctions/:id/art',
    {
      auth: SUPPLIER,
      schema: {
        tags: supplierTags,
        summary: "The winner's art (multipart file + device desktop|mobile; exact px and KB)",
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: SupplierAdAuctionDtoSchema },
      },
    },
    async (req) => {
      const upload = await readUpload(req, 'file')
      const fields = AdArtFieldsSchema.safeParse(upload.fields)
      if (!fields.success) throw fieldError('device', 'validation.invalidOption')
      return svc.uploadArt(caller(req), req.params.id, fields.data.device, upload.file)
    },
  )

  app.post(
    '/supplier/ad-auctions/:id/cancel-ad',
    {
      auth: SUPPLIER,
      schema: {
        tags: supplierTags,
        summary: 'Cancels my won ad (irreversible; not refunded)',
        params: IdParams,
        response: { 200: SupplierAdAuctionDtoSchema },
      },
    },
    async (req) => svc.cancelAd(caller(req), req.params.id),
  )
}
