import {
  slugify,
  type ActiveInput,
  type AdminCategoryDto,
  type AdminSubcategoryDto,
  type CategoryKind,
  type CreateCategoryInput,
  type NamesInput,
  type ReorderCategoriesInput,
} from '@galera/shared/catalogue/settings.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { audit } from '../../platform/audit.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { catalogueSettingsRepository, type CategoryRow } from './catalogue-settings.repository.ts'
import { guardUnique } from './unique-name.ts'

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
const categoryAudit = (c: CategoryRow) => ({
  slug: c.slug,
  namePt: c.namePt,
  nameEn: c.nameEn,
  parentId: c.parentId,
  sortOrder: c.sortOrder,
  isActive: c.isActive,
})

/**
 * Admin settings → categories (spec §5): product and promoter categories, product ones with one
 * level of subcategories; create, rename, (in)activate and reorder. Audited.
 */
export function categorySettingsService(ctx: AppContext) {
  const repo = catalogueSettingsRepository(ctx.db)

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
  }
}
