import type { FastifyRequest } from 'fastify'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import { ADMIN_ROLES, PromoterPatchSchema } from '@galera/shared'
import {
  AddGalleryVideoSchema,
  AdminPromoterDetailSchema,
  AdminPromoterFlagsResultSchema,
  AdminPromoterFlagsSchema,
  AdminPromoterListSchema,
  AdminPromoterStatusResultSchema,
  PromoterCardSchema,
  AdminPromoterListQuerySchema,
  AdminPromoterStatusSchema,
  ReorderGallerySchema,
  ScheduleSchema,
} from '@galera/shared/promoters/promoter.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { readUpload } from '../../platform/files/uploads.ts'
import { adminPromoterMediaService, type AdminCaller } from './admin-promoter-media.service.ts'
import { adminPromotersService } from './admin-promoters.service.ts'

const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
const ItemParams = IdParams.extend({ itemId: z.uuid({ error: 'validation.invalid' }) })
const tags = ['admin', 'promoters']
const caller = (req: FastifyRequest): AdminCaller => ({ user: req.user!, ip: req.ip })

/**
 * `/admin/promoters…` (ADR 0017), the gallery and schedule editor (ADR 0035) and the home page's
 * spotlight strip.
 */
export async function adminPromotersModule(app: TypedApp, ctx: AppContext) {
  const svc = adminPromotersService(ctx)
  const media = adminPromoterMediaService(ctx)

  app.get(
    '/public/promoters/spotlight',
    {
      auth: 'public',
      schema: {
        tags: ['promoters'],
        summary: 'Spotlight promoters for the home page (listed ones only, best rated first)',
        response: { 200: z.array(PromoterCardSchema) },
      },
    },
    async () => svc.spotlight(),
  )

  app.get(
    '/admin/promoters',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Promoters: search by name, e-mail or city; status filter; pages of 20',
        response: { 200: AdminPromoterListSchema },
        querystring: AdminPromoterListQuerySchema,
      },
    },
    async (req) => svc.list(req.query),
  )

  app.get(
    '/admin/promoters/:id',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Everything the edit screen shows: account, attributes, gallery, schedule',
        response: { 200: AdminPromoterDetailSchema },
        params: IdParams,
      },
    },
    async (req) => svc.detail(req.params.id),
  )

  app.put(
    '/admin/promoters/:id/status',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Activates or inactivates a promoter (hidden from search and profile)',
        response: { 200: AdminPromoterStatusResultSchema },
        params: IdParams,
        body: AdminPromoterStatusSchema,
      },
    },
    async (req) => svc.setStatus(req.user!, req.params.id, req.body.status, req.locale, req.ip),
  )

  app.put(
    '/admin/promoters/:id/flags',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Sets the launched and spotlight flags',
        response: { 200: AdminPromoterFlagsResultSchema },
        params: IdParams,
        body: AdminPromoterFlagsSchema,
      },
    },
    async (req) => svc.setFlags(req.user!, req.params.id, req.body, req.ip),
  )

  app.patch(
    '/admin/promoters/:id/profile',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: "Edits the promoter's attributes (same rules as the promoter's own editor)",
        response: { 200: AdminPromoterDetailSchema },
        params: IdParams,
        body: PromoterPatchSchema,
      },
    },
    async (req) => svc.updateProfile(req.user!, req.params.id, req.body, req.ip),
  )

  app.post(
    '/admin/promoters/:id/gallery/images',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary:
          "Uploads a photo into the promoter's library and gallery (multipart file; ADR 0035)",
        response: { 201: AdminPromoterDetailSchema },
        params: IdParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (req, reply) => {
      const upload = await readUpload(req, 'file')
      const detail = await media.addPhoto(caller(req), req.params.id, upload.file)
      return reply.code(201).send(detail)
    },
  )

  app.post(
    '/admin/promoters/:id/gallery/videos',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: "Adds a YouTube or Vimeo link to the promoter's gallery",
        response: { 201: AdminPromoterDetailSchema },
        params: IdParams,
        body: AddGalleryVideoSchema,
      },
    },
    async (req, reply) => {
      const { videoUrl } = req.body
      return reply.code(201).send(await media.addVideo(caller(req), req.params.id, videoUrl))
    },
  )

  app.put(
    '/admin/promoters/:id/gallery/order',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: "Sets the promoter's whole gallery order (every current item exactly once)",
        response: { 200: AdminPromoterDetailSchema },
        params: IdParams,
        body: ReorderGallerySchema,
      },
    },
    async (req) => media.reorder(caller(req), req.params.id, req.body.ids),
  )

  app.put(
    '/admin/promoters/:id/gallery/:itemId/cover',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: "Makes a picture the promoter's cover",
        params: ItemParams,
        response: { 200: AdminPromoterDetailSchema },
      },
    },
    async (req) => {
      const { id, itemId } = req.params
      return media.setCover(caller(req), id, itemId)
    },
  )

  app.delete(
    '/admin/promoters/:id/gallery/:itemId',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary: 'Removes an offensive gallery item; the promoter is told by e-mail',
        response: { 200: AdminPromoterDetailSchema },
        params: ItemParams,
      },
    },
    async (req) => {
      const { id, itemId } = req.params
      return media.remove(caller(req), id, itemId)
    },
  )

  app.put(
    '/admin/promoters/:id/schedule',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags,
        summary:
          "Replaces the promoter's weekly availability and blocked days (today up to a year ahead)",
        response: { 200: AdminPromoterDetailSchema },
        params: IdParams,
        body: ScheduleSchema,
      },
    },
    async (req) => media.saveSchedule(caller(req), req.params.id, req.body),
  )
}
