import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'
import { pgNotify } from '../../platform/db/pg-notify.ts'
import { notificationMailWindows, notifications, users } from '../../db/schema/index.ts'

export type NotificationRow = typeof notifications.$inferSelect
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'userId' | 'code' | 'link' | 'params'
>
/** A written row as a notification mail reads it. */
export type WrittenNotification = Pick<
  NotificationRow,
  'id' | 'userId' | 'code' | 'link' | 'params'
>
export interface Recipient {
  id: string
  email: string | null
  name: string
  locale: string
}

/** The LISTEN/NOTIFY channel every API process listens on to push notifications over SSE. */
export const NOTIFICATIONS_CHANNEL = 'galera_notifications'

export function notificationsRepository(db: DbOrTx) {
  const own = (userId: string) => eq(notifications.userId, userId)
  return {
    /**
     * A page of the bell with the user's total and unread counts, in one statement (ADR 0062):
     * the counts are one row, the page's rows are joined to it (none past the last page).
     */
    async page(userId: string, limit: number, offset: number) {
      const pageIds = db
        .select({ id: notifications.id })
        .from(notifications)
        .where(own(userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset)
      const found = await db
        .select({
          row: notifications,
          total: sql<number>`c.total`.mapWith(Number),
          unread: sql<number>`c.unread`.mapWith(Number),
        })
        .from(
          sql`(select count(*) as total, count(*) filter (where ${notifications.readAt} is null)
                 as unread from ${notifications} where ${own(userId)}) c`,
        )
        .leftJoin(notifications, inArray(notifications.id, pageIds))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
      return {
        rows: found.flatMap((f) => (f.row ? [f.row] : [])),
        total: found[0]?.total ?? 0,
        unread: found[0]?.unread ?? 0,
      }
    },
    async unread(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(own(userId), isNull(notifications.readAt)))
      return Number(row.n)
    },
    async findOwn(userId: string, id: string): Promise<NotificationRow | undefined> {
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(own(userId), eq(notifications.id, id)))
      return row
    },
    async markRead(userId: string, id: string, now: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(own(userId), eq(notifications.id, id)))
    },
    async markAllRead(userId: string, now: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(own(userId), isNull(notifications.readAt)))
    },

    // ---- writing (in the caller's transaction) ------------------------------------------
    async insertOne(input: NewNotification): Promise<NotificationRow> {
      const [row] = await db.insert(notifications).values(input).returning()
      return row
    },
    /** One INSERT for many recipients. */
    async insertMany(inputs: NewNotification[]): Promise<WrittenNotification[]> {
      return db.insert(notifications).values(inputs).returning({
        id: notifications.id,
        userId: notifications.userId,
        code: notifications.code,
        link: notifications.link,
        params: notifications.params,
      })
    },
    /** Tells every API process's live stream about the rows, at commit (one statement). */
    async announce(rows: readonly { userId: string; id: string }[]): Promise<void> {
      await pgNotify(
        db,
        NOTIFICATIONS_CHANNEL,
        rows.map((r) => JSON.stringify({ userId: r.userId, id: r.id })),
      )
    },
    async recipients(userIds: readonly string[]): Promise<Recipient[]> {
      if (userIds.length === 0) return []
      return db
        .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
        .from(users)
        .where(inArray(users.id, [...userIds]))
    },
    async activeAdminIds(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(inArray(users.role, ['admin_master', 'admin_basic']), eq(users.status, 'active')),
        )
      return rows.map((r) => r.id)
    },

    // ---- e-mail windows and digests (ADR 0024) ------------------------------------------
    /**
     * Which of `userIds` may be mailed now: their window is over (or never opened), so it opens
     * again until `until`. The others are inside their window. One statement; the window row stays
     * locked to the end of the caller's transaction, so concurrent notifies to one recipient queue
     * up and only one of them mails at once.
     */
    async openMailWindows(userIds: string[], now: Date, until: Date): Promise<Set<string>> {
      if (userIds.length === 0) return new Set()
      const rows = await queryRows<{ user_id: string }>(
        db,
        sql`insert into notification_mail_windows (user_id, window_until)
            select u::uuid, ${until.toISOString()}::timestamptz from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb) u
            on conflict (user_id) do update set window_until = excluded.window_until
              where notification_mail_windows.window_until <= ${now.toISOString()}::timestamptz
            returning user_id`,
      )
      return new Set(rows.map((r) => r.user_id))
    },
    /** Marks rows whose e-mail waits for the recipient's digest. */
    async deferMails(ids: string[]): Promise<void> {
      if (ids.length === 0) return
      await db.execute(
        sql`update notifications set mail_pending = true
            where id in (select n::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) n)`,
      )
    },
    /** Recipients whose window has ended with mails waiting, locked (others' runs skip them). */
    async dueDigests(now: Date, limit: number): Promise<string[]> {
      const rows = await queryRows<{ user_id: string }>(
        db,
        sql`select w.user_id from notification_mail_windows w
            where w.window_until <= ${now.toISOString()}::timestamptz
              and exists (select 1 from notifications n where n.user_id = w.user_id and n.mail_pending)
            order by w.window_until
            limit ${limit}
            for update of w skip locked`,
      )
      return rows.map((r) => r.user_id)
    },
    /** Unmarks a recipient's waiting mails and returns them. */
    async takePendingMails(userId: string) {
      return db
        .update(notifications)
        .set({ mailPending: false })
        .where(and(own(userId), eq(notifications.mailPending, true)))
        .returning({
          code: notifications.code,
          link: notifications.link,
          params: notifications.params,
          createdAt: notifications.createdAt,
        })
    },
    async reopenMailWindow(userId: string, until: Date): Promise<void> {
      await db
        .update(notificationMailWindows)
        .set({ windowUntil: until })
        .where(eq(notificationMailWindows.userId, userId))
    },
  }
}
