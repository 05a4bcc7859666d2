import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { count } from 'drizzle-orm'
import { openTestDatabase } from '../../../test/harness.ts'
import { tickerRuns } from '../../db/schema/index.ts'
import { openPostgres, type Database } from '../db/database.ts'
import { systemClock } from '../clock.ts'
import {
  TICKER_LEADER_KEY,
  tickerLeadership,
  type Leadership,
  type TickerRole,
} from './leadership.ts'
import { createTicker } from './ticker.ts'

const log = { warn() {}, error() {} } as unknown as Parameters<typeof tickerLeadership>[1]

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

describe('ticker leadership (ADR 0065)', () => {
  it('a started ticker that does not lead runs no job and says so; one that leads runs them', async () => {
    const roles: TickerRole[] = []
    let leads = false
    const leadership: Leadership = { acquire: async () => leads, release: async () => {} }
    let runs = 0
    const ticker = createTicker({
      db: database.db,
      clock: systemClock,
      log,
      leadership,
      onRole: (r) => roles.push(r),
      jobs: [{ name: 'count', run: async () => void runs++ }],
    })
    const [{ n: before }] = await database.db.select({ n: count() }).from(tickerRuns)
    ticker.start(100)
    await expect.poll(() => roles.filter((r) => r === 'standby').length).toBeGreaterThan(2)
    expect(runs).toBe(0)
    leads = true
    await expect.poll(() => runs).toBeGreaterThan(1)
    expect(roles).toContain('leader')
    await ticker.stop()
    expect(roles.at(-1)).toBe('off')
    const [{ n: after }] = await database.db.select({ n: count() }).from(tickerRuns)
    expect(after - before).toBe(runs)
  })

  it.runIf(!process.env.TEST_DATABASE_URL)('PGlite is one process: it always leads', async () => {
    const one = tickerLeadership(database, log)
    expect(await one.acquire()).toBe(true)
    await one.release()
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL one process leads; another takes over when it stops or its connection dies',
    async () => {
      const url = (database.db as unknown as { $client: { options: { connectionString: string } } })
        .$client.options.connectionString
      // Three databases handles on one server stand in for three API processes.
      const others = await Promise.all([openPostgres(url, 1), openPostgres(url, 1)])
      const [a, b, c] = [database, ...others].map((d) => tickerLeadership(d, log))
      try {
        expect(await a!.acquire()).toBe(true)
        expect(await b!.acquire()).toBe(false)
        expect(await c!.acquire()).toBe(false)
        expect(await a!.acquire()).toBe(true)
        await a!.release()
        expect(await b!.acquire()).toBe(true)
        expect(await c!.acquire()).toBe(false)
        // The leader's session killed, as a `kill -9` of its process does: the server frees it.
        const admin = new pg.Client({ connectionString: url })
        await admin.connect()
        await admin.query(
          `select pg_terminate_backend(pid) from pg_locks
            where locktype = 'advisory' and objid = $1 and granted`,
          [TICKER_LEADER_KEY],
        )
        await admin.end()
        await expect.poll(() => c!.acquire(), { timeout: 10_000 }).toBe(true)
        expect(await b!.acquire()).toBe(false)
      } finally {
        await Promise.all([a, b, c].map((l) => l!.release()))
        await Promise.all(others.map((d) => d.close()))
      }
    },
  )
})
