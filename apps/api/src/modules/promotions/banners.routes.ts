import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import {
  ADMIN_ROLES,
  AD_DEVICES,
  AD_POSITIONS,
  ArtDtoSchema,
  BannerDtoSchema,
  BannerInputSchema,
  BannerListQuerySchema,
  HomeSlidesDtoSchema,
  pagedSchema,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { readUpload } from '../../platform/files/uploads.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { bannersService } from './banners.service.ts'
import { slidesService } from './slides.service.ts'

const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
const BannerArtFieldsSchema = z.object({
  position: z.enum(AD_POSITIONS, { error: 'validation.invalidOption' }),
  device: z.enum(AD_DEVICES, { error: 'validation.invalidOption' }),
})
const tags = ['admin', 'promotions']

/**
 * ADR 0022: banners an admin places on the home slides (`/admin/banners`, both admin
 * kinds, audited) and the public slides (`/public/slides`: online banners and won ads).
 */
export async function bannersModule(app: TypedApp, ctx: AppContext) {
  const svc = bannersService(ctx)
  const slides = slidesService(ctx)
  const auth = ADMIN_ROLES
  const actor = (req: { user: unknown; ip: string }) => ({ user: req.user as AuthUser, ip: req.ip })

  app.get(
    '/public/slides',
    {
      auth: 'public',
      schema: {
        tags: ['promotions'],
        summary: 'The home slides online today (top and bottom)',
        response: { 200: HomeSlidesDtoSchema },
      },
    },
    // Cache-Control and the ETag come from platform/http/caching.ts (a public read).
    async () => slides.today(),
  )

  app.post(
    '/admin/banners/art',
    {
      auth,
      schema: {
        tags,
        summary:
          'Uploads banner art (multipart file + position + device; exact pixel size, max KB)',
        consumes: ['multipart/form-data'],
        response: { 201: ArtDtoSchema },
      },
    },
    async (req, reply) => {
      const upload = await readUpload(req, 'file')
      const fields = BannerArtFieldsSchema.safeParse(upload.fields)
      if (!fields.success)
        throw new AppError(
          'VALIDATION_FAILED',
          undefined,
          fields.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message })),
        )
      return reply
        .code(201)
        .send(
          await svc.uploadArt(actor(req), upload.file, fields.data.position, fields.data.device),
        )
    },
  )
  app.get(
    '/admin/banners',
    {
      auth,
      schema: {
        tags,
        summary: 'Banners, newest first (20 a page); without status: every one not deleted',
        querystring: BannerListQuerySchema,
        response: { 200: pagedSchema(BannerDtoSchema) },
      },
    },
    async (req) => svc.list(req.query, req.locale),
  )
  app.get(
    '/admin/banners/:id',
    {
      auth,
      schema: {
        tags,
        summary: 'One banner (deleted ones too)',
        params: IdParams,
        response: { 200: BannerDtoSchema },
      },
    },
    async (req) => svc.get(req.params.id, req.locale),
  )
  app.post(
    '/admin/banners',
    {
      auth,
      schema: {
        tags,
        summary: 'Places a banner (no overlap per company or category)',
        body: BannerInputSchema,
        response: { 201: BannerDtoSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await svc.create(actor(req), req.body, req.locale)),
  )
  app.put(
    '/admin/banners/:id',
    {
      auth,
      schema: {
        tags,
        summary: 'Edits a banner (same rules)',
        params: IdParams,
        body: BannerInputSchema,
        response: { 200: BannerDtoSchema },
      },
    },
    async (req) => svc.update(actor(req), req.params.id, req.body, req.locale),
  )
  app.delete(
    '/admin/banners/:id',
    {
      auth,
      schema: {
        tags,
        summary: 'Deletes a banner (kept, status deleted, code 3)',
        params: IdParams,
        response: { 200: BannerDtoSchema },
      },
    },
    async (req) => svc.remove(actor(req), req.params.id, req.locale),
  )
}
