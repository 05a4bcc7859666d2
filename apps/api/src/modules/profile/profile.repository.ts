import { and, eq, isNull, ne } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  addresses,
  categories,
  companies,
  consents,
  images,
  promoters,
  sessions,
  suppliers,
  users,
} from '../../db/schema/index.ts'

/** SQL only (STYLE.md). Every query takes the caller's own user id: nothing here reads an id from the body. */
export function profileRepository(db: DbOrTx) {
  return {
    findUser(userId: string) {
      return db.query.users.findFirst({ where: eq(users.id, userId) })
    },
    findAddress(userId: string) {
      return db.query.addresses.findFirst({ where: eq(addresses.userId, userId) })
    },
    findPromoter(userId: string) {
      return db.query.promoters.findFirst({ where: eq(promoters.userId, userId) })
    },
    findSupplier(userId: string) {
      return db.query.suppliers.findFirst({ where: eq(suppliers.userId, userId) })
    },
    findCompany(userId: string) {
      return db.query.companies.findFirst({ where: eq(companies.userId, userId) })
    },
    findImage(userId: string, imageId: string) {
      return db.query.images.findFirst({
        where: and(eq(images.id, imageId), eq(images.ownerId, userId), isNull(images.deletedAt)),
      })
    },
    async hasLiveConsent(userId: string, kind: string) {
      const row = await db.query.consents.findFirst({
        where: and(
          eq(consents.userId, userId),
          eq(consents.kind, kind),
          isNull(consents.revokedAt),
        ),
      })
      return row !== undefined
    },
    async isPhoneTaken(phone: string, exceptUserId: string) {
      const row = await db.query.users.findFirst({
        where: and(eq(users.phone, phone), ne(users.id, exceptUserId)),
        columns: { id: true },
      })
      return row !== undefined
    },
    async isEmailTaken(email: string, exceptUserId: string) {
      const row = await db.query.users.findFirst({
        where: and(eq(users.email, email), ne(users.id, exceptUserId)),
        columns: { id: true },
      })
      return row !== undefined
    },
    async updateUser(userId: string, values: Partial<typeof users.$inferInsert>) {
      await db.update(users).set(values).where(eq(users.id, userId))
    },
    async upsertAddress(values: typeof addresses.$inferInsert) {
      const { userId: _userId, ...rest } = values
      await db.insert(addresses).values(values).onConflictDoUpdate({
        target: addresses.userId,
        set: rest,
      })
    },
    async isActivePromoterCategory(id: string) {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            eq(categories.id, id),
            eq(categories.kind, 'promoter'),
            eq(categories.isActive, true),
          ),
        )
      return row !== undefined
    },
    async updatePromoter(userId: string, values: Partial<typeof promoters.$inferInsert>) {
      await db.update(promoters).set(values).where(eq(promoters.userId, userId))
    },
    async updateSupplier(userId: string, values: Partial<typeof suppliers.$inferInsert>) {
      await db.update(suppliers).set(values).where(eq(suppliers.userId, userId))
    },
    async updateCompany(userId: string, values: Partial<typeof companies.$inferInsert>) {
      await db.update(companies).set(values).where(eq(companies.userId, userId))
    },
    /** Password and e-mail changes keep the session that made them and end the others. */
    async revokeOtherSessions(userId: string, keepSessionId: string, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            ne(sessions.id, keepSessionId),
            isNull(sessions.revokedAt),
          ),
        )
    },
  }
}
