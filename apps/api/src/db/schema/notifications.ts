import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { NOTIFICATION_CODE_LIST } from '@galera/shared/notifications/notification.schemas.ts'
import { users } from './accounts.ts'

/** Spec §3 notification codes (the shared contract's list); the check below keeps the table to them. */
export const NOTIFICATION_CODES = NOTIFICATION_CODE_LIST

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
