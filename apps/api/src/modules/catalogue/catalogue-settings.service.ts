import sharp from 'sharp'
import type { Locale } from '@galera/shared'
import {
  TEXTURE_MAX_PX,
  slugify,
  type ActiveInput,
  type AdminCategoryDto,
  type AdminColorDto,
  type AdminMaterialDto,
  type AdminSubcategoryDto,
  type CategoryKind,
  type CreateCategoryInput,
  type NamesInput,
  type PublicMaterialDto,
  type ReorderCategoriesInput,
  type TextureDto,
} from '@galera/shared/catalogue/settings.schemas.ts'
import type { z } from 'zod'
import type { ColorSchema } from '@galera/shared/catalogue/settings.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { audit } from '../../platform/audit.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { uniqueViolation } from '../admin/pg-errors.ts'
import { imagesService } from '../images/images.service.ts'
import {
  catalogueSettingsRepository,
  type CategoryRow,
  type ColorRow,
  type MaterialRow,
} from './catalogue-settings.repository.ts'

type ColorInput = z.output<typeof ColorSchema>
type Actor = { user: AuthUser; ip: string }

/** A category without its subcategories (the tree adds them; one level only). */
const categoryDto = (c: CategoryRow): AdminSubcategoryDto => ({
  id: c.id,
  kind: c.kind as CategoryKind,
  parentId: c.parentId,
  slug: c.slug,
  namePt: c.namePt,
  nameEn: c.nameEn,
  sortOrder: c.sortOrder,
  isActive: c.isActive,
  children: [],
})
const materialDto = (m: MaterialRow): AdminMaterialDto => ({
  id: m.id,
  namePt: m.namePt,
  nameEn: m.nameEn,
  isActive: m.isActive,
})
const colorDto = (c: ColorRow, uses: number): AdminColorDto => ({
  id: c.id,
  namePt: c.namePt,
  nameEn: c.nameEn,
  hex: c.hex,
  texturePath: c.texturePath,
  inUse: uses > 0,
})
const categoryAudit = (c: CategoryRow) => ({
  slug: c.slug,
  namePt: c.namePt,
  nameEn: c.nameEn,
  parentId: c.parentId,
  sortOrder: c.sortOrder,
  isActive: c.isActive,
})
const colorAudit = (c: ColorRow) => ({
  namePt: c.namePt,
  nameEn: c.nameEn,
  hex: c.hex,
  texturePath: c.texturePath,
})

