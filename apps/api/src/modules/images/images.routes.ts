import { OkDtoSchema } from '@galera/shared/auth/auth.dto.ts'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import {
  ADMIN_ROLES,
  ColorDtoSchema,
  HIRER_ROLES,
  IMAGE_AREAS,
  ImageDtoSchema,
  ImagePageQuerySchema,
  ImagePageSchema,
  ME_IMAGE_PURPOSES,
  MyAvatarDtoSchema,
  PROVIDER_ROLES,
  SetAvatarDtoSchema,
  SetAvatarSchema,
  type ImageArea,
  type Role,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { fieldError } from '../../platform/http/app-error.ts'
import { readUpload } from '../../platform/files/uploads.ts'
import { imagesService, type ImagePurpose } from './images.service.ts'

const tags = ['images']
const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
/** `{ ok: true }`: done, nothing more to say (resp-b's shared OkDtoSchema is the same shape). */
const UUID = z.uuid()

/** Spec §7: each area's library is reachable by the roles of that area only. */
const AREA_ROLES: Record<ImageArea, readonly Role[]> = {
  admin: ADMIN_ROLES,
  supplier: PROVIDER_ROLES,
  client: HIRER_ROLES,
}

export async function imagesModule(app: TypedApp, ctx: AppContext) {
  const service = imagesService(ctx)

  for (const area of IMAGE_AREAS) {
    const auth = AREA_ROLES[area]
    app.get(
      `/${area}/images`,
      {
        auth,
        schema: {
          tags,
          summary: `Image library of the caller (${area} area): 12 a page, newest first`,
          querystring: ImagePageQuerySchema,
          response: { 200: ImagePageSchema },
        },
      },
      async (req) => {
        const { page } = req.query
        return service.listOwn(req.user!.id, page)
      },
    )

    app.post(
      `/${area}/upload/product`,
      {
        auth,
        schema: {
          tags,
          summary: `Uploads a product image (multipart imageProduct, optional color_id) (${area} area)`,
          consumes: ['multipart/form-data'],
          response: { 201: ImageDtoSchema },
        },
      },
      async (req, reply) => {
        const upload = await readUpload(req, 'imageProduct')
        const colorId = upload.fields.color_id?.trim() || null
        if (colorId && !UUID.safeParse(colorId).success) {
          throw fieldError('color_id', 'validation.invalid')
        }
        const image = await service.upload(req.user!.id, {
          file: upload.file,
          purpose: 'product',
          colorId,
          field: 'imageProduct',
        })
        return reply.code(201).send(image)
      },
    )

    app.get(
      `/${area}/selectColors`,
      {
        auth,
        schema: {
          tags,
          summary: `Colours for product images (${area} area)`,
          response: { 200: z.array(ColorDtoSchema) },
        },
      },
      async (req) => service.colors(req.locale),
    )
  }

  app.post(
    '/me/images',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'Uploads one of my images (multipart file, purpose avatar|gallery|document)',
        consumes: ['multipart/form-data'],
        response: { 201: ImageDtoSchema },
      },
    },
    async (req, reply) => {
      const upload = await readUpload(req, 'file')
      const purpose = upload.fields.purpose ?? 'gallery'
      if (!(ME_IMAGE_PURPOSES as readonly string[]).includes(purpose)) {
        throw fieldError('purpose', 'validation.invalid')
      }
      const image = await service.upload(req.user!.id, {
        file: upload.file,
        purpose: purpose as ImagePurpose,
        field: 'file',
      })
      return reply.code(201).send(image)
    },
  )

  app.get(
    '/me/avatar',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'My profile picture, or null',
        response: { 200: MyAvatarDtoSchema },
      },
    },
    async (req) => {
      return { image: await service.myAvatar(req.user!.id) }
    },
  )

  app.put(
    '/me/avatar',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'Sets one of my images as my profile picture',
        body: SetAvatarSchema,
        response: { 200: SetAvatarDtoSchema },
      },
    },
    async (req) => {
      const { imageId } = req.body
      return { image: await service.setAvatar(req.user!.id, imageId) }
    },
  )

  app.delete(
    '/me/images/:id',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'Deletes one of my images',
        params: IdParams,
        response: { 200: OkDtoSchema },
      },
    },
    async (req) => {
      await service.deleteOwn(req.user!.id, req.params.id)
      return { ok: true as const }
    },
  )
}
