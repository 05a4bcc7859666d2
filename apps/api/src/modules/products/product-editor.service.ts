import type {
  Customization,
  ProductEditorDto,
  ProductStatus,
  ProductValues,
} from '@galera/shared/catalogue/product.schemas.ts'
import { LIMITS } from '@galera/shared/constants.ts'
import { msg } from '@galera/shared/validation/messages.ts'
import type { AppContext } from '../../platform/context.ts'
import { audit } from '../../platform/audit.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { uniqueViolation } from '../../platform/db/pg-errors.ts'
import { productImageDto } from './product-dto.ts'
import { productEditorRepository, type ProductRecord } from './product-editor.repository.ts'
import {
  productRelationsRepository,
  type ProductRelations,
} from './product-relations.repository.ts'
import { EMPTY_PRODUCT_RATING, productRatingSummaries } from './rating-summaries.ts'
import { readAll } from '../../platform/db/reads.ts'

export interface AdminActor {
  user: AuthUser
  ip: string
}

/** Who edits: the supplier owning the product, or an admin (audited). */
type Editor = { kind: 'supplier'; supplierId: string } | { kind: 'admin'; actor: AdminActor }

const unique = (ids: readonly string[]) => [...new Set(ids)]

function codeTaken() {
  return new AppError('PRODUCT_CODE_TAKEN', undefined, [
    { field: 'code', message: 'errors.PRODUCT_CODE_TAKEN' },
  ])
}

/** The product's fields as an audit row keeps them (ids, no URLs). */
function auditView(p: ProductEditorDto) {
  return {
    code: p.code,
    importerCode: p.importerCode,
    name: p.name,
    categoryId: p.categoryId,
    subcategoryIds: p.subcategoryIds,
    description: p.description,
    finishing: p.finishing,
    colorIds: p.colorIds,
    materialIds: p.materialIds,
    customizations: p.customizations,
    allowRatings: p.allowRatings,
    images: p.images.map((i) => ({ imageId: i.imageId, colorId: i.colorId })),
    videos: p.videos,
    details: p.details,
    status: p.status,
    deactivatedByAdmin: p.deactivatedByAdmin,
  }
}

/**
 * The product editor (ADR 0021): a supplier's own products and an admin's edits of any product.
 * Writes run in one transaction with the product row locked; every admin write leaves an audit
 * row with before and after.
 */
