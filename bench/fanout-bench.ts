import { eq, sql } from 'drizzle-orm'
import { users } from '../apps/api/src/db/schema/index.ts'
import { notify, notifyMany } from '../apps/api/src/modules/notifications/notifications.service.ts'
import { queryRows, type DbOrTx } from '../apps/api/src/platform/db/database.ts'
import type { BenchApp } from './bench-app.ts'

/** Rolls the transaction back after timing it: the bench database keeps no notifications. */
class Rollback extends Error {}

const SAMPLE = 2_000

/**
 * A notice to every active user (a terms version, a fee schedule; a reverse auction to a
 * category's suppliers is the same call on fewer rows) inside the publishing request's
 * transaction: `notify()` row by row on a sample, against `notifyMany()` on everyone. Both are
 * rolled back.
 */
export async function fanoutPart(bench: BenchApp): Promise<void> {
  const { db } = bench.database
  const ids = (await db.select({ id: users.id }).from(users).where(eq(users.status, 'active'))).map(
    (r) => r.id,
  )
  if (ids.length < SAMPLE) {
    console.log('\nnotification fan-out: skipped (run with the search part: it generates users)')
    return
  }
  const input = (userId: string) => ({
    userId,
    code: 'terms_updated' as const,
    link: '/',
    params: { version: 'bench', date: new Date().toISOString() },
  })
  const timed = async (work: (tx: DbOrTx) => Promise<void>) => {
    const t0 = performance.now()
    try {
      await db.transaction(async (tx) => {
        await work(tx)
        throw new Rollback()
      })
    } catch (err) {
      if (!(err instanceof Rollback)) throw err
    }
    return performance.now() - t0
  }
  const sample = ids.slice(0, SAMPLE)
  const oneByOne = await timed(async (tx) => {
    for (const id of sample) await notify(tx, input(id))
  })
  const batched = await timed(async (tx) => {
    await notifyMany(tx, ids.map(input))
  })
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications`,
  )
  const perThousand = (ms: number, count: number) => (ms / count) * 1_000
  console.log(
    `\nnotification fan-out to ${ids.length.toLocaleString('en')} active users (rolled back)`,
  )
  console.log(
    `row by row (notify): ${perThousand(oneByOne, SAMPLE).toFixed(0)} ms per 1,000 on a sample of ${SAMPLE.toLocaleString('en')} → ≈ ${((perThousand(oneByOne, SAMPLE) * ids.length) / 1_000_000).toFixed(1)} s for everyone`,
  )
  console.log(
    `batched (notifyMany): ${(batched / 1_000).toFixed(1)} s for everyone, ${perThousand(batched, ids.length).toFixed(0)} ms per 1,000; ${n} notifications left behind`,
  )
}
