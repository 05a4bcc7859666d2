import type { Db } from '../../platform/db/database.ts'
import type { TickerJob } from '../../platform/ticker/ticker.ts'
import { cacheRatesRepository } from './cache-rates.repository.ts'

/** How old sugestao-cache's figures may get before the ticker recomputes them (ADR 0019). */
export const CACHE_RATES_MAX_AGE_MS = 10 * 60_000

/** A database never computed (a fresh start) computes once, on the first suggestion asked. */
export async function ensureCacheRates(db: Db, now: Date): Promise<void> {
  if (await cacheRatesRepository(db).computedAt()) return
  await db.transaction(async (tx) => {
    const repo = cacheRatesRepository(tx)
    // Another request may have computed while this one waited for the lock.
    if (!(await repo.computedAt())) await repo.refresh(now)
  })
}

export const cacheRatesTickerJob: TickerJob = {
  name: 'refresh-cache-rates',
  async run(tx, now) {
    const repo = cacheRatesRepository(tx)
    const at = await repo.computedAt()
    if (at && now.getTime() - at.getTime() < CACHE_RATES_MAX_AGE_MS) return 0
    return repo.refresh(now)
  },
}
