import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import {
  AddGalleryImageSchema,
  AddGalleryVideoSchema,
  GalleryDtoSchema,
  PromoterPanelDtoSchema,
  ReorderGallerySchema,
  ScheduleDtoSchema,
  ScheduleSchema,
} from '@galera/shared/promoters/promoter.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { promoterPanelService } from './promoter-panel.service.ts'

const tags = ['promoter panel']
const auth = ['promoter'] as const
const ItemParams = z.object({ itemId: z.uuid({ error: 'validation.invalid' }) })
type ItemParams = z.infer<typeof ItemParams>

/**
 * `/api/promoter/…`: the signed-in promoter's own panel (ADR 0014). The promoter is always the
 * caller; profile attributes are edited through PATCH /api/me/profile (profile module).
 */
export async function promoterPanelModule(app: TypedApp, ctx: AppContext) {
  const service = promoterPanelService(ctx)

  app.get(
    '/promoter/panel',
    {
      auth,
      schema: {
        tags,
        summary: 'Panel home: status, badges, what is missing, ratings',
        response: { 200: PromoterPanelDtoSchema },
      },
    },
    async (req) => service.panel(req.user!.id),
  )

  app.get(
    '/promoter/gallery',
    {
      auth,
      schema: { tags, summary: 'My gallery, in order', response: { 200: GalleryDtoSchema } },
    },
    async (req) => service.gallery(req.user!.id),
  )

  app.post(
    '/promoter/gallery/images',
    {
      auth,
      schema: {
        tags,
        summary: 'Adds one of my library pictures (purpose gallery or avatar) to the gallery',
        response: { 201: GalleryDtoSchema },
        body: AddGalleryImageSchema,
      },
    },
    async (req, reply) => {
      const { imageId } = req.body
      const items = await service.addImage(req.user!.id, imageId)
      void reply.code(201)
      return items
    },
  )

  app.post(
    '/promoter/gallery/videos',
    {
      auth,
      schema: {
        tags,
        summary: 'Adds a YouTube or Vimeo link to the gallery',
        response: { 201: GalleryDtoSchema },
        body: AddGalleryVideoSchema,
      },
    },
    async (req, reply) => {
      const { videoUrl } = req.body
      const items = await service.addVideo(req.user!.id, videoUrl)
      void reply.code(201)
      return items
    },
  )

  app.put(
    '/promoter/gallery/order',
    {
      auth,
      schema: {
        tags,
        summary: 'Sets the whole gallery order (every current item exactly once)',
        response: { 200: GalleryDtoSchema },
        body: ReorderGallerySchema,
      },
    },
    async (req) => service.reorder(req.user!.id, req.body.ids),
  )

  app.put(
    '/promoter/gallery/:itemId/cover',
    {
      auth,
      schema: {
        tags,
        summary: 'Makes a gallery picture the cover',
        params: ItemParams,
        response: { 200: GalleryDtoSchema },
      },
    },
    async (req) => service.setCover(req.user!.id, req.params.itemId),
  )

  app.delete(
    '/promoter/gallery/:itemId',
    {
      auth,
      schema: {
        tags,
        summary: 'Removes a gallery item (the library image stays)',
        response: { 200: GalleryDtoSchema },
        params: ItemParams,
      },
    },
    async (req) => service.remove(req.user!.id, req.params.itemId),
  )

  app.get(
    '/promoter/schedule',
    {
      auth,
      schema: {
        tags,
        summary: 'My weekly availability and blocked days from today on',
        response: { 200: ScheduleDtoSchema },
      },
    },
    async (req) => service.schedule(req.user!.id),
  )

  app.put(
    '/promoter/schedule',
    {
      auth,
      schema: {
        tags,
        summary: 'Replaces the weekly availability and the blocked days (today up to a year ahead)',
        response: { 200: ScheduleDtoSchema },
        body: ScheduleSchema,
      },
    },
    async (req) => service.saveSchedule(req.user!.id, req.body),
  )
}
