import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * Categories (with subcategories through parent_id) are shared by promoters and products.
 * Names are kept in both languages; the slug is stable.
 */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    slug: text('slug').notNull(),
    namePt: text('name_pt').notNull(),
    nameEn: text('name_en').notNull(),
    /** Which side of the marketplace uses it. */
    kind: text('kind').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    check('categories_kind_check', sql`${t.kind} in ('promoter','product')`),
  ],
)

/** Materials a product is made of (spec §2 admin settings), named in both languages. */
export const materials = pgTable(
  'materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    namePt: text('name_pt').notNull(),
    nameEn: text('name_en').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('materials_name_pt_key').on(sql`lower(${t.namePt})`),
    uniqueIndex('materials_name_en_key').on(sql`lower(${t.nameEn})`),
  ],
)
