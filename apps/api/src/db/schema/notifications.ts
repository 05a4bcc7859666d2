import { sql } from 'drizzle-orm'
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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
    /** ADR 0024: its e-mail waits for the recipient's digest (the ticker sends it). */
    mailPending: boolean('mail_pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_mail_pending_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.mailPending}`),
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

/**
 * ADR 0024: per recipient, until when further notification e-mails are gathered into one digest
 * (the first mail of a burst goes at once and opens the window).
 */
export const notificationMailWindows = pgTable(
  'notification_mail_windows',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    windowUntil: timestamp('window_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('notification_mail_windows_until_idx').on(t.windowUntil)],
)
