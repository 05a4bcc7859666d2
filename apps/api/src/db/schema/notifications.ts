import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/** Spec §3 notification codes; later issues emit them through the notifications service. */
export const NOTIFICATION_CODES = [
  'budget_received',
  'budget_declined',
  'budget_approved',
  'feedback_available',
  'company_feedback',
  'product_feedback',
  'auction_company',
  'auction_product',
  'auction_category',
  'auction_won',
  'supplier_new',
  'account_suspended',
  'account_reactivated',
  'certification_approved',
  'certification_refused',
  'terms_updated',
] as const

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** In-app path the notification opens (never an external URL). */
    link: text('link').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check(
      'notifications_code_check',
      sql.raw(`code in (${NOTIFICATION_CODES.map((c) => `'${c}'`).join(',')})`),
    ),
    check('notifications_link_check', sql`${t.link} ~ '^/[^/]'  or ${t.link} = '/'`),
  ],
)
