import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { feeSchedules, users } from '../../db/schema/index.ts'

export type FeeScheduleRow = typeof feeSchedules.$inferSelect

/** Fee schedules (ADR 0019): the list, a draft's insert, the lock and the moves, who is told. */
export function feeSchedulesRepository(db: DbOrTx) {
  return {
    listSchedules() {
      return db
        .select()
        .from(feeSchedules)
        .orderBy(
          sql`${feeSchedules.effectiveFrom} desc nulls first`,
          desc(feeSchedules.createdAt),
          asc(feeSchedules.id),
        )
    },
    async insertSchedule(values: { providerBps: number; platformBps: number; createdAt: Date }) {
      const [row] = await db
        .insert(feeSchedules)
        .values({ ...values, status: 'draft' })
        .returning()
      return row!
    },
    async lockSchedule(id: string) {
      const [row] = await db
        .select()
        .from(feeSchedules)
        .where(eq(feeSchedules.id, id))
        .for('update')
      return row
    },
    async updateSchedule(id: string, values: Partial<typeof feeSchedules.$inferInsert>) {
      const [row] = await db
        .update(feeSchedules)
        .set(values)
        .where(eq(feeSchedules.id, id))
        .returning()
      return row!
    },
    /** Who hears about a new fee schedule: every active promoter and supplier. */
    activeProviders() {
      return db
        .select({ id: users.id, role: users.role, locale: users.locale })
        .from(users)
        .where(and(inArray(users.role, ['promoter', 'supplier']), eq(users.status, 'active')))
        .orderBy(asc(users.id))
    },
  }
}
