import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { usePaymentsWorld, type Side } from '../../../test/payments-harness.ts'
import { createImage, createUser } from '../../../test/factories/accounts.ts'
import { createSupplier } from '../../../test/factories/products.ts'
import { createAdAuction, placeBid } from '../../../test/factories/promotions.ts'
import { adPayments, suppliers, users } from '../../db/schema/index.ts'

const world = usePaymentsWorld()

/**
 * ADR 0064: the auction pages read where the slot stands with its payment from the auction's
 * answer (`payment`): awaiting the offered supplier's money by its deadline, paid, passed on to
 * the next bid, unsold. Bidding closes at the clock start (2026-11-22 12:00Z) and the ad period
 * has started, so every offer gets ADR 0060's 2 h minimum.
 */
async function closedAuction(amounts: number[]) {
  const { t } = world.w
  const admin = await createUser(t.db, { role: 'admin_master' })
  const art = async () =>
    (await createImage(t.db, { ownerId: admin.user.id, purpose: 'banner' })).id
  const a = await createAdAuction(t.db, {
    createdBy: admin.user.id,
    bidsCloseAt: new Date('2026-11-22T12:00:00Z'),
    startsOn: '2026-11-22',
    endsOn: '2026-11-30',
    desktopImageId: await art(),
    mobileImageId: await art(),
  })
  const bidders: (Side & { name: string })[] = []
  for (const [i, amountCents] of amounts.entries()) {
    const s = (await createSupplier(t.db)).user
    const cnpj = `${Date.now()}`.slice(-8) + `${Math.random()}`.slice(2, 8)
    await t.db.update(users).set({ cnpj }).where(eq(users.id, s.id))
    const name = `Bidder ${i} ${a.id.slice(0, 6)}`
    await t.db.update(suppliers).set({ establishmentTitle: name }).where(eq(suppliers.userId, s.id))
    await placeBid(t.db, { auctionId: a.id, supplierId: s.id, amountCents })
    bidders.push({ id: s.id, email: s.email, token: await t.login(s.email), name })
  }
  await t.ticker.runOnce()
  const adminSide = { id: admin.user.id, email: admin.user.email, token: '' }
  adminSide.token = await t.login(admin.user.email, undefined, '/api/auth/login/admin')
  return { a, bidders, admin: adminSide }
}

/** Moves the clock and signs everyone in again (sessions idle out). */
async function at(iso: string, admin: Side, ...sides: Side[]) {
  await world.h.at(iso, ...sides)
  admin.token = await world.w.t.login(admin.email, undefined, '/api/auth/login/admin')
}

const asSupplier = async (s: Side, id: string) => {
  const res = await world.w.t.request({
    method: 'GET',
    url: `/api/supplier/ad-auctions/${id}`,
    token: s.token,
  })
  expect(res.statusCode).toBe(200)
  return res.body.data
}
const asAdmin = async (s: Side, id: string) => {
  const res = await world.w.t.request({
    method: 'GET',
    url: `/api/admin/ad-auctions/${id}`,
    token: s.token,
  })
  expect(res.statusCode).toBe(200)
  return res.body.data
}
const invoiceOf = async (s: Side) =>
  (await world.w.t.request({ method: 'GET', url: '/api/supplier/ad-invoices', token: s.token }))
    .body.data.items[0] as { id: string }

