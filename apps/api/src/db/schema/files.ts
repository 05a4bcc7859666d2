import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/** Colours (spec §3: name, hexadecimal, texture), shared by products and the image library. */
export const colors = pgTable(
  'colors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    namePt: text('name_pt').notNull(),
    nameEn: text('name_en').notNull(),
    hex: text('hex').notNull(),
    texturePath: text('texture_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('colors_hex_check', sql`${t.hex} ~ '^#[0-9A-Fa-f]{6}$'`)],
)

/**
 * Every uploaded image: re-encoded into web sizes, stored under server-made keys. `variants` maps
 * size → storage key (`thumb`, `medium`, `large`). Only its owner lists it in the image library.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What it is for: avatar, gallery, product, document, banner, texture, message (ADR 0058). */
    purpose: text('purpose').notNull(),
    colorId: uuid('color_id').references(() => colors.id),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    variants: jsonb('variants').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('images_owner_idx').on(t.ownerId, t.createdAt),
    check(
      'images_purpose_check',
      sql`${t.purpose} in ('avatar','gallery','product','document','banner','texture','message')`,
    ),
  ],
)
