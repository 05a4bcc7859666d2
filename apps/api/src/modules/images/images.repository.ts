import { and, count, desc, eq, isNull, ne } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { colors, images, users } from '../../db/schema/index.ts'

export type ImageRow = typeof images.$inferSelect

export function imagesRepository(db: DbOrTx) {
  const mine = (ownerId: string) => and(eq(images.ownerId, ownerId), isNull(images.deletedAt))
  // ADR 0058: an image sent in a conversation belongs to the message, not to the library.
  const library = (ownerId: string) => and(mine(ownerId), ne(images.purpose, 'message'))
  return {
    async insert(values: typeof images.$inferInsert): Promise<ImageRow> {
      const [row] = await db.insert(images).values(values).returning()
      return row
    },
    async listOwn(ownerId: string, limit: number, offset: number): Promise<ImageRow[]> {
      return db
        .select()
        .from(images)
        .where(library(ownerId))
        .orderBy(desc(images.createdAt), desc(images.id))
        .limit(limit)
        .offset(offset)
    },
    async countOwn(ownerId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(images).where(library(ownerId))
      return Number(row.n)
    },
    async findOwn(ownerId: string, id: string): Promise<ImageRow | undefined> {
      const [row] = await db
        .select()
        .from(images)
        .where(and(mine(ownerId), eq(images.id, id)))
      return row
    },
    async softDelete(ownerId: string, id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(images)
        .set({ deletedAt: now })
        .where(and(mine(ownerId), eq(images.id, id)))
        .returning({ id: images.id })
      return rows.length > 0
    },
    async setAvatar(userId: string, imageId: string | null, now: Date) {
      await db
        .update(users)
        .set({ avatarImageId: imageId, updatedAt: now })
        .where(eq(users.id, userId))
    },
    async clearAvatarIf(userId: string, imageId: string, now: Date) {
      await db
        .update(users)
        .set({ avatarImageId: null, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.avatarImageId, imageId)))
    },
    async avatarIdOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: users.avatarImageId })
        .from(users)
        .where(eq(users.id, userId))
      return row?.id ?? null
    },
    async colorExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: colors.id }).from(colors).where(eq(colors.id, id))
      return !!row
    },
    async listColors() {
      return db.select().from(colors).orderBy(colors.namePt)
    },
  }
}
