import { and, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  addresses,
  companies,
  consents,
  images,
  notifications,
  passwordResets,
  promoters,
  sessions,
  suppliers,
  users,
} from '../../db/schema/index.ts'

/** SQL only: consents and the anonymisation of a closed account. */
export function lgpdRepository(db: DbOrTx) {
  return {
    listConsents(userId: string) {
      return db
        .select({
          id: consents.id,
          kind: consents.kind,
          version: consents.version,
          grantedAt: consents.grantedAt,
          revokedAt: consents.revokedAt,
        })
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(consents.grantedAt)
    },
    findLiveConsent(userId: string, kind: string, version: string) {
      return db.query.consents.findFirst({
        where: and(
          eq(consents.userId, userId),
          eq(consents.kind, kind),
          eq(consents.version, version),
          isNull(consents.revokedAt),
        ),
      })
    },
    async insertConsent(values: typeof consents.$inferInsert) {
      await db.insert(consents).values(values)
    },
    /** Revokes every live row of a kind (or of every kind); the rows stay as the record. */
    async revokeConsents(userId: string, now: Date, kind?: string) {
      const rows = await db
        .update(consents)
        .set({ revokedAt: now })
        .where(
          and(
            eq(consents.userId, userId),
            isNull(consents.revokedAt),
            kind ? eq(consents.kind, kind) : undefined,
          ),
        )
        .returning({ id: consents.id })
      return rows.length
    },
    async clearSensitive(userId: string, now: Date) {
      await db
        .update(promoters)
        .set({ skin: null, disabilities: [], showSensitive: false, updatedAt: now })
        .where(eq(promoters.userId, userId))
    },
    findUser(userId: string) {
      return db.query.users.findFirst({ where: eq(users.id, userId) })
    },
    async anonymiseUser(userId: string, values: { passwordHash: string; now: Date }) {
      await db
        .update(users)
        .set({
          name: 'Conta encerrada',
          email: `closed+${userId}@anon.galera.dev`,
          passwordHash: values.passwordHash,
          cpf: null,
          cnpj: null,
          phone: null,
          birthDate: null,
          gender: null,
          avatarImageId: null,
          suspensionReason: null,
          status: 'closed',
          closedAt: values.now,
          updatedAt: values.now,
        })
        .where(eq(users.id, userId))
    },
    /**
     * Personal rows with nothing of business hanging on them today. Tables of later issues
     * (jobs, budgets, ratings) point at users.id, which stays: they keep the anonymous account.
     */
    async deletePersonalRows(userId: string) {
      await db.delete(addresses).where(eq(addresses.userId, userId))
      await db.delete(promoters).where(eq(promoters.userId, userId))
      await db.delete(suppliers).where(eq(suppliers.userId, userId))
      await db.delete(companies).where(eq(companies.userId, userId))
      await db.delete(notifications).where(eq(notifications.userId, userId))
      await db.delete(passwordResets).where(eq(passwordResets.userId, userId))
    },
    async softDeleteImages(userId: string, now: Date) {
      return db
        .update(images)
        .set({ deletedAt: now })
        .where(and(eq(images.ownerId, userId), isNull(images.deletedAt)))
        .returning({ id: images.id, variants: images.variants })
    },
    async revokeAllSessions(userId: string, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    },
  }
}
