import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { ProductSort } from '@galera/shared/catalogue/product.schemas.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  addresses,
  categories,
  colors,
  images,
  materials,
  productColors,
  productDetails,
  productImages,
  productMaterials,
  productSubcategories,
  productVideos,
  products,
  supplierPages,
  suppliers,
  users,
} from '../../db/schema/index.ts'

export type ProductRecord = typeof products.$inferSelect

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** The stored accent-free search text (migration 0010), under the trigram index
 * `products_search_doc_trgm`, so `ILIKE` and `similarity` on it use the index. */
const searchDoc = products.searchDoc

/** Every word of `q` (accents and case ignored) appears in name, code or importer code. */
function searchWhere(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8)
  return and(...words.map((w) => sql`${searchDoc} ilike galera_unaccent(${likePattern(w)})`))
}

/**
 * Public visibility: an active product of an active supplier account whose company an admin has
 * not inactivated (a primary-key lookup per row, no join needed by the callers).
 */
const publicWhere = and(
  eq(products.status, 'active'),
  eq(users.status, 'active'),
  sql`exists (select 1 from ${suppliers} s where s.user_id = ${products.supplierId} and s.status = 'active')`,
)!

/** Average stars of a product's visible ratings (null without any), kept by a trigger. */
const ratingAverage = products.ratingAvg

export interface ProductRelations {
  subcategoryIds: string[]
  colorIds: string[]
  materialIds: string[]
  images: { imageId: string; colorId: string | null }[]
  videos: string[]
  details: { label: string; value: string; showAsTag: boolean }[]
}