/** "Admin settings tabs": categories with subcategories, materials, colours. Audited. */
export function catalogueSettingsService(ctx: AppContext) {
  const repo = catalogueSettingsRepository(ctx.db)
  const images = imagesService(ctx)

  /** Duplicate names are refused before the write; the unique index still catches a race. */
  async function guardUnique<T>(
    code: 'CATEGORY_NAME_TAKEN' | 'MATERIAL_NAME_TAKEN',
    fn: () => Promise<T>,
  ) {
    try {
      return await fn()
    } catch (err) {
      if (uniqueViolation(err)) throw new AppError(code)
      throw err
    }
  }

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
    /** Top-level categories of one kind, each with its subcategories, in display order. */
    async categoryTree(kind: CategoryKind): Promise<AdminCategoryDto[]> {
      const rows = await repo.listCategories(kind)
      return rows
        .filter((r) => !r.parentId)
        .map((r) => ({
          ...categoryDto(r),
          children: rows.filter((s) => s.parentId === r.id).map(categoryDto),
        }))
    },

    async createCategory({ user, ip }: Actor, input: CreateCategoryInput) {
      return guardUnique('CATEGORY_NAME_TAKEN', () =>
        ctx.db.transaction(async (tx) => {
          const r = catalogueSettingsRepository(tx)
          const parentId = input.parentId ?? null
          let slug = slugify(input.namePt)
          if (!slug) throw fieldError('namePt', 'catalogue.settings.categories.nameNeedsLetters')
          if (parentId) {
            // Subcategories are a product-catalogue idea (spec §3); promoters pick one category.
            if (input.kind !== 'product') throw fieldError('parentId', 'validation.invalid')
            const parent = await r.lockCategory(parentId)
            // One level only (spec: category → subcategories), and on the same side.
            if (!parent || parent.parentId || parent.kind !== input.kind)
              throw fieldError('parentId', 'validation.invalid')
            slug = `${parent.slug}-${slug}`.slice(0, 120)
          }
          if (
            (await r.siblingNameTaken(input.kind, parentId, input.namePt, input.nameEn)) ||
            (await r.slugTaken(slug))
          )
            throw new AppError('CATEGORY_NAME_TAKEN')
          const siblings = await r.siblings(input.kind, parentId)
          const sortOrder = siblings.reduce((max, s) => Math.max(max, s.sortOrder + 1), 0)
          const row = await r.insertCategory({
            kind: input.kind,
            parentId,
            slug,
            namePt: input.namePt,
            nameEn: input.nameEn,
            sortOrder,
          })
          await audit(tx, {
            actorId: user.id,
            action: 'category.create',
            targetType: 'category',
            targetId: row.id,
            after: categoryAudit(row),
            ip,
          })
          return categoryDto(row)
        }),
      )
    },

    /** The slug stays: public links keep working after a rename. */
    async renameCategory({ user, ip }: Actor, id: string, input: NamesInput) {
      return guardUnique('CATEGORY_NAME_TAKEN', () =>
        ctx.db.transaction(async (tx) => {
          const r = catalogueSettingsRepository(tx)
          const before = await r.lockCategory(id)
          if (!before) throw new AppError('NOT_FOUND')
          if (
            await r.siblingNameTaken(before.kind, before.parentId, input.namePt, input.nameEn, id)
          )
            throw new AppError('CATEGORY_NAME_TAKEN')
          const after = await r.updateCategory(id, input)
          await audit(tx, {
            actorId: user.id,
            action: 'category.rename',
            targetType: 'category',
            targetId: id,
            before: { namePt: before.namePt, nameEn: before.nameEn },
            after: { namePt: after.namePt, nameEn: after.nameEn },
            ip,
          })
          return categoryDto(after)
        }),
      )
    },

    /** An inactive category leaves the public lists; its subcategories stay as they are. */
    async setCategoryActive({ user, ip }: Actor, id: string, { isActive }: ActiveInput) {
      return ctx.db.transaction(async (tx) => {
        const r = catalogueSettingsRepository(tx)
        const before = await r.lockCategory(id)
        if (!before) throw new AppError('NOT_FOUND')
        if (before.isActive === isActive) return categoryDto(before)
        const after = await r.updateCategory(id, { isActive })
        await audit(tx, {
          actorId: user.id,
          action: isActive ? 'category.activate' : 'category.inactivate',
          targetType: 'category',
          targetId: id,
          before: { isActive: before.isActive },
          after: { isActive },
          ip,
        })
        return categoryDto(after)
      })
    },

    /** The new order must name every sibling exactly once (a stale screen is told to reload). */
    async reorderCategories({ user, ip }: Actor, input: ReorderCategoriesInput) {
      return ctx.db.transaction(async (tx) => {
        const r = catalogueSettingsRepository(tx)
        const siblings = await r.siblings(input.kind, input.parentId)
        const known = new Set(siblings.map((s) => s.id))
        if (
          new Set(input.ids).size !== input.ids.length ||
          input.ids.length !== siblings.length ||
          input.ids.some((i) => !known.has(i))
        )
          throw fieldError('ids', 'catalogue.settings.categories.orderMismatch')
        const before = siblings.map((s) => s.id)
        for (const [i, id] of input.ids.entries()) {
          const s = siblings.find((x) => x.id === id)!
          if (s.sortOrder !== i) await r.updateCategory(id, { sortOrder: i })
        }
        await audit(tx, {
          actorId: user.id,
          action: 'category.reorder',
          targetType: 'category',
          targetId: input.parentId ?? input.ids[0],
          before: { kind: input.kind, parentId: input.parentId, ids: before },
          after: { kind: input.kind, parentId: input.parentId, ids: input.ids },
          ip,
        })
        return { ok: true as const }
      })
    },

    async listMaterials(): Promise<AdminMaterialDto[]> {
      return (await repo.listMaterials()).map(materialDto)
    },

    async publicMaterials(locale: Locale): Promise<PublicMaterialDto[]> {
      const rows = await repo.listActiveMaterials()
      return rows
        .map((m) => ({ id: m.id, name: locale === 'en' ? m.nameEn : m.namePt }))
        .sort((a, b) => a.name.localeCompare(b.name, locale))
    },

    async createMaterial({ user, ip }: Actor, input: NamesInput) {
      return guardUnique('MATERIAL_NAME_TAKEN', () =>
        ctx.db.transaction(async (tx) => {
          const r = catalogueSettingsRepository(tx)
          if (await r.materialNameTaken(input.namePt, input.nameEn))
            throw new AppError('MATERIAL_NAME_TAKEN')
          const row = await r.insertMaterial(input)
          await audit(tx, {
            actorId: user.id,
            action: 'material.create',
            targetType: 'material',
            targetId: row.id,
            after: materialDto(row),
            ip,
          })
          return materialDto(row)
        }),
      )
    },

    async renameMaterial({ user, ip }: Actor, id: string, input: NamesInput) {
      return guardUnique('MATERIAL_NAME_TAKEN', () =>
        ctx.db.transaction(async (tx) => {
          const r = catalogueSettingsRepository(tx)
          const before = await r.lockMaterial(id)
          if (!before) throw new AppError('NOT_FOUND')
          if (await r.materialNameTaken(input.namePt, input.nameEn, id))
            throw new AppError('MATERIAL_NAME_TAKEN')
          const after = await r.updateMaterial(id, input)
          await audit(tx, {
            actorId: user.id,
            action: 'material.rename',
            targetType: 'material',
            targetId: id,
            before: { namePt: before.namePt, nameEn: before.nameEn },
            after: { namePt: after.namePt, nameEn: after.nameEn },
            ip,
          })
          return materialDto(after)
        }),
      )
    },

    async setMaterialActive({ user, ip }: Actor, id: string, { isActive }: ActiveInput) {
      return ctx.db.transaction(async (tx) => {
        const r = catalogueSettingsRepository(tx)
        const before = await r.lockMaterial(id)
        if (!before) throw new AppError('NOT_FOUND')
        if (before.isActive === isActive) return materialDto(before)
        const after = await r.updateMaterial(id, { isActive })
        await audit(tx, {
          actorId: user.id,
          action: isActive ? 'material.activate' : 'material.inactivate',
          targetType: 'material',
          targetId: id,
          before: { isActive: before.isActive },
          after: { isActive },
          ip,
        })
        return materialDto(after)
      })
    },

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