describe('the auction pages show where the slot stands with its payment (ADR 0064)', () => {
  it('awaiting: the winner is told what to pay by when; the admin sees who; then paid', async () => {
    const { a, bidders, admin } = await closedAuction([10_000, 15_000])
    const [rival, winner] = bidders as [(typeof bidders)[0], (typeof bidders)[0]]
    const offer = {
      amountCents: 15_000,
      deadline: '2026-11-22T14:00:00.000Z',
      status: 'pending',
      paidAt: null,
    }
    expect((await asAdmin(admin, a.id)).payment).toEqual({
      state: 'awaiting_payment',
      current: { ...offer, payer: { supplierId: winner.id, name: winner.name }, mine: false },
      passedOn: [],
    })
    expect((await asSupplier(winner, a.id)).payment).toEqual({
      state: 'awaiting_payment',
      current: { ...offer, payer: { supplierId: winner.id, name: winner.name }, mine: true },
      passedOn: [],
    })
    // Another bidder is not told who must pay.
    expect((await asSupplier(rival, a.id)).payment.current).toMatchObject({
      payer: null,
      mine: false,
    })
    // The supplier's list answers the same state.
    const list = await world.w.t.request({
      method: 'GET',
      url: '/api/supplier/ad-auctions?tab=won',
      token: winner.token,
    })
    const row = (list.body.data.data as { id: string; payment: unknown }[]).find(
      (x) => x.id === a.id,
    )
    expect(row?.payment).toMatchObject({ state: 'awaiting_payment' })

    const inv = await invoiceOf(winner)
    const opened = await world.w.t.request({
      method: 'POST',
      url: `/api/supplier/ad-invoices/${inv.id}/pay`,
      token: winner.token,
    })
    expect(opened.statusCode).toBe(200)
    const [p] = await world.w.t.db.select().from(adPayments).where(eq(adPayments.id, inv.id))
    world.w.standIn.pay(p!.providerPaymentId!)
    await world.w.standIn.idle()
    expect((await asAdmin(admin, a.id)).payment).toMatchObject({
      state: 'paid',
      current: { status: 'paid', paidAt: '2026-11-22T12:00:00.000Z' },
    })
    expect((await asSupplier(winner, a.id)).payment.state).toBe('paid')
  })

  it('expired: the slot passes to the next bid, and both pages say so; none left is unsold', async () => {
    const { a, bidders, admin } = await closedAuction([10_000, 15_000])
    const [next, first] = bidders as [(typeof bidders)[0], (typeof bidders)[0]]
    await at('2026-11-22T14:00:00Z', admin, first, next)
    await world.w.t.ticker.runOnce()
    const expired = {
      amountCents: 15_000,
      deadline: '2026-11-22T14:00:00.000Z',
      status: 'expired',
      paidAt: null,
    }
    expect((await asAdmin(admin, a.id)).payment).toEqual({
      state: 'awaiting_payment',
      current: {
        payer: { supplierId: next.id, name: next.name },
        mine: false,
        amountCents: 10_000,
        deadline: '2026-11-22T16:00:00.000Z',
        status: 'pending',
        paidAt: null,
      },
      passedOn: [{ ...expired, payer: { supplierId: first.id, name: first.name }, mine: false }],
    })
    // The first winner reads its own offer expired; the next one is not named to it.
    const firstView = await asSupplier(first, a.id)
    expect(firstView.won).toBe(false)
    expect(firstView.payment.passedOn).toEqual([
      { ...expired, payer: { supplierId: first.id, name: first.name }, mine: true },
    ])
    expect(firstView.payment.current).toMatchObject({ payer: null, mine: false })
    const nextView = await asSupplier(next, a.id)
    expect(nextView.won).toBe(true)
    expect(nextView.payment.current).toMatchObject({ mine: true, status: 'pending' })
    expect(nextView.payment.passedOn[0]).toMatchObject({ payer: null, mine: false })

    // The next one does not pay either, and no bid is left: unsold.
    await at('2026-11-22T16:00:00Z', admin, first, next)
    await world.w.t.ticker.runOnce()
    const unsold = await asAdmin(admin, a.id)
    expect(unsold.winner).toBeNull()
    expect(unsold.payment).toMatchObject({
      state: 'unsold',
      current: { status: 'expired', payer: { supplierId: next.id } },
      passedOn: [{ status: 'expired', payer: { supplierId: first.id } }],
    })
  })

  it('an ad given up before it is paid reads withdrawn; an open auction has no payment', async () => {
    const { a, bidders, admin } = await closedAuction([12_000])
    const gaveUp = await world.w.t.request({
      method: 'POST',
      url: `/api/supplier/ad-auctions/${a.id}/cancel-ad`,
      token: bidders[0]!.token,
    })
    expect(gaveUp.statusCode).toBe(200)
    expect(gaveUp.body.data.payment).toMatchObject({ state: 'withdrawn' })
    expect((await asAdmin(admin, a.id)).payment.state).toBe('withdrawn')

    const open = await createAdAuction(world.w.t.db, {
      createdBy: admin.id,
      bidsCloseAt: new Date('2026-11-23T12:00:00Z'),
      startsOn: '2026-11-24',
      endsOn: '2026-11-30',
    })
    expect((await asAdmin(admin, open.id)).payment).toBeNull()
  })
})
