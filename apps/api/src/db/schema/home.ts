import { sql } from 'drizzle-orm'
import {
  check,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { categories } from './catalogue.ts'
import { products } from './products.ts'

/**
 * Admin Settings → Home (ADR 0023): the product categories and products the home page
 * features, in order. At most 8 of each (the position CHECK and the primary key), each once.
 */
export const homeFeatures = pgTable(
  'home_features',
  {
    kind: text('kind').notNull(),
    position: smallint('position').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.position] }),
    check('home_features_kind_check', sql`${t.kind} in ('product_category', 'product')`),
    check('home_features_position_check', sql`${t.position} between 1 and 8`),
    check(
      'home_features_target_check',
      sql`(${t.kind} = 'product_category') = (${t.categoryId} is not null)
        and (${t.kind} = 'product') = (${t.productId} is not null)`,
    ),
    uniqueIndex('home_features_category_key')
      .on(t.categoryId)
      .where(sql`${t.categoryId} is not null`),
    uniqueIndex('home_features_product_key')
      .on(t.productId)
      .where(sql`${t.productId} is not null`),
  ],
)
