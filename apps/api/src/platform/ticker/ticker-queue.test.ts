import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, sql } from 'drizzle-orm'
import type { PgBoss } from 'pg-boss'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { tickerRuns } from '../../db/schema/index.ts'
import { queryRows } from '../db/database.ts'
import { TICKER_QUEUE, createBoss } from '../jobs/boss.ts'
import {
  createTickerQueue,
  tickerSlotJobId,
  type TickerQueue,
  type TickerQueueSettings,
} from './ticker-queue.ts'

/**
 * ADR 0071: the ticker's runs are jobs of a pg-boss queue, one per slot, at most one active across
 * processes, retried with backoff and listed to the admin master when they fail for good. A second
 * pg-boss instance on the same database stands in for another API process. Runs on PGlite, and on
 * a server with TEST_DATABASE_URL.
 */
let t: TestApp
let other: PgBoss
let second: TickerQueue
const SETTINGS: TickerQueueSettings = {
  retryLimit: 1,
  retryDelaySeconds: 1,
  leaseSeconds: 10,
  maxRunSeconds: 3_600,
}

beforeAll(async () => {
  // The queue's upkeep (lease expiry) runs at most every MAIL_LEASE_SECONDS / 2 (boss.ts).
  t = await createTestApp({ env: { MAIL_LEASE_SECONDS: '2' } })
  other = createBoss(t.database, { supervise: false })
  other.on('error', () => {})
  await other.start()
  second = createTickerQueue({
    boss: other,
    run: () => t.ticker.runOnce(),
    settings: SETTINGS,
    log: t.app.log,
    db: t.db,
  })
})
afterAll(async () => {
  await other.stop({ graceful: false, close: true })
  await t.close()
})

const runs = async () => (await t.db.select({ n: count() }).from(tickerRuns))[0]!.n
let slot = 1_000
const at = (s: number) => new Date(s * 60_000)

async function jobState(s: number) {
  const [row] = await queryRows<{ state: string; retry_count: number }>(
    t.db,
    sql`select state, retry_count from pgboss.job
         where name = ${TICKER_QUEUE} and id = ${tickerSlotJobId(s)}::uuid`,
  )
  return row
}

describe('one run per slot across processes', () => {
  it('queues a slot once however many processes queue it, and runs it once', async () => {
    const s = ++slot
    const before = await runs()
    const queued = await Promise.all([
      t.tickerQueue.queueSlot(s, at(s)),
      second.queueSlot(s, at(s)),
      t.tickerQueue.queueSlot(s, at(s)),
    ])
    expect(queued.filter(Boolean)).toHaveLength(1)
    const ran = await Promise.all([t.tickerQueue.drain(), second.drain()])
    expect(ran[0] + ran[1]).toBe(1)
    expect(await runs()).toBe(before + 1)
    expect(await jobState(s)).toMatchObject({ state: 'completed' })
    // The slot's job is done: queuing it again (a late process) queues nothing.
    expect(await second.queueSlot(s, at(s))).toBe(false)
    expect(await Promise.all([t.tickerQueue.drain(), second.drain()])).toEqual([0, 0])
    expect(await runs()).toBe(before + 1)
  })

  it('never starts a run while another process holds one', async () => {
    const first = ++slot
    const next = ++slot
    const before = await runs()
    await t.tickerQueue.queueSlot(first, at(first))
    // The other process claims the first slot and is still at work.
    const [claimed] = await other.fetch(TICKER_QUEUE)
    expect(claimed?.id).toBe(tickerSlotJobId(first))
    await t.tickerQueue.queueSlot(next, at(next))
    expect(await t.tickerQueue.drain()).toBe(0)
    expect(await jobState(next)).toMatchObject({ state: 'created' })
    // Its run ends; the next slot runs.
    await other.complete(TICKER_QUEUE, claimed!.id)
    expect(await t.tickerQueue.drain()).toBe(1)
    expect(await runs()).toBe(before + 1)
  })
})

describe('a worker that dies mid-run', () => {
  it('hands the run on after its lease', async () => {
    const s = ++slot
    const before = await runs()
    const short = createTickerQueue({
      boss: t.ctx.mails.boss,
      run: () => t.ticker.runOnce(),
      settings: { ...SETTINGS, maxRunSeconds: 1 },
      log: t.app.log,
      db: t.db,
    })
    await short.queueSlot(s, at(s))
    // The other process claims it and dies (its claim is never completed nor refreshed).
    const [claimed] = await other.fetch(TICKER_QUEUE)
    expect(claimed?.id).toBe(tickerSlotJobId(s))
    expect(await t.tickerQueue.drain()).toBe(0)
    await expect
      .poll(() => t.tickerQueue.drain({ expireLeases: true }), { timeout: 20_000, interval: 250 })
      .toBe(1)
    expect(await runs()).toBe(before + 1)
    expect(await jobState(s)).toMatchObject({ state: 'completed', retry_count: 1 })
  })
})

describe('a run that fails', () => {
  it('is retried with backoff, then failed for good and listed to the admin master', async () => {
    const s = ++slot
    let attempts = 0
    const failing = createTickerQueue({
      boss: t.ctx.mails.boss,
      run: async () => {
        attempts++
        throw new Error('provedor fora do ar')
      },
      settings: SETTINGS,
      log: t.app.log,
      db: t.db,
    })
    await failing.queueSlot(s, at(s))
    expect(await failing.drain()).toBe(1)
    expect(await jobState(s)).toMatchObject({ state: 'retry' })
    // Not before its backoff has passed.
    expect(await failing.drain()).toBe(0)
    await expect.poll(() => failing.drain(), { timeout: 20_000, interval: 250 }).toBe(1)
    expect(attempts).toBe(2)
    expect(await jobState(s)).toMatchObject({ state: 'failed', retry_count: 1 })

    const m = await createUser(t.db, { role: 'admin_master' })
    const token = await t.login(m.user.email, undefined, '/api/auth/login/admin')
    const res = await t.request({ method: 'GET', url: '/api/admin/ticker/failed', token })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.data).toContainEqual({
      id: tickerSlotJobId(s),
      slotAt: at(s).toISOString(),
      attempts: 2,
      error: 'provedor fora do ar',
      failedAt: expect.any(String),
    })
  })
})
