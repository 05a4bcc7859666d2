import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { categories, materials } from './catalogue.ts'
import { colors, images } from './files.ts'
import { suppliers } from './profiles.ts'

/**
 * A supplier's catalogue item (spec §3 Product, ADR 0021). `category_id` is a top-level
 * product category; subcategories, colours and materials are join tables. Removing a product makes
 * it inactive (history kept, undoable): `deactivated_at` is set exactly when it is inactive.
 * Suppliers that sell the same imported item share its importer code: that is how a budget finds
 * the suppliers "offering that product".
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.userId, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    importerCode: text('importer_code'),
    name: text('name').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    description: text('description').notNull(),
    finishing: text('finishing'),
    /** Subset of text, logo, image, attachment (spec §3 customization). */
    customizations: text('customizations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allowRatings: boolean('allow_ratings').notNull().default(true),
    status: text('status').notNull().default('active'),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Set when an admin (not the supplier) inactivated it: only an admin may reactivate it. */
    deactivatedByAdmin: boolean('deactivated_by_admin').notNull().default(false),
    /**
     * Mean stars of its visible ratings (null without any), kept by a trigger on product_ratings
     * (migration 0010) so the rating sort reads an index, not a subquery per row.
     */
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }),
    /** What the public search matches: name, code and importer code without accents, lower case. */
    searchDoc: text('search_doc').generatedAlwaysAs(
      sql`galera_unaccent(name || ' ' || code || ' ' || coalesce(importer_code, ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_supplier_code_key').on(t.supplierId, sql`lower(${t.code})`),
    index('products_category_idx').on(t.categoryId, t.status),
    index('products_category_rating_idx')
      .on(t.categoryId, sql`${t.ratingAvg} desc nulls last`, sql`${t.createdAt} desc`, t.id)
      .where(sql`${t.status} = 'active'`),
    index('products_rating_idx')
      .on(sql`${t.ratingAvg} desc nulls last`, sql`${t.createdAt} desc`, t.id)
      .where(sql`${t.status} = 'active'`),
    index('products_importer_code_idx')
      .on(sql`lower(${t.importerCode})`)
      .where(sql`${t.importerCode} is not null and ${t.status} = 'active'`),
    index('products_supplier_idx').on(t.supplierId, t.status, t.createdAt),
    check('products_status_check', sql`${t.status} in ('active','inactive')`),
    check(
      'products_deactivated_check',
      sql`(${t.status} = 'inactive') = (${t.deactivatedAt} is not null)`,
    ),
    check(
      'products_customizations_check',
      sql`${t.customizations} <@ array['text','logo','image','attachment']::text[]`,
    ),
    check('products_code_check', sql`char_length(${t.code}) between 1 and 40`),
    check('products_name_check', sql`char_length(${t.name}) between 3 and 120`),
  ],
)

export const productSubcategories = pgTable(
  'product_subcategories',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_subcategories_category_idx').on(t.categoryId),
  ],
)

export const productColors = pgTable(
  'product_colors',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: uuid('color_id')
      .notNull()
      .references(() => colors.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.colorId] }),
    index('product_colors_color_idx').on(t.colorId, t.productId),
  ],
)

export const productMaterials = pgTable(
  'product_materials',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    materialId: uuid('material_id')
      .notNull()
      .references(() => materials.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.materialId] }),
    index('product_materials_material_idx').on(t.materialId, t.productId),
  ],
)

/** Images of a product, each optionally for one of its colours (the gallery per colour). */
export const productImages = pgTable(
  'product_images',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    colorId: uuid('color_id').references(() => colors.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.imageId] }),
    check('product_images_position_check', sql`${t.position} >= 0`),
  ],
)

/** Videos by link (https only). */
export const productVideos = pgTable(
  'product_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('product_videos_product_idx').on(t.productId, t.position),
    check('product_videos_url_check', sql`${t.url} ~ '^https://'`),
  ],
)

/** Label/value details; `show_as_tag` ones appear as tags on cards and the detail page. */
export const productDetails = pgTable(
  'product_details',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    value: text('value').notNull(),
    showAsTag: boolean('show_as_tag').notNull().default(false),
    position: integer('position').notNull(),
  },
  (t) => [index('product_details_product_idx').on(t.productId, t.position)],
)

/**
 * Which products changed in search, in order (migration 0028's triggers write it): a product row,
 * its subcategories, colours or materials (`product_id`), or its supplier's visibility
 * (`supplier_id`). Each process's in-memory product index reads what is new before a search
 * (ADR 0078). Old rows are pruned.
 */
export const productSearchChanges = pgTable(
  'product_search_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    productId: uuid('product_id'),
    supplierId: uuid('supplier_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_search_changes_at_idx').on(t.at),
    check(
      'product_search_changes_one_check',
      sql`num_nonnulls(${t.productId}, ${t.supplierId}) = 1`,
    ),
  ],
)
