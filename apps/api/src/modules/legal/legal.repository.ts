import { and, asc, count, desc, eq, gt, lte } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { termsObjections, termsVersions, users } from '../../db/schema/index.ts'

export type TermsVersion = typeof termsVersions.$inferSelect

/** SQL only: published terms versions and users' objections. */
export function legalRepository(db: DbOrTx) {
  return {
    async insertVersion(values: typeof termsVersions.$inferInsert) {
      const [row] = await db.insert(termsVersions).values(values).returning()
      return row
    },
    async listVersions() {
      return db
        .select({ v: termsVersions, objections: count(termsObjections.id) })
        .from(termsVersions)
        .leftJoin(termsObjections, eq(termsObjections.termsVersionId, termsVersions.id))
        .groupBy(termsVersions.id)
        .orderBy(desc(termsVersions.publishedAt))
    },
    findVersion(id: string) {
      return db.query.termsVersions.findFirst({ where: eq(termsVersions.id, id) })
    },
    /** The newest version already in force at `now`. */
    async inForce(now: Date) {
      const rows = await db
        .select()
        .from(termsVersions)
        .where(lte(termsVersions.effectiveAt, now))
        .orderBy(desc(termsVersions.effectiveAt), desc(termsVersions.publishedAt))
        .limit(1)
      return rows[0]
    },
    /** The next version to take effect after `now`. */
    async upcoming(now: Date) {
      const rows = await db
        .select()
        .from(termsVersions)
        .where(gt(termsVersions.effectiveAt, now))
        .orderBy(asc(termsVersions.effectiveAt))
        .limit(1)
      return rows[0]
    },
    async activeUserIds() {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.status, 'active'))
      return rows.map((r) => r.id)
    },
    async insertObjection(values: typeof termsObjections.$inferInsert) {
      const [row] = await db.insert(termsObjections).values(values).returning()
      return row
    },
    async hasObjected(userId: string, termsVersionId: string) {
      const row = await db.query.termsObjections.findFirst({
        where: and(
          eq(termsObjections.userId, userId),
          eq(termsObjections.termsVersionId, termsVersionId),
        ),
      })
      return !!row
    },
  }
}
