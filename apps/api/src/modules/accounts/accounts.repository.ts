import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { companies, passwordResets, sessions, users } from '../../db/schema/index.ts'

export type UserRow = typeof users.$inferSelect

/** SQL only (STYLE.md): users, sessions and reset codes. */
export function accountsRepository(db: DbOrTx) {
  return {
    findUserByEmail(email: string) {
      return db.query.users.findFirst({ where: eq(users.email, email) })
    },
    findUserById(id: string) {
      return db.query.users.findFirst({ where: eq(users.id, id) })
    },
    findCompanyByUser(userId: string) {
      return db.query.companies.findFirst({ where: eq(companies.userId, userId) })
    },
    findCompanyById(id: string) {
      return db.query.companies.findFirst({ where: eq(companies.id, id) })
    },

    async insertSession(values: { userId: string; tokenHash: string; expiresAt: Date; now: Date }) {
      await db.insert(sessions).values({
        userId: values.userId,
        tokenHash: values.tokenHash,
        expiresAt: values.expiresAt,
        createdAt: values.now,
        lastSeenAt: values.now,
      })
    },
    /** The live session of a token hash with its user, or undefined. */
    async findLiveSession(tokenHash: string, now: Date, idleSince: Date) {
      const rows = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, idleSince),
            eq(users.status, 'active'),
          ),
        )
        .limit(1)
      return rows[0]
    },
    async touchSession(id: string, now: Date) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id))
    },
    async revokeSession(id: string, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    },
    /** Password change, reset and suspension end every session of the account. */
    async revokeAllSessions(userId: string, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    },
    async deleteDeadSessions(now: Date, idleSince: Date) {
      const rows = await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, now),
            lt(sessions.lastSeenAt, idleSince),
            sql`${sessions.revokedAt} is not null`,
          ),
        )
        .returning({ id: sessions.id })
      return rows.length
    },

    async replaceResetCode(values: {
      userId: string
      codeHash: string
      expiresAt: Date
      now: Date
    }) {
      await db
        .update(passwordResets)
        .set({ isActive: false })
        .where(and(eq(passwordResets.userId, values.userId), eq(passwordResets.isActive, true)))
      await db.insert(passwordResets).values({
        userId: values.userId,
        codeHash: values.codeHash,
        expiresAt: values.expiresAt,
        createdAt: values.now,
      })
    },
    countRecentResets(userId: string, since: Date) {
      return db.$count(
        passwordResets,
        and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)),
      )
    },
    findActiveReset(userId: string, now: Date) {
      return db.query.passwordResets.findFirst({
        where: and(
          eq(passwordResets.userId, userId),
          eq(passwordResets.isActive, true),
          isNull(passwordResets.verifiedAt),
          gt(passwordResets.expiresAt, now),
        ),
      })
    },
    /** Counts a wrong try atomically; the fifth one kills the code. Returns the tries so far. */
    async countWrongTry(id: string, maxTries: number) {
      const rows = await db
        .update(passwordResets)
        .set({
          tries: sql`${passwordResets.tries} + 1`,
          isActive: sql`${passwordResets.tries} + 1 < ${maxTries}`,
        })
        .where(
          and(
            eq(passwordResets.id, id),
            lt(passwordResets.tries, maxTries),
            eq(passwordResets.isActive, true),
          ),
        )
        .returning({ tries: passwordResets.tries })
      return rows[0]?.tries ?? maxTries
    },
    /** Code accepted: single use, so it becomes a reset token bound to this row. */
    async markVerified(id: string, values: { tokenHash: string; tokenExpiresAt: Date; now: Date }) {
      const rows = await db
        .update(passwordResets)
        .set({
          verifiedAt: values.now,
          resetTokenHash: values.tokenHash,
          resetTokenExpiresAt: values.tokenExpiresAt,
        })
        .where(
          and(
            eq(passwordResets.id, id),
            isNull(passwordResets.verifiedAt),
            eq(passwordResets.isActive, true),
          ),
        )
        .returning({ id: passwordResets.id })
      return rows.length === 1
    },
    /** Uses the reset token once: only one concurrent request can win. */
    async consumeResetToken(userId: string, tokenHash: string, now: Date) {
      const rows = await db
        .update(passwordResets)
        .set({ usedAt: now, isActive: false })
        .where(
          and(
            eq(passwordResets.userId, userId),
            eq(passwordResets.resetTokenHash, tokenHash),
            eq(passwordResets.isActive, true),
            isNull(passwordResets.usedAt),
            gt(passwordResets.resetTokenExpiresAt, now),
          ),
        )
        .returning({ id: passwordResets.id })
      return rows.length === 1
    },
    async deleteDeadResets(now: Date) {
      const rows = await db
        .delete(passwordResets)
        .where(
          or(
            lt(passwordResets.expiresAt, new Date(now.getTime() - 86_400_000)),
            sql`${passwordResets.usedAt} is not null`,
          ),
        )
        .returning({ id: passwordResets.id })
      return rows.length
    },
    async setLocale(userId: string, locale: 'pt-BR' | 'en', now: Date) {
      await db.update(users).set({ locale, updatedAt: now }).where(eq(users.id, userId))
    },
    async setPassword(userId: string, passwordHash: string, now: Date) {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId))
    },

    async countUsersByRole() {
      return db
        .select({ role: users.role, count: sql<number>`count(*)::int` })
        .from(users)
        .groupBy(users.role)
    },
    latestUsers(limit: number) {
      return db
        .select({ id: users.id, name: users.name, role: users.role, createdAt: users.createdAt })
        .from(users)
        .orderBy(desc(users.createdAt))
        .limit(limit)
    },
  }
}
