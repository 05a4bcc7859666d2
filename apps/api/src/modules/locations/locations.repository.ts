import { eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { cepCache } from '../../db/schema/index.ts'

/** SQL only: the `cep_cache` table (one row per CEP, replaced on every fresh answer). */
export function locationsRepository(db: Db) {
  return {
    async findCachedCep(cep: string): Promise<{ payload: unknown; fetchedAt: Date } | undefined> {
      const rows = await db
        .select({ payload: cepCache.payload, fetchedAt: cepCache.fetchedAt })
        .from(cepCache)
        .where(eq(cepCache.cep, cep))
        .limit(1)
      return rows[0]
    },
    async saveCachedCep(cep: string, payload: unknown, fetchedAt: Date): Promise<void> {
      await db
        .insert(cepCache)
        .values({ cep, payload, fetchedAt })
        .onConflictDoUpdate({ target: cepCache.cep, set: { payload, fetchedAt } })
    },
  }
}

export type LocationsRepository = ReturnType<typeof locationsRepository>
