import { randomUUID } from 'node:crypto'
import {
  IMAGE_SIZES,
  IMAGES_PER_PAGE,
  type ColorDto,
  type ImageDto,
  type ImagePage,
  type Locale,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { Tx } from '../../platform/db/database.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import { fileStoreFor, type FileStore } from '../../platform/files/file-store.ts'
import { processImage } from '../../platform/files/image-processing.ts'
import { imagesRepository, type ImageRow } from './images.repository.ts'

export type ImagePurpose =
  'avatar' | 'gallery' | 'document' | 'product' | 'texture' | 'banner' | 'message'

export function toImageDto(row: ImageRow): ImageDto {
  const urls = {} as ImageDto['urls']
  for (const size of IMAGE_SIZES) {
    const key = row.variants[size] ?? row.variants.large ?? row.variants.thumb
    urls[size] = `/files/${key}`
  }
  return {
    id: row.id,
    purpose: row.purpose,
    colorId: row.colorId,
    width: row.width,
    height: row.height,
    urls,
    createdAt: row.createdAt.toISOString(),
  }
}

export function imagesService(ctx: AppContext, store: FileStore = fileStoreFor(ctx.env)) {
  const repo = imagesRepository(ctx.db)

  /**
   * Checks, re-encodes and stores one upload, then writes the image row and runs `then` in one
   * transaction (a gallery item, an audit line): when either fails, neither the row nor the
   * stored files stay.
   */
  async function uploadWith<T>(
    ownerId: string,
    input: { file: Buffer; purpose: ImagePurpose; colorId?: string | null; field: string },
    then: (tx: Tx, image: ImageDto) => Promise<T>,
  ): Promise<T> {
    if (input.colorId && !(await repo.colorExists(input.colorId))) {
      throw fieldError('color_id', 'validation.invalid')
    }
    const image = await processImage(input.file, input.field)
    const id = randomUUID()
    const variants = {} as Record<string, string>
    try {
      for (const size of IMAGE_SIZES) {
        const key = `images/${id}/${size}.webp`
        await store.put(key, image.variants[size].body, 'image/webp')
        variants[size] = key
      }
      return await ctx.db.transaction(async (tx) => {
        const row = await imagesRepository(tx).insert({
          id,
          ownerId,
          purpose: input.purpose,
          colorId: input.colorId ?? null,
          width: image.width,
          height: image.height,
          bytes: input.file.length,
          variants,
          createdAt: ctx.clock.now(),
        })
        return then(tx, toImageDto(row))
      })
    } catch (err) {
      await Promise.all(Object.values(variants).map((k) => store.delete(k).catch(() => {})))
      throw err
    }
  }

  return {
    /** Checks, re-encodes and stores one upload; the row is written only once every variant is. */
    async upload(
      ownerId: string,
      input: { file: Buffer; purpose: ImagePurpose; colorId?: string | null; field: string },
    ): Promise<ImageDto> {
      return uploadWith(ownerId, input, async (_tx, image) => image)
    },

    uploadWith,

    /** Spec §7 `{area}/images?page=n`: the caller's own images, newest first, 12 a page. */
    async listOwn(ownerId: string, page: number): Promise<ImagePage> {
      const [rows, total] = await Promise.all([
        repo.listOwn(ownerId, IMAGES_PER_PAGE, (page - 1) * IMAGES_PER_PAGE),
        repo.countOwn(ownerId),
      ])
      return {
        data: rows.map(toImageDto),
        last_page: Math.max(1, Math.ceil(total / IMAGES_PER_PAGE)),
      }
    },

    /** Only one of the caller's own images may become their picture; anything else is a 404. */
    async setAvatar(userId: string, imageId: string): Promise<ImageDto> {
      const row = await repo.findOwn(userId, imageId)
      if (!row) throw new AppError('NOT_FOUND')
      await repo.setAvatar(userId, row.id, ctx.clock.now())
      return toImageDto(row)
    },

    async deleteOwn(userId: string, imageId: string): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        const r = imagesRepository(tx)
        const now = ctx.clock.now()
        if (!(await r.softDelete(userId, imageId, now))) throw new AppError('NOT_FOUND')
        await r.clearAvatarIf(userId, imageId, now)
      })
    },

    /** My current profile picture (a deleted image is no picture). */
    async myAvatar(userId: string): Promise<ImageDto | null> {
      const avatarImageId = await repo.avatarIdOf(userId)
      if (!avatarImageId) return null
      const row = await repo.findOwn(userId, avatarImageId)
      return row ? toImageDto(row) : null
    },

    async colors(locale: Locale): Promise<ColorDto[]> {
      const rows = await repo.listColors()
      return rows
        .map((c) => ({
          id: c.id,
          name: locale === 'en' ? c.nameEn : c.namePt,
          hex: c.hex,
          texturePath: c.texturePath,
        }))
        .sort((a, b) => a.name.localeCompare(b.name, locale))
    },
  }
}
