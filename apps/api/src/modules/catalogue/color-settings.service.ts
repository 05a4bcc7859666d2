import sharp from 'sharp'
import {
  TEXTURE_MAX_PX,
  type AdminColorDto,
  type ColorSchema,
  type TextureDto,
} from '@galera/shared/catalogue/settings.schemas.ts'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context.ts'
import { audit } from '../../platform/audit.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { imagesService } from '../images/images.service.ts'
import { catalogueSettingsRepository, type ColorRow } from './catalogue-settings.repository.ts'

type ColorInput = z.output<typeof ColorSchema>
type Actor = { user: AuthUser; ip: string }

const colorDto = (c: ColorRow, uses: number): AdminColorDto => ({
  id: c.id,
  namePt: c.namePt,
  nameEn: c.nameEn,
  hex: c.hex,
  texturePath: c.texturePath,
  inUse: uses > 0,
})
const colorAudit = (c: ColorRow) => ({
  namePt: c.namePt,
  nameEn: c.nameEn,
  hex: c.hex,
  texturePath: c.texturePath,
})

/**
 * Admin settings → colours (spec §5): the list with whether each is in use, create, update and
 * delete an unused one, and the texture image (at most TEXTURE_MAX_PX a side). Audited.
 */
export function colorSettingsService(ctx: AppContext) {
  const repo = catalogueSettingsRepository(ctx.db)
  const images = imagesService(ctx)

  async function texturePath(
    r: ReturnType<typeof catalogueSettingsRepository>,
    imageId: string | null | undefined,
    current: string | null,
  ) {
    if (imageId === undefined) return current
    if (imageId === null) return null
    const image = await r.findTexture(imageId)
    if (!image) throw fieldError('textureImageId', 'catalogue.settings.colors.textureMissing')
    return `/files/${image.variants.large ?? image.variants.thumb}`
  }

  return {
    async listColors(): Promise<AdminColorDto[]> {
      return (await repo.listColors()).map((c) => colorDto(c, c.uses))
    },

    async createColor({ user, ip }: Actor, input: ColorInput) {
      return ctx.db.transaction(async (tx) => {
        const r = catalogueSettingsRepository(tx)
        const row = await r.insertColor({
          namePt: input.namePt,
          nameEn: input.nameEn,
          hex: input.hex,
          texturePath: await texturePath(r, input.textureImageId, null),
        })
        await audit(tx, {
          actorId: user.id,
          action: 'color.create',
          targetType: 'color',
          targetId: row.id,
          after: colorAudit(row),
          ip,
        })
        return colorDto(row, 0)
      })
    },

    async updateColor({ user, ip }: Actor, id: string, input: ColorInput) {
      return ctx.db.transaction(async (tx) => {
        const r = catalogueSettingsRepository(tx)
        const before = await r.lockColor(id)
        if (!before) throw new AppError('NOT_FOUND')
        const after = await r.updateColor(id, {
          namePt: input.namePt,
          nameEn: input.nameEn,
          hex: input.hex,
          texturePath: await texturePath(r, input.textureImageId, before.texturePath),
        })
        await audit(tx, {
          actorId: user.id,
          action: 'color.update',
          targetType: 'color',
          targetId: id,
          before: colorAudit(before),
          after: colorAudit(after),
          ip,
        })
        return colorDto(after, await r.colorUses(id))
      })
    },

    /** Only an unused colour goes (products come later; today product images reference it). */
    async deleteColor({ user, ip }: Actor, id: string) {
      return ctx.db.transaction(async (tx) => {
        const r = catalogueSettingsRepository(tx)
        const before = await r.lockColor(id)
        if (!before) throw new AppError('NOT_FOUND')
        if ((await r.colorUses(id)) > 0) throw new AppError('COLOR_IN_USE')
        await r.deleteColor(id)
        await audit(tx, {
          actorId: user.id,
          action: 'color.delete',
          targetType: 'color',
          targetId: id,
          before: colorAudit(before),
          ip,
        })
        return { ok: true as const }
      })
    },

    /**
     * Spec §5 "Colour texture file maximum 20x20": measured before anything is stored. A file
     * sharp cannot read goes on to the image service, which answers with its own message.
     */
    async uploadTexture(user: AuthUser, file: Buffer): Promise<TextureDto> {
      let size: { width?: number; height?: number } = {}
      try {
        size = await sharp(file, { limitInputPixels: false }).metadata()
      } catch {
        /* the image service says why */
      }
      if ((size.width ?? 0) > TEXTURE_MAX_PX || (size.height ?? 0) > TEXTURE_MAX_PX)
        throw new AppError('TEXTURE_TOO_LARGE', { max: TEXTURE_MAX_PX }, [
          {
            field: 'file',
            message: `catalogue.settings.colors.textureTooLarge|max=${TEXTURE_MAX_PX}`,
          },
        ])
      const image = await images.upload(user.id, {
        file,
        purpose: 'texture',
        field: 'file',
      })
      return { imageId: image.id, url: image.urls.large, width: image.width, height: image.height }
    },
  }
}
