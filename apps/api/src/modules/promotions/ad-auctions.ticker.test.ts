import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import {
  createProduct,
  createProductCategory,
  createSupplier,
} from '../../../test/factories/products.ts'
import {
  adChargesOf,
  adOffersOf,
  createAdAuction,
  createWonAdAuction,
  placeBid,
} from '../../../test/factories/promotions.ts'
import { adAuctions, adBids, notifications, suppliers } from '../../db/schema/index.ts'

let t: TestApp
let adminToken: string
const START = '2026-11-22T12:00:00.000Z'

beforeAll(async () => {
  t = await createTestApp()
  const { user } = await createUser(t.db, { role: 'admin_master' })
  adminToken = await t.login(user.email, undefined, '/api/auth/login/admin')
})
afterAll(() => t.close())
beforeEach(() => t.clock.set(START))

const noticesOf = (userId: string, code: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.code, code)))
const auction = async (id: string) =>
  (await t.db.select().from(adAuctions).where(eq(adAuctions.id, id)))[0]
const bidsOf = (id: string) => t.db.select().from(adBids).where(eq(adBids.auctionId, id))

describe('adAuctions.announce', () => {
  it('tells the eligible suppliers once, when bidding opens', async () => {
    const cat = await createProductCategory(t.db)
    const other = await createProductCategory(t.db)
    const inCat = await createSupplier(t.db)
    await createProduct(t.db, { supplierId: inCat.user.id, categoryId: cat.id })
    const outCat = await createSupplier(t.db)
    await createProduct(t.db, { supplierId: outCat.user.id, categoryId: other.id })
    const a = await createAdAuction(t.db, {
      kind: 'category',
      categoryId: cat.id,
      bidsOpenAt: new Date('2026-11-23T12:00:00Z'),
      bidsCloseAt: new Date('2026-11-24T12:00:00Z'),
    })
    await t.ticker.runOnce()
    expect(await noticesOf(inCat.user.id, 'auction_category')).toHaveLength(0)
    t.clock.set('2026-11-23T12:00:00Z')
    await t.ticker.runOnce()
    await t.ticker.runOnce()
    const told = await noticesOf(inCat.user.id, 'auction_category')
    expect(told).toHaveLength(1)
    expect(told[0].link).toBe(`/promotor/panel/supplier/promotion/${a.id}`)
    expect(await noticesOf(outCat.user.id, 'auction_category')).toHaveLength(0)
    expect((await auction(a.id)).announcedAt).toEqual(new Date('2026-11-23T12:00:00Z'))
  })
})