export function productEditorService(ctx: AppContext) {
  const repo = productEditorRepository(ctx.db)

  async function editorDto(db: DbOrTx, p: ProductRecord): Promise<ProductEditorDto> {
    const [rel, tradeName, ratings] = await readAll(db, [
      () => productRelationsRepository(db).relations(p.id),
      () => productEditorRepository(db).tradeName(p.supplierId),
      () => productRatingSummaries(db, [p.id]),
    ] as const)
    return {
      id: p.id,
      supplierId: p.supplierId,
      supplierName: tradeName,
      code: p.code,
      importerCode: p.importerCode,
      name: p.name,
      categoryId: p.categoryId,
      subcategoryIds: rel.subs.map((s) => s.id),
      description: p.description,
      finishing: p.finishing,
      colorIds: rel.cols.map((c) => c.id),
      materialIds: rel.mats.map((m) => m.id),
      customizations: p.customizations as Customization[],
      allowRatings: p.allowRatings,
      images: rel.imgs.map(productImageDto),
      videos: rel.vids.map((v) => v.url),
      details: rel.dets,
      status: p.status as ProductStatus,
      deactivatedByAdmin: p.deactivatedByAdmin,
      rating: ratings.get(p.id) ?? EMPTY_PRODUCT_RATING,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    }
  }

  /** The product the editor may touch: its own (supplier) or any (admin); else 404. */
  async function lockFor(db: DbOrTx, editor: Editor, id: string): Promise<ProductRecord> {
    const p = await productEditorRepository(db).lock(id)
    if (!p || (editor.kind === 'supplier' && p.supplierId !== editor.supplierId))
      throw new AppError('PRODUCT_NOT_FOUND')
    return p
  }

  /** Whose library images a product may show: its supplier's, and an editing admin's own. */
  function imageOwners(editor: Editor, supplierId: string): string[] {
    return editor.kind === 'admin' ? [supplierId, editor.actor.user.id] : [supplierId]
  }

  /**
   * The rules beyond the schema (ADR 0021): category an active top-level product category,
   * subcategories its children, colours and active materials exist, images the allowed owners'
   * live product images each for one of the product's colours.
   */
  async function checkInput(
    db: DbOrTx,
    input: ProductValues,
    owners: string[],
  ): Promise<ProductRelations> {
    const r = productEditorRepository(db)
    if (!(await r.isTopProductCategory(input.categoryId)))
      throw fieldError('categoryId', 'validation.invalidOption')
    const subcategoryIds = unique(input.subcategoryIds)
    if ((await r.countSubcategories(input.categoryId, subcategoryIds)) !== subcategoryIds.length)
      throw fieldError('subcategoryIds', 'validation.invalidOption')
    const colorIds = unique(input.colorIds)
    if ((await r.countColors(colorIds)) !== colorIds.length)
      throw fieldError('colorIds', 'validation.invalidOption')
    const materialIds = unique(input.materialIds)
    if ((await r.countActiveMaterials(materialIds)) !== materialIds.length)
      throw fieldError('materialIds', 'validation.invalidOption')
    const seen = new Set<string>()
    const images = input.images.filter((i) => !seen.has(i.imageId) && seen.add(i.imageId))
    const own = await r.ownProductImages(
      owners,
      images.map((i) => i.imageId),
    )
    // A photo (of a colour or of all) that is not the editor's own live product image — never
    // uploaded, refused, deleted or someone else's — is a field error, not a silent drop.
    const missing = input.images.findIndex((i) => !own.has(i.imageId))
    if (missing >= 0) throw fieldError(`images.${missing}.imageId`, 'products.form.imageMissing')
    images.forEach((img, index) => {
      if (img.colorId && !colorIds.includes(img.colorId))
        throw fieldError(`images.${index}.colorId`, 'validation.invalidOption')
    })
    return {
      subcategoryIds,
      colorIds,
      materialIds,
      images,
      videos: input.videos,
      details: input.details,
    }
  }

  function productValues(input: ProductValues) {
    return {
      code: input.code,
      importerCode: input.importerCode,
      name: input.name,
      categoryId: input.categoryId,
      description: input.description,
      finishing: input.finishing,
      customizations: unique(input.customizations),
      allowRatings: input.allowRatings,
    }
  }

  /** Maps the code index's violation (a concurrent save with the same code) to 409. */
  async function guardCode<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn()
    } catch (err) {
      if (uniqueViolation(err) === 'products_supplier_code_key') throw codeTaken()
      throw err
    }
  }

  async function save(editor: Editor, id: string, input: ProductValues): Promise<ProductEditorDto> {
    return guardCode(() =>
      ctx.db.transaction(async (tx) => {
        const r = productEditorRepository(tx)
        const before = await lockFor(tx, editor, id)
        const beforeDto = editor.kind === 'admin' ? await editorDto(tx, before) : null
        const rel = await checkInput(tx, input, imageOwners(editor, before.supplierId))
        if (await r.codeTaken(before.supplierId, input.code, id)) throw codeTaken()
        const after = await r.update(id, { ...productValues(input), updatedAt: ctx.clock.now() })
        await productRelationsRepository(tx).replaceRelations(id, rel)
        const dto = await editorDto(tx, after!)
        if (editor.kind === 'admin')
          await audit(tx, {
            actorId: editor.actor.user.id,
            action: 'product.update',
            targetType: 'product',
            targetId: id,
            before: auditView(beforeDto!),
            after: auditView(dto),
            ip: editor.actor.ip,
          })
        return dto
      }),
    )
  }

  async function setStatus(
    editor: Editor,
    id: string,
    status: ProductStatus,
  ): Promise<ProductEditorDto> {
    return ctx.db.transaction(async (tx) => {
      const r = productEditorRepository(tx)
      const before = await lockFor(tx, editor, id)
      const admin = editor.kind === 'admin'
      const now = ctx.clock.now()
      let after = before
      if (status === 'inactive') {
        // An admin inactivation locks the product even when the supplier had removed it.
        if (before.status === 'active' || (admin && !before.deactivatedByAdmin))
          after = (await r.update(id, {
            status: 'inactive',
            deactivatedAt: before.deactivatedAt ?? now,
            deactivatedByAdmin: admin,
            updatedAt: now,
          }))!
      } else if (before.status === 'inactive') {
        if (!admin && before.deactivatedByAdmin) throw new AppError('PRODUCT_LOCKED_BY_ADMIN')
        after = (await r.update(id, {
          status: 'active',
          deactivatedAt: null,
          deactivatedByAdmin: false,
          updatedAt: now,
        }))!
      }
      if (admin && after !== before)
        await audit(tx, {
          actorId: editor.actor.user.id,
          action: status === 'active' ? 'product.activate' : 'product.inactivate',
          targetType: 'product',
          targetId: id,
          before: { status: before.status, deactivatedByAdmin: before.deactivatedByAdmin },
          after: { status: after.status, deactivatedByAdmin: after.deactivatedByAdmin },
          ip: editor.actor.ip,
        })
      return editorDto(tx, after)
    })
  }

  /** Spec §7 `PUT {area}/product/{id}/image/{imageId}`: appends the image or recolours it. */
  async function attachImage(
    editor: Editor,
    id: string,
    imageId: string,
    colorId: string | null,
  ): Promise<ProductEditorDto> {
    return ctx.db.transaction(async (tx) => {
      const r = productEditorRepository(tx)
      const rel = productRelationsRepository(tx)
      const product = await lockFor(tx, editor, id)
      const own = await r.ownProductImages(imageOwners(editor, product.supplierId), [imageId])
      if (!own.has(imageId)) throw new AppError('IMAGE_NOT_FOUND')
      if (colorId && !(await rel.colorIdsOf(id)).includes(colorId))
        throw fieldError('colorId', 'validation.invalidOption')
      const rows = await rel.imageRows(id)
      if (!rows.some((row) => row.imageId === imageId) && rows.length >= LIMITS.productImagesMax)
        throw fieldError('imageId', msg('validation.maxItems', { max: LIMITS.productImagesMax }))
      const { before } = await rel.attachImage(id, imageId, colorId)
      const after = (await r.update(id, { updatedAt: ctx.clock.now() }))!
      if (editor.kind === 'admin')
        await audit(tx, {
          actorId: editor.actor.user.id,
          action: 'product.image',
          targetType: 'product',
          targetId: id,
          before: before ? { imageId, colorId: before.colorId } : null,
          after: { imageId, colorId },
          ip: editor.actor.ip,
        })
      return editorDto(tx, after)
    })
  }

  const supplier = (supplierId: string): Editor => ({ kind: 'supplier', supplierId })
  const admin = (actor: AdminActor): Editor => ({ kind: 'admin', actor })

  return {
    // ---- supplier -------------------------------------------------------------------------
    async readOwn(supplierId: string, id: string) {
      const p = await repo.find(id)
      if (!p || p.supplierId !== supplierId) throw new AppError('PRODUCT_NOT_FOUND')
      return editorDto(ctx.db, p)
    },

    async create(supplierId: string, input: ProductValues): Promise<ProductEditorDto> {
      return guardCode(() =>
        ctx.db.transaction(async (tx) => {
          const r = productEditorRepository(tx)
          const rel = await checkInput(tx, input, [supplierId])
          if (await r.codeTaken(supplierId, input.code)) throw codeTaken()
          const now = ctx.clock.now()
          const row = await r.insert({
            ...productValues(input),
            supplierId,
            status: 'active',
            createdAt: now,
            updatedAt: now,
          })
          await productRelationsRepository(tx).replaceRelations(row.id, rel)
          return editorDto(tx, row)
        }),
      )
    },

    updateOwn: (supplierId: string, id: string, input: ProductValues) =>
      save(supplier(supplierId), id, input),
    setOwnStatus: (supplierId: string, id: string, status: ProductStatus) =>
      setStatus(supplier(supplierId), id, status),
    attachOwnImage: (supplierId: string, id: string, imageId: string, colorId: string | null) =>
      attachImage(supplier(supplierId), id, imageId, colorId),

    // ---- admin ----------------------------------------------------------------------------
    async readAny(id: string) {
      const p = await repo.find(id)
      if (!p) throw new AppError('PRODUCT_NOT_FOUND')
      return editorDto(ctx.db, p)
    },

    updateAny: (actor: AdminActor, id: string, input: ProductValues) =>
      save(admin(actor), id, input),
    setAnyStatus: (actor: AdminActor, id: string, status: ProductStatus) =>
      setStatus(admin(actor), id, status),
    attachAnyImage: (actor: AdminActor, id: string, imageId: string, colorId: string | null) =>
      attachImage(admin(actor), id, imageId, colorId),
  }
}
