import { eq, inArray, and, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { notifications, users, type NOTIFICATION_CODES } from '../../db/schema/index.ts'

export type NotificationCode = (typeof NOTIFICATION_CODES)[number]

export interface NotificationInput {
  userId: string
  code: NotificationCode
  /** In-app path, e.g. `/profile`. */
  link: string
  params?: Record<string, string | number>
}

/** The LISTEN/NOTIFY channel every API process listens on to push notifications over SSE. */
export const NOTIFICATIONS_CHANNEL = 'galera_notifications'

/**
 * The one way any module tells a user something (spec §3 codes). Call it inside the caller's
 * transaction: the row and the pg_notify commit together, so a rolled-back action notifies no one.
 */
export async function notify(db: DbOrTx, input: NotificationInput) {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      code: input.code,
      link: input.link,
      params: input.params ?? {},
    })
    .returning()
  await db.execute(
    sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify({ userId: row.userId, id: row.id })})`,
  )
  return row
}

/** Notifies every active admin (e.g. "new supplier"). */
export async function notifyAdmins(db: DbOrTx, input: Omit<NotificationInput, 'userId'>) {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ['admin_master', 'admin_basic']), eq(users.status, 'active')))
  return Promise.all(admins.map((a) => notify(db, { ...input, userId: a.id })))
}
