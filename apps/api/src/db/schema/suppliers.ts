import { sql } from 'drizzle-orm'
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { images } from './files.ts'
import { suppliers } from './profiles.ts'

/**
 * A supplier's public company page (spec §3 company preview): about (500–3000 characters
 * of text, rich text sanitised on the server — `about_html` is what is shown, `about_text` its
 * plain text, whose length the rule counts), site, logo, about image, header colour, contact.
 */
export const supplierPages = pgTable(
  'supplier_pages',
  {
    supplierId: uuid('supplier_id')
      .primaryKey()
      .references(() => suppliers.userId, { onDelete: 'cascade' }),
    aboutHtml: text('about_html').notNull(),
    aboutText: text('about_text').notNull(),
    site: text('site'),
    logoImageId: uuid('logo_image_id').references(() => images.id, { onDelete: 'set null' }),
    aboutImageId: uuid('about_image_id').references(() => images.id, { onDelete: 'set null' }),
    headerColor: text('header_color').notNull().default('#7B1FA2'),
    contactPhone: text('contact_phone'),
    commercialEmail: text('commercial_email'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('supplier_pages_color_check', sql`${t.headerColor} ~ '^#[0-9A-Fa-f]{6}$'`),
    check('supplier_pages_about_check', sql`char_length(${t.aboutText}) between 500 and 3000`),
  ],
)
