import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { ProductSort } from '@galera/shared/catalogue/product.schemas.ts'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'
import { runPrepared } from '../../platform/db/prepared.ts'
import { readAll } from '../../platform/db/reads.ts'
import {
  cappedTotal,
  countCap,
  nameMatch,
  publicWhere,
  ratingOrder,
  relevancePool,
  searchWhere,
} from './product-search.repository.ts'
import { listed, type CardExtras } from './product-cards.repository.ts'
import {
  addresses,
  categories,
  colors,
  images,
  productColors,
  productDetails,
  productImages,
  productMaterials,
  productRatings,
  productSubcategories,
  productVideos,
  products,
  materials,
  supplierPages,
  suppliers,
  users,
} from '../../db/schema/index.ts'

/** A product row (the editor's `ProductRecord`). */
type ProductRecord = typeof products.$inferSelect

/** A product page's relations and rating, in one statement (pageRelations). */
export interface PageRelations {
  category: { id: string; namePt: string; nameEn: string } | null
  subs: { id: string; namePt: string; nameEn: string }[]
  cols: CardExtras['colors']
  mats: { id: string; namePt: string; nameEn: string }[]
  imgs: {
    imageId: string
    colorId: string | null
    variants: Record<string, string>
    width: number
    height: number
  }[]
  vids: { url: string }[]
  dets: { label: string; value: string; showAsTag: boolean }[]
  rating: CardExtras['rating']
}

/**
 * The public catalogue's SQL (ADR 0021): what visitors see of products — the list with its
 * search, filters and sorts, one product page, the cards' category, cover, colours and tags, and
 * the suppliers offering a product.
 */
