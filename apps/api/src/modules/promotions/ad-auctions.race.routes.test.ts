import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createSupplier } from '../../../test/factories/products.ts'
import { adChargesOf, adOffersOf, createAdAuction } from '../../../test/factories/promotions.ts'
import { adAuctions, adBids } from '../../db/schema/index.ts'

/**
 * SECURITY.md "Races", ADR 0022 "Bids": 50 bids from several suppliers at once while the ticker
 * closes the auction at its closing second → exactly one winner (the highest accepted bid), no
 * bid accepted at or after the close, exactly one charge. On PGlite and, with TEST_DATABASE_URL,
 * on a PostgreSQL server (10 pooled connections, so the transactions really run side by side).
 */
let t: TestApp
const suppliers: { id: string; token: string }[] = []
const START = new Date('2026-11-22T12:00:00.000Z')

beforeAll(async () => {
  t = await createTestApp()
  for (let i = 0; i < 6; i++) {
    const s = await createSupplier(t.db)
    suppliers.push({ id: s.user.id, token: await t.login(s.user.email) })
  }
})
afterAll(() => t.close())

const N = 50
const ROUNDS = 3
const REFUSALS = new Set([
  'AD_BID_TOO_LOW',
  'AD_BID_ALREADY_HIGHEST',
  'AD_BIDDING_CLOSED',
  'IDEMPOTENCY_KEY_REUSED',
])

describe('concurrent bids and the close', () => {
  it.each(Array.from({ length: ROUNDS }, (_, r) => r))(
    `round %i: ${N} bids racing the close → one winner, the highest accepted bid`,
    async (round) => {
      t.clock.set(START)
      const closeAt = new Date(START.getTime() + 60_000)
      const a = await createAdAuction(t.db, {
        bidsOpenAt: new Date(START.getTime() - 60_000),
        bidsCloseAt: closeAt,
        minBidCents: 1_000,
        incrementCents: 100,
      })
      const send = (i: number) => {
        const s = suppliers[i % suppliers.length]
        return t.request({
          method: 'POST',
          url: `/api/supplier/ad-auctions/${a.id}/bids`,
          token: s.token,
          // Rising amounts with gaps bigger than the increment, so many bids can land.
          body: { amountCents: 1_000 + i * 150 + round },
        })
      }
      // The first half is in flight when the clock reaches the closing second and the ticker
      // runs; the second half starts right then and races the close.
      const first = Array.from({ length: N / 2 }, (_, i) => send(i))
      await Promise.race(first)
      t.clock.set(closeAt)
      const rest = Array.from({ length: N / 2 }, (_, i) => send(N / 2 + i))
      const [ran, ...results] = await Promise.all([t.ticker.runOnce(), ...first, ...rest])
      expect(ran).toBe(true)

      for (const r of results) {
        expect([201, 422]).toContain(r.statusCode)
        if (r.statusCode === 422) expect(REFUSALS).toContain(r.body.code)
      }
      const accepted = results.filter((r) => r.statusCode === 201).map((r) => r.body.data)
      expect(accepted.length).toBeGreaterThan(0)

      const [closed] = await t.db.select().from(adAuctions).where(eq(adAuctions.id, a.id))
      expect(closed.status).toBe('closed')
      const rows = await t.db.select().from(adBids).where(eq(adBids.auctionId, a.id))
      // What the API accepted is exactly what the table holds.
      expect(rows.map((b) => b.id).sort()).toEqual(accepted.map((b) => b.id).sort())
      // No bid landed at or after the close.
      for (const b of rows) expect(b.createdAt.getTime()).toBeLessThan(closeAt.getTime())
      expect(closed.closedAt!.getTime()).toBeGreaterThanOrEqual(closeAt.getTime())
      // Each accepted bid beat the previous one by at least the increment, in commit order.
      const byTime = [...rows].sort((x, y) => x.amountCents - y.amountCents)
      for (let i = 1; i < byTime.length; i++)
        expect(byTime[i].amountCents - byTime[i - 1].amountCents).toBeGreaterThanOrEqual(100)
      const highest = byTime[byTime.length - 1]
      const winners = rows.filter((b) => b.won)
      expect(winners.map((b) => b.id)).toEqual([highest.id])
      // One offer of the highest bid; charged only when paid (ADR 0060).
      const offers = await adOffersOf(t.db, a.id)
      expect(offers.map((o) => [o.amountCents, o.status])).toEqual([
        [highest.amountCents, 'pending'],
      ])
      expect(await adChargesOf(t.db, a.id)).toHaveLength(0)

      // A bid after the close is refused; a second close changes nothing.
      const late = await send(N)
      expect(late.statusCode).toBe(422)
      expect(late.body.code).toBe('AD_BIDDING_CLOSED')
      await t.ticker.runOnce()
      expect(await adOffersOf(t.db, a.id)).toHaveLength(1)
    },
  )
})
