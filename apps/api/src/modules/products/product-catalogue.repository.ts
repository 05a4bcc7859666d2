import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { ProductSort } from '@galera/shared/catalogue/product.schemas.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  addresses,
  categories,
  colors,
  images,
  productColors,
  productDetails,
  productImages,
  productMaterials,
  productSubcategories,
  products,
  supplierPages,
  suppliers,
  users,
} from '../../db/schema/index.ts'

/** A product row (the editor's `ProductRecord`). */
type ProductRecord = typeof products.$inferSelect

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

/**
 * The public catalogue's SQL (ADR 0021): what visitors see of products — the list with its
 * search, filters and sorts, one product page, the cards' category, cover, colours and tags, and
 * the suppliers offering a product.
 */
export function productCatalogueRepository(db: DbOrTx) {
  return {
    async category(id: string) {
      const [row] = await db
        .select({ id: categories.id, namePt: categories.namePt, nameEn: categories.nameEn })
        .from(categories)
        .where(eq(categories.id, id))
      return row
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
          width: images.width,
          height: images.height,
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
