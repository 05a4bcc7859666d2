import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { notifications } from '../../db/schema/index.ts'

export type NotificationRow = typeof notifications.$inferSelect

export function notificationsRepository(db: DbOrTx) {
  const own = (userId: string) => eq(notifications.userId, userId)
  return {
    async list(userId: string, limit: number, offset: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(own(userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset)
    },
    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(notifications).where(own(userId))
      return Number(row.n)
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
    async markRead(userId: string, id: string, now: Date): Promise<boolean> {
      const found = await this.findOwn(userId, id)
      if (!found) return false
      if (!found.readAt) {
        await db
          .update(notifications)
          .set({ readAt: now })
          .where(and(own(userId), eq(notifications.id, id)))
      }
      return true
    },
    async markAllRead(userId: string, now: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(own(userId), isNull(notifications.readAt)))
    },
  }
}
