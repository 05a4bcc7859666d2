import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import pg from 'pg'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { sessions, tickerRuns } from '../../db/schema/index.ts'
import { TICKER_LOCK_KEY } from './ticker.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('ticker', () => {
  it('runs its jobs under the advisory lock and records the run', async () => {
    const { user } = await createUser(t.db, { role: 'client' })
    await t.login(user.email)
    t.clock.advance(31 * 24 * 3600_000)
    expect(await t.ticker.runOnce()).toBe(true)
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
    expect(n).toBe(0)
    const runs = await t.db.select().from(tickerRuns)
    expect(runs.at(-1)?.jobs).toMatchObject({ 'purge-dead-sessions': expect.any(Number) })
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'skips the run while another process holds the lock',
    async () => {
      // A second connection to the same database stands in for another API process.
      const url = (
        t.database.db as unknown as { $client: { options: { connectionString: string } } }
      ).$client.options.connectionString
      const other = new pg.Client({ connectionString: url })
      await other.connect()
      await other.query('begin')
      await other.query('select pg_advisory_xact_lock($1)', [TICKER_LOCK_KEY])
      expect(await t.ticker.runOnce()).toBe(false)
      await other.query('commit')
      await other.end()
      expect(await t.ticker.runOnce()).toBe(true)
    },
  )
})