describe('adAuctions.close', () => {
  it('picks the highest bid of a still active supplier, offers it the slot, tells the winner', async () => {
    const s1 = await createSupplier(t.db)
    const s2 = await createSupplier(t.db)
    const s3 = await createSupplier(t.db)
    const a = await createAdAuction(t.db, { bidsCloseAt: new Date('2026-11-23T12:00:00Z') })
    await placeBid(t.db, { auctionId: a.id, supplierId: s1.user.id, amountCents: 10_000 })
    await placeBid(t.db, { auctionId: a.id, supplierId: s2.user.id, amountCents: 12_000 })
    await placeBid(t.db, { auctionId: a.id, supplierId: s3.user.id, amountCents: 15_000 })
    // The highest bidder was inactivated before the close: the next one wins.
    await t.db.update(suppliers).set({ status: 'inactive' }).where(eq(suppliers.userId, s3.user.id))
    t.clock.set('2026-11-23T11:59:59Z')
    await t.ticker.runOnce()
    expect((await auction(a.id)).status).toBe('open')
    t.clock.set('2026-11-23T12:00:00Z')
    await t.ticker.runOnce()
    await t.ticker.runOnce()
    const closed = await auction(a.id)
    expect(closed.status).toBe('closed')
    expect(closed.closedAt).toEqual(new Date('2026-11-23T12:00:00Z'))
    const won = (await bidsOf(a.id)).filter((b) => b.won)
    expect(won.map((b) => b.supplierId)).toEqual([s2.user.id])
    // ADR 0060: an offer to pay by a deadline; the ledger waits for the money.
    const offers = await adOffersOf(t.db, a.id)
    expect(offers.map((o) => [o.supplierId, o.amountCents, o.status])).toEqual([
      [s2.user.id, 12_000, 'pending'],
    ])
    expect(offers[0]!.deadline).toEqual(new Date('2026-11-25T12:00:00Z'))
    expect(await adChargesOf(t.db, a.id)).toHaveLength(0)
    expect(await noticesOf(s2.user.id, 'ad_payment_due')).toHaveLength(1)
    expect(await noticesOf(s1.user.id, 'ad_payment_due')).toHaveLength(0)
    expect(t.mailer.last(s2.user.email)).toBeDefined()
  })

  it('closes without a winner when nobody bid', async () => {
    const a = await createAdAuction(t.db, { bidsCloseAt: new Date('2026-11-23T12:00:00Z') })
    t.clock.set('2026-11-23T12:00:00Z')
    await t.ticker.runOnce()
    expect((await auction(a.id)).status).toBe('closed')
    expect(await adChargesOf(t.db, a.id)).toHaveLength(0)
    const res = await t.request({
      method: 'GET',
      url: `/api/admin/ad-auctions/${a.id}`,
      token: await t.login(
        (await createUser(t.db, { role: 'admin_basic' })).user.email,
        undefined,
        '/api/auth/login/admin',
      ),
    })
    expect(res.body.data).toMatchObject({ phase: 'closed', winner: null, ad: null })
  })

  it("a product auction promotes the winner's own listing of the item", async () => {
    const cat = await createProductCategory(t.db)
    const owner = await createSupplier(t.db)
    const reseller = await createSupplier(t.db)
    const code = `CLOSE-${Date.now()}`
    const named = await createProduct(t.db, {
      supplierId: owner.user.id,
      categoryId: cat.id,
      importerCode: code,
    })
    const resold = await createProduct(t.db, {
      supplierId: reseller.user.id,
      categoryId: cat.id,
      importerCode: code,
    })
    const a = await createAdAuction(t.db, {
      kind: 'product',
      productId: named.id,
      productKey: code.toLowerCase(),
      bidsCloseAt: new Date('2026-11-23T12:00:00Z'),
    })
    await placeBid(t.db, { auctionId: a.id, supplierId: owner.user.id, amountCents: 10_000 })
    await placeBid(t.db, { auctionId: a.id, supplierId: reseller.user.id, amountCents: 11_000 })
    t.clock.set('2026-11-23T12:00:00Z')
    await t.ticker.runOnce()
    expect((await auction(a.id)).adProductId).toBe(resold.id)
  })
})

describe('account.suspended', () => {
  it("withdraws the supplier's open bids and cancels its won ads not yet offline", async () => {
    const s = await createSupplier(t.db)
    const rival = await createSupplier(t.db)
    const open = await createAdAuction(t.db)
    await placeBid(t.db, { auctionId: open.id, supplierId: rival.user.id, amountCents: 10_000 })
    await placeBid(t.db, { auctionId: open.id, supplierId: s.user.id, amountCents: 11_000 })
    const { auction: running } = await createWonAdAuction(t.db, {
      winnerId: s.user.id,
      startsOn: '2026-11-20',
      endsOn: '2026-11-30',
    })
    const { auction: over } = await createWonAdAuction(t.db, {
      winnerId: s.user.id,
      startsOn: '2026-11-01',
      endsOn: '2026-11-10',
    })
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/users/${s.user.id}/suspend`,
      token: adminToken,
      body: { reason: 'Fraude confirmada' },
    })
    expect(res.statusCode).toBe(200)
    const mine = (await bidsOf(open.id)).find((b) => b.supplierId === s.user.id)!
    expect(mine.withdrawnAt).not.toBeNull()
    expect((await auction(running.id)).adCancelledAt).not.toBeNull()
    expect((await auction(over.id)).adCancelledAt).toBeNull()
    const view = await t.request({
      method: 'GET',
      url: `/api/admin/ad-auctions/${open.id}`,
      token: adminToken,
    })
    expect(view.body.data).toMatchObject({ highestBidCents: 10_000, bidCount: 1 })
    // The ledger keeps the charges (no refund).
    expect(await adChargesOf(t.db, running.id)).toHaveLength(1)
  })
})
