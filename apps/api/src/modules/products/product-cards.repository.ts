import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  categories,
  colors,
  images,
  productColors,
  productDetails,
  productImages,
  productRatings,
  products,
  suppliers,
  users,
} from '../../db/schema/index.ts'

/** A listed product: its row, its supplier's trade name and whether the supplier is certified. */
export const listed = {
  product: products,
  tradeName: suppliers.establishmentTitle,
  supplierCertified: users.isCertified,
}

/** What a product card shows besides the product row, one row per product (cardExtras). */
export interface CardExtras {
  id: string
  category: { id: string; namePt: string; nameEn: string } | null
  cover: {
    imageId: string
    colorId: string | null
    variants: Record<string, string>
    width: number
    height: number
  } | null
  colors: {
    id: string
    namePt: string
    nameEn: string
    hex: string
    texturePath: string | null
  }[]
  tags: string[]
  /** Visible ratings counted and each criterion's mean (null without any). */
  rating: {
    n: number
    material: number | null
    finishing: number | null
    customization: number | null
  }
}

/** A visible product's card, row and extras together (`publicCards`). */
export type PublicCardRow = CardExtras & {
  code: string
  name: string
  categoryId: string
  supplierId: string
  tradeName: string | null
  supplierCertified: boolean
}

/**
 * The product cards' SQL (ADR 0021): the listed rows of a page and what each card shows besides
 * its row, each one prepared statement with one array parameter, whatever the page.
 */
export function productCardsRepository(db: DbOrTx) {
  // Each statement is built once per repository and run with its ids (`sql.placeholder`): neither
  // Drizzle's query building nor PostgreSQL's planning is paid per page (ADR 0078).
  const ids = sql`any(${sql.placeholder('ids')}::uuid[])`
  // publicWhere, checked on each row's own supplier and account (primary keys, no scan).
  const visible = and(
    eq(products.status, 'active'),
    eq(users.status, 'active'),
    eq(suppliers.status, 'active'),
  )
  const rows = lazy(() =>
    db
      .select(listed)
      .from(products)
      .innerJoin(users, eq(users.id, products.supplierId))
      .innerJoin(suppliers, eq(suppliers.userId, products.supplierId))
      .where(and(visible, sql`${products.id} = ${ids}`))
      .prepare('product_card_rows'),
  )

  // Spelled with the table: in a one-table select Drizzle names a column alone, which inside a
  // subquery would mean the subquery's own `id`.
  const productId = sql.raw('"products"."id"')
  const categoryId = sql.raw('"products"."category_id"')
  const extraFields = {
    id: products.id,
    category: sql<CardExtras['category']>`(select json_build_object('id', c.id,
        'namePt', c.name_pt, 'nameEn', c.name_en)
       from ${categories} c where c.id = ${categoryId})`,
    cover: sql<CardExtras['cover']>`(select json_build_object('imageId', pi.image_id,
        'colorId', pi.color_id, 'variants', i.variants, 'width', i.width, 'height', i.height)
       from ${productImages} pi join ${images} i on i.id = pi.image_id
      where pi.product_id = ${productId} and i.deleted_at is null
      order by pi.position limit 1)`,
    colors: sql<CardExtras['colors']>`coalesce((select json_agg(json_build_object(
        'id', co.id, 'namePt', co.name_pt, 'nameEn', co.name_en, 'hex', co.hex,
        'texturePath', co.texture_path) order by co.name_pt)
       from ${productColors} pc join ${colors} co on co.id = pc.color_id
      where pc.product_id = ${productId}), '[]'::json)`,
    tags: sql<string[]>`coalesce((select json_agg(d.value order by d.position)
       from ${productDetails} d where d.product_id = ${productId} and d.show_as_tag),
      '[]'::json)`,
    rating: sql<CardExtras['rating']>`(select json_build_object('n', count(*),
        'material', avg(r.material), 'finishing', avg(r.finishing),
        'customization', avg(r.customization))
       from ${productRatings} r where r.product_id = ${productId} and r.deleted_at is null)`,
  }
  const extras = lazy(() =>
    db
      .select(extraFields)
      .from(products)
      .where(sql`${products.id} = ${ids}`)
      .prepare('product_card_extras'),
  )
  const cards = lazy(() =>
    db
      .select({
        ...extraFields,
        code: products.code,
        name: products.name,
        categoryId: products.categoryId,
        supplierId: products.supplierId,
        tradeName: suppliers.establishmentTitle,
        supplierCertified: users.isCertified,
      })
      .from(products)
      .innerJoin(users, eq(users.id, products.supplierId))
      .innerJoin(suppliers, eq(suppliers.userId, products.supplierId))
      .where(and(visible, sql`${products.id} = ${ids}`))
      .prepare('product_cards'),
  )
  return {
    /** These products, where visible to the public (any order). */
    publicByIds(productIds: string[]) {
      return rows().execute({ ids: productIds })
    },

    /** The visible ones of these products with everything their cards show (any order). */
    async publicCards(productIds: string[]): Promise<PublicCardRow[]> {
      if (productIds.length === 0) return []
      return (await cards().execute({ ids: productIds })) as PublicCardRow[]
    },

    /**
     * Everything a card shows besides the product row, for a whole page in one statement:
     * category names, the cover (first live image), colours by name, tags in order and the rating
     * averages, each a correlated subquery on the primary-key-indexed join tables.
     */
    async cardExtras(productIds: string[]): Promise<CardExtras[]> {
      if (productIds.length === 0) return []
      return (await extras().execute({ ids: productIds })) as CardExtras[]
    },
  }
}

/** A value made on first use. */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}