export function productCatalogueRepository(db: DbOrTx) {
  return {
    /** A category by id or slug (product kind), with its parent. */
    async findProductCategory(idOrSlug: string) {
      const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(
        idOrSlug,
      )
      const [row] = await runPrepared(
        db
          .select({ id: categories.id, parentId: categories.parentId })
          .from(categories)
          .where(
            and(
              eq(categories.kind, 'product'),
              isUuid ? eq(categories.id, idOrSlug) : eq(categories.slug, idOrSlug),
            ),
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
      const sort = filter.sort
      // ADR 0072: a text search by relevance shows name matches first, each tier best-rated,
      // newest, id; other sorts as listed.
      const relevanceQ = sort === 'relevance' && filter.q ? filter.q : undefined
      const order: SQL[] = []
      if (relevanceQ) order.push(desc(nameMatch(relevanceQ)))
      if (sort === 'rating' || sort === 'relevance') order.push(ratingOrder[0]!)
      if (sort === 'name') order.push(asc(sql`lower(${products.name})`))
      order.push(desc(products.createdAt), asc(products.id))
      // ADR 0068: a broad search never counts every match.
      const cap = countCap(page, size)
      const matches = db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .limit(cap + 1)
        .as('matches')
      const offset = (page - 1) * size
      const selected = listed
      const readPage = async () => {
        if (!relevanceQ) {
          // ADR 0062: the count and the page's ids read products alone (trigram / category index
          // and the visible suppliers); only the page's rows are joined to their supplier and
          // account.
          const pageIds = db
            .select({ id: products.id })
            .from(products)
            .where(where)
            .orderBy(...order)
            .limit(size)
            .offset(offset)
          return db
            .select(selected)
            .from(products)
            .innerJoin(users, eq(users.id, products.supplierId))
            .leftJoin(suppliers, eq(suppliers.userId, products.supplierId))
            .where(inArray(products.id, pageIds))
            .orderBy(...order)
        }
        // ADR 0072: the relevance page reads a pool of matches in rating order (index
        // products_rating_idx when the search is broad, the trigram index when it is narrow) and
        // orders the pool by tier. The pool answers exactly when it holds every match or at least
        // the page's rows of name matches (then no match past the pool can come before them);
        // otherwise the same statement runs again over every match.
        const named = nameMatch(relevanceQ)
        const relevancePage = async (poolSize: number | undefined) => {
          const poolQuery = db
            .select({
              id: products.id,
              named: sql<boolean>`${named}`.as('named'),
              ratingAvg: products.ratingAvg,
              createdAt: products.createdAt,
            })
            .from(products)
            .where(where)
            .orderBy(...ratingOrder)
          const pool = db
            .$with('pool')
            .as(poolSize === undefined ? poolQuery : poolQuery.limit(poolSize))
          const pageIds = db
            .select({ id: pool.id })
            .from(pool)
            .orderBy(
              desc(pool.named),
              sql`${pool.ratingAvg} desc nulls last`,
              desc(pool.createdAt),
              asc(pool.id),
            )
            .limit(size)
            .offset(offset)
          return db
            .with(pool)
            .select({
              ...selected,
              pooled: sql<number>`(select count(*) from ${pool})`.mapWith(Number),
              pooledNamed: sql<number>`(select count(*) from ${pool} where ${pool.named})`.mapWith(
                Number,
              ),
            })
            .from(products)
            .innerJoin(users, eq(users.id, products.supplierId))
            .leftJoin(suppliers, eq(suppliers.userId, products.supplierId))
            .where(inArray(products.id, pageIds))
            .orderBy(...order)
        }
        const poolSize = relevancePool(offset, size)
        let rows = await relevancePage(poolSize)
        const first = rows[0]
        const exact = !first || first.pooled < poolSize || first.pooledNamed >= offset + rows.length
        if (!exact) rows = await relevancePage(undefined)
        return rows
      }
      // Planned with its values each time, never a named prepared statement (ADR 0072, 0074): a
      // generic plan cannot tell a broad word, category or colour (the rating index in order)
      // from a narrow one (the trigram or colour index) and read ten times the rows at 100,000
      // products. The count reads on another pool connection while the page is read.
      const [[{ counted }], rows] = await readAll(db, [
        () => db.select({ counted: count() }).from(matches).execute(),
        readPage,
      ] as const)
      return { ...cappedTotal(counted, cap), rows }
    },

    /** One product visible to the public, or undefined. */
    async findPublic(id: string): Promise<ProductRecord | undefined> {
      const [row] = await runPrepared(
        db
          .select({ product: products })
          .from(products)
          .where(and(eq(products.id, id), publicWhere)),
      )
      return row?.product
    },

    /**
     * A product page's category, subcategories, colours, materials, live images, videos, details
     * and rating averages in one statement (ADR 0051), each list in the editor's order.
     */
    async pageRelations(productId: string): Promise<PageRelations | undefined> {
      const [row] = await queryRows<PageRelations>(
        db,
        sql`select
          (select json_build_object('id', c.id, 'namePt', c.name_pt, 'nameEn', c.name_en)
             from ${categories} c where c.id = p.category_id) as category,
          coalesce((select json_agg(json_build_object('id', c.id, 'namePt', c.name_pt,
                      'nameEn', c.name_en) order by c.sort_order, c.name_pt)
             from ${productSubcategories} ps join ${categories} c on c.id = ps.category_id
            where ps.product_id = p.id), '[]'::json) as subs,
          coalesce((select json_agg(json_build_object('id', co.id, 'namePt', co.name_pt,
                      'nameEn', co.name_en, 'hex', co.hex, 'texturePath', co.texture_path)
                      order by co.name_pt)
             from ${productColors} pc join ${colors} co on co.id = pc.color_id
            where pc.product_id = p.id), '[]'::json) as cols,
          coalesce((select json_agg(json_build_object('id', m.id, 'namePt', m.name_pt,
                      'nameEn', m.name_en) order by m.name_pt)
             from ${productMaterials} pm join ${materials} m on m.id = pm.material_id
            where pm.product_id = p.id), '[]'::json) as mats,
          coalesce((select json_agg(json_build_object('imageId', pi.image_id,
                      'colorId', pi.color_id, 'variants', i.variants, 'width', i.width,
                      'height', i.height) order by pi.position)
             from ${productImages} pi join ${images} i on i.id = pi.image_id
            where pi.product_id = p.id and i.deleted_at is null), '[]'::json) as imgs,
          coalesce((select json_agg(json_build_object('url', v.url) order by v.position)
             from ${productVideos} v where v.product_id = p.id), '[]'::json) as vids,
          coalesce((select json_agg(json_build_object('label', d.label, 'value', d.value,
                      'showAsTag', d.show_as_tag) order by d.position)
             from ${productDetails} d where d.product_id = p.id), '[]'::json) as dets,
          (select json_build_object('n', count(*), 'material', avg(r.material),
                  'finishing', avg(r.finishing), 'customization', avg(r.customization))
             from ${productRatings} r where r.product_id = p.id and r.deleted_at is null) as rating
        from ${products} p where p.id = ${productId}`,
      )
      return row
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