export function productsRepository(db: DbOrTx) {
  return {
    async find(id: string): Promise<ProductRecord | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id))
      return row
    },

    /** Locks the product row: writes on one product never interleave. */
    async lock(id: string): Promise<ProductRecord | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).for('update')
      return row
    },

    /** An active top-level product category. */
    async isTopProductCategory(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            eq(categories.id, id),
            eq(categories.kind, 'product'),
            isNull(categories.parentId),
            eq(categories.isActive, true),
          ),
        )
      return rows.length > 0
    },

    /** How many of `ids` are active subcategories of `parentId`. */
    async countSubcategories(parentId: string, ids: string[]): Promise<number> {
      if (ids.length === 0) return 0
      const [{ n }] = await db
        .select({ n: count() })
        .from(categories)
        .where(
          and(
            inArray(categories.id, ids),
            eq(categories.parentId, parentId),
            eq(categories.kind, 'product'),
            eq(categories.isActive, true),
          ),
        )
      return n
    },

    async countColors(ids: string[]): Promise<number> {
      if (ids.length === 0) return 0
      const [{ n }] = await db.select({ n: count() }).from(colors).where(inArray(colors.id, ids))
      return n
    },

    async countActiveMaterials(ids: string[]): Promise<number> {
      if (ids.length === 0) return 0
      const [{ n }] = await db
        .select({ n: count() })
        .from(materials)
        .where(and(inArray(materials.id, ids), eq(materials.isActive, true)))
      return n
    },

    /** Ids among `ids` that are live product images of one of `ownerIds`. */
    async ownProductImages(ownerIds: string[], ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set()
      const rows = await db
        .select({ id: images.id })
        .from(images)
        .where(
          and(
            inArray(images.id, ids),
            inArray(images.ownerId, ownerIds),
            eq(images.purpose, 'product'),
            isNull(images.deletedAt),
          ),
        )
      return new Set(rows.map((r) => r.id))
    },

    /** Another product of the supplier already uses this code (case-insensitive). */
    async codeTaken(supplierId: string, code: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.supplierId, supplierId),
            sql`lower(${products.code}) = lower(${code})`,
            exceptId ? ne(products.id, exceptId) : undefined,
          ),
        )
      return rows.length > 0
    },

    async insert(values: typeof products.$inferInsert): Promise<ProductRecord> {
      const [row] = await db.insert(products).values(values).returning()
      return row
    },

    async update(id: string, values: Partial<typeof products.$inferInsert>, where?: SQL) {
      const rows = await db
        .update(products)
        .set(values)
        .where(and(eq(products.id, id), where))
        .returning()
      return rows[0]
    },

    /** Replaces every join row of a product (the editor saves the whole product). */
    async replaceRelations(productId: string, r: ProductRelations) {
      await db.delete(productSubcategories).where(eq(productSubcategories.productId, productId))
      await db.delete(productColors).where(eq(productColors.productId, productId))
      await db.delete(productMaterials).where(eq(productMaterials.productId, productId))
      await db.delete(productImages).where(eq(productImages.productId, productId))
      await db.delete(productVideos).where(eq(productVideos.productId, productId))
      await db.delete(productDetails).where(eq(productDetails.productId, productId))
      if (r.subcategoryIds.length)
        await db
          .insert(productSubcategories)
          .values(r.subcategoryIds.map((categoryId) => ({ productId, categoryId })))
      if (r.colorIds.length)
        await db.insert(productColors).values(r.colorIds.map((colorId) => ({ productId, colorId })))
      if (r.materialIds.length)
        await db
          .insert(productMaterials)
          .values(r.materialIds.map((materialId) => ({ productId, materialId })))
      if (r.images.length)
        await db
          .insert(productImages)
          .values(r.images.map((img, position) => ({ productId, ...img, position })))
      if (r.videos.length)
        await db
          .insert(productVideos)
          .values(r.videos.map((url, position) => ({ productId, url, position })))
      if (r.details.length)
        await db
          .insert(productDetails)
          .values(r.details.map((d, position) => ({ productId, ...d, position })))
    },

    /** Everything the editor and the detail page show, besides the product row. */
    async relations(productId: string) {
      const [subs, cols, mats, imgs, vids, dets] = await Promise.all([
        db
          .select({ id: categories.id, namePt: categories.namePt, nameEn: categories.nameEn })
          .from(productSubcategories)
          .innerJoin(categories, eq(categories.id, productSubcategories.categoryId))
          .where(eq(productSubcategories.productId, productId))
          .orderBy(asc(categories.sortOrder), asc(categories.namePt)),
        db
          .select({
            id: colors.id,
            namePt: colors.namePt,
            nameEn: colors.nameEn,
            hex: colors.hex,
            texturePath: colors.texturePath,
          })
          .from(productColors)
          .innerJoin(colors, eq(colors.id, productColors.colorId))
          .where(eq(productColors.productId, productId))
          .orderBy(asc(colors.namePt)),
        db
          .select({ id: materials.id, namePt: materials.namePt, nameEn: materials.nameEn })
          .from(productMaterials)
          .innerJoin(materials, eq(materials.id, productMaterials.materialId))
          .where(eq(productMaterials.productId, productId))
          .orderBy(asc(materials.namePt)),
        db
          .select({
            imageId: productImages.imageId,
            colorId: productImages.colorId,
            position: productImages.position,
            variants: images.variants,
          })
          .from(productImages)
          .innerJoin(images, eq(images.id, productImages.imageId))
          .where(and(eq(productImages.productId, productId), isNull(images.deletedAt)))
          .orderBy(asc(productImages.position)),
        db
          .select({ url: productVideos.url })
          .from(productVideos)
          .where(eq(productVideos.productId, productId))
          .orderBy(asc(productVideos.position)),
        db
          .select({
            label: productDetails.label,
            value: productDetails.value,
            showAsTag: productDetails.showAsTag,
          })
          .from(productDetails)
          .where(eq(productDetails.productId, productId))
          .orderBy(asc(productDetails.position)),
      ])
      return { subs, cols, mats, imgs, vids, dets }
    },

    /** Image rows of a product (deleted library images included: they are still join rows). */
    async imageRows(productId: string) {
      return db
        .select()
        .from(productImages)
        .where(eq(productImages.productId, productId))
        .orderBy(asc(productImages.position))
    },

    async attachImage(productId: string, imageId: string, colorId: string | null) {
      const [existing] = await db
        .select()
        .from(productImages)
        .where(and(eq(productImages.productId, productId), eq(productImages.imageId, imageId)))
      if (existing) {
        await db
          .update(productImages)
          .set({ colorId })
          .where(and(eq(productImages.productId, productId), eq(productImages.imageId, imageId)))
        return { before: existing, added: false }
      }
      const [{ next }] = await db
        .select({ next: sql<number>`coalesce(max(${productImages.position}) + 1, 0)::int` })
        .from(productImages)
        .where(eq(productImages.productId, productId))
      await db.insert(productImages).values({ productId, imageId, colorId, position: next })
      return { before: null, added: true }
    },

    async colorIdsOf(productId: string): Promise<string[]> {
      const rows = await db
        .select({ id: productColors.colorId })
        .from(productColors)
        .where(eq(productColors.productId, productId))
      return rows.map((r) => r.id)
    },

    async category(id: string) {
      const [row] = await db
        .select({ id: categories.id, namePt: categories.namePt, nameEn: categories.nameEn })
        .from(categories)
        .where(eq(categories.id, id))
      return row
    },

    async tradeName(supplierId: string): Promise<string> {
      const [row] = await db
        .select({ name: suppliers.establishmentTitle, userName: users.name })
        .from(users)
        .leftJoin(suppliers, eq(suppliers.userId, users.id))
        .where(eq(users.id, supplierId))
      return row?.name ?? row?.userName ?? ''
    },

    /** The supplier (or admin) list: newest change first, any status. */
    async listManaged(
      filter: { supplierId?: string; q?: string; status: 'all' | 'active' | 'inactive' },
      page: number,
      size: number,
    ) {
      const where = and(
        filter.supplierId ? eq(products.supplierId, filter.supplierId) : undefined,
        filter.status !== 'all' ? eq(products.status, filter.status) : undefined,
        filter.q
          ? or(
              sql`galera_unaccent(${products.name}) ilike galera_unaccent(${likePattern(filter.q)})`,
              sql`galera_unaccent(${products.code}) ilike galera_unaccent(${likePattern(filter.q)})`,
              sql`galera_unaccent(coalesce(${products.importerCode}, '')) ilike galera_unaccent(${likePattern(filter.q)})`,
            )
          : undefined,
      )
      const [{ total }] = await db.select({ total: count() }).from(products).where(where)
      const rows = await db
        .select({
          product: products,
          tradeName: suppliers.establishmentTitle,
        })
        .from(products)
        .leftJoin(suppliers, eq(suppliers.userId, products.supplierId))
        .where(where)
        .orderBy(desc(products.updatedAt), asc(products.id))
        .limit(size)
        .offset((page - 1) * size)
      return { total, rows }
    },

    /** A category by id or slug (product kind), with its parent. */
    async findProductCategory(idOrSlug: string) {
      const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(
        idOrSlug,
      )
      const [row] = await db
        .select({ id: categories.id, parentId: categories.parentId })
        .from(categories)
        .where(
          and(
            eq(categories.kind, 'product'),
            isUuid ? eq(categories.id, idOrSlug) : eq(categories.slug, idOrSlug),
          ),
        )
      return row
    },

    /** The public product list (ADR 0021): active products of active suppliers. */
    async listPublic(
      filter: {
        q?: string
        category?: { id: string; parentId: string | null } | null
        colorId?: string
        materialId?: string
        supplierId?: string
        sort: ProductSort
      },
      page: number,
      size: number,
    ) {
      const cat = filter.category
      // A product's category is top-level and its subcategories are children of it (the service
      // checks both), so a top-level filter is the product's own column (index
      // products_category_rating_idx) and a subcategory filter its join row.
      const categoryWhere = !cat
        ? undefined
        : cat.parentId === null
          ? eq(products.categoryId, cat.id)
          : sql`exists (select 1 from ${productSubcategories} ps
              where ps.product_id = ${products.id} and ps.category_id = ${cat.id})`
      const where = and(
        publicWhere,
        searchWhere(filter.q),
        categoryWhere,
        filter.colorId
          ? sql`exists (select 1 from ${productColors} pc where pc.product_id = ${products.id} and pc.color_id = ${filter.colorId})`
          : undefined,
        filter.materialId
          ? sql`exists (select 1 from ${productMaterials} pm where pm.product_id = ${products.id} and pm.material_id = ${filter.materialId})`
          : undefined,
        filter.supplierId ? eq(products.supplierId, filter.supplierId) : undefined,
      )
      const order: SQL[] = []
      const sort = filter.sort
      if (sort === 'relevance' && filter.q)
        order.push(desc(sql`similarity(${searchDoc}, galera_unaccent(${filter.q}))`))
      if (sort === 'rating' || sort === 'relevance')
        order.push(sql`${ratingAverage} desc nulls last`)
      if (sort === 'name') order.push(asc(sql`lower(${products.name})`))
      order.push(desc(products.createdAt), asc(products.id))
      const [{ total }] = await db
        .select({ total: count() })
        .from(products)
        .innerJoin(users, eq(users.id, products.supplierId))
        .where(where)
      const rows = await db
        .select({
          product: products,
          tradeName: suppliers.establishmentTitle,
          supplierCertified: users.isCertified,
        })
        .from(products)
        .innerJoin(users, eq(users.id, products.supplierId))
        .leftJoin(suppliers, eq(suppliers.userId, products.supplierId))
        .where(where)
        .orderBy(...order)
        .limit(size)
        .offset((page - 1) * size)
      return { total, rows }
    },

    /** These products, where visible to the public (any order). */
    publicByIds(ids: string[]) {
      return db
        .select({
          product: products,
          tradeName: suppliers.establishmentTitle,
          supplierCertified: users.isCertified,
        })
        .from(products)
        .innerJoin(users, eq(users.id, products.supplierId))
        .leftJoin(suppliers, eq(suppliers.userId, products.supplierId))
        .where(and(publicWhere, inArray(products.id, ids)))
    },

    /** One product visible to the public, or undefined. */
    async findPublic(id: string): Promise<ProductRecord | undefined> {
      const [row] = await db
        .select({ product: products })
        .from(products)
        .innerJoin(users, eq(users.id, products.supplierId))
        .where(and(eq(products.id, id), publicWhere))
      return row?.product
    },

    /** Categories by id (names of both languages). */
    async categoriesByIds(ids: string[]) {
      if (ids.length === 0) return []
      return db
        .select({ id: categories.id, namePt: categories.namePt, nameEn: categories.nameEn })
        .from(categories)
        .where(inArray(categories.id, ids))
    },

    /** Colours of many products, for cards. */
    async colorsOf(productIds: string[]) {
      if (productIds.length === 0) return []
      return db
        .select({
          productId: productColors.productId,
          id: colors.id,
          namePt: colors.namePt,
          nameEn: colors.nameEn,
          hex: colors.hex,
          texturePath: colors.texturePath,
        })
        .from(productColors)
        .innerJoin(colors, eq(colors.id, productColors.colorId))
        .where(inArray(productColors.productId, productIds))
        .orderBy(asc(colors.namePt))
    },

    /** The first live image of each product (the cover). */
    async coversOf(productIds: string[]) {
      if (productIds.length === 0) return []
      return db
        .selectDistinctOn([productImages.productId], {
          productId: productImages.productId,
          imageId: productImages.imageId,
          colorId: productImages.colorId,
          variants: images.variants,
        })
        .from(productImages)
        .innerJoin(images, eq(images.id, productImages.imageId))
        .where(and(inArray(productImages.productId, productIds), isNull(images.deletedAt)))
        .orderBy(productImages.productId, asc(productImages.position))
    },

    async tagsOf(productIds: string[]) {
      if (productIds.length === 0) return []
      return db
        .select({ productId: productDetails.productId, value: productDetails.value })
        .from(productDetails)
        .where(
          and(inArray(productDetails.productId, productIds), eq(productDetails.showAsTag, true)),
        )
        .orderBy(asc(productDetails.position))
    },

    /** Business data of suppliers for the detail page: trade name, city/UF, logo. */
    async supplierCards(ids: string[]) {
      if (ids.length === 0) return []
      return db
        .select({
          id: suppliers.userId,
          tradeName: suppliers.establishmentTitle,
          city: addresses.city,
          uf: addresses.uf,
          logoVariants: images.variants,
          logoDeletedAt: images.deletedAt,
        })
        .from(suppliers)
        .leftJoin(addresses, eq(addresses.userId, suppliers.userId))
        .leftJoin(supplierPages, eq(supplierPages.supplierId, suppliers.userId))
        .leftJoin(images, eq(images.id, supplierPages.logoImageId))
        .where(inArray(suppliers.userId, ids))
    },

    /**
     * Other active suppliers with an active product of the same importer code (ADR 0021): the
     * budget candidates besides the product's own supplier.
     */
    async otherOfferingSuppliers(product: ProductRecord): Promise<string[]> {
      if (!product.importerCode) return []
      const rows = await db
        .selectDistinct({ id: products.supplierId, name: suppliers.establishmentTitle })
        .from(products)
        .innerJoin(users, eq(users.id, products.supplierId))
        .innerJoin(suppliers, eq(suppliers.userId, products.supplierId))
        .where(
          and(
            publicWhere,
            sql`${products.importerCode} is not null`,
            sql`lower(${products.importerCode}) = lower(${product.importerCode})`,
            ne(products.supplierId, product.supplierId),
          ),
        )
        .orderBy(asc(suppliers.establishmentTitle), asc(products.supplierId))
      return rows.map((r) => r.id)
    },
  }
}
