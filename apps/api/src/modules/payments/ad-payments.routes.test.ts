import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { hasError, parsePix } from 'pix-utils'
import { usePaymentsWorld } from '../../../test/payments-harness.ts'
import { createImage, createUser } from '../../../test/factories/accounts.ts'
import { createSupplier } from '../../../test/factories/products.ts'
import { adChargesOf, createAdAuction, placeBid } from '../../../test/factories/promotions.ts'
import { adBids, adPayments, users } from '../../db/schema/index.ts'

const world = usePaymentsWorld()

interface Bidder {
  id: string
  email: string
  token: string
}

/**
 * An auction whose bidding closes at the clock start (2026-11-22 12:00Z) and whose ad period has
 * started (so an offer gets the 2 h minimum, ADR 0060), with its art, and three bidders.
 */
async function auctionWithBids(amounts = [10_000, 12_000, 15_000]) {
  const { t } = world.w
  const admin = (await createUser(t.db, { role: 'admin_master' })).user.id
  const art = async () => (await createImage(t.db, { ownerId: admin, purpose: 'banner' })).id
  const a = await createAdAuction(t.db, {
    createdBy: admin,
    bidsCloseAt: new Date('2026-11-22T12:00:00Z'),
    startsOn: '2026-11-22',
    endsOn: '2026-11-30',
    desktopImageId: await art(),
    mobileImageId: await art(),
  })
  const bidders: Bidder[] = []
  for (const amountCents of amounts) {
    const s = (await createSupplier(t.db)).user
    // A supplier registers with its CNPJ (the provider's customer needs it).
    const cnpj = `${Date.now()}`.slice(-8) + `${Math.random()}`.slice(2, 8)
    await t.db.update(users).set({ cnpj }).where(eq(users.id, s.id))
    await placeBid(t.db, { auctionId: a.id, supplierId: s.id, amountCents })
    bidders.push({ id: s.id, email: s.email, token: await t.login(s.email) })
  }
  await t.ticker.runOnce()
  return { a, bidders }
}

const invoices = (s: Bidder) =>
  world.w.t.request({ method: 'GET', url: '/api/supplier/ad-invoices', token: s.token })
const pay = (s: Bidder, id: string) =>
  world.w.t.request({ method: 'POST', url: `/api/supplier/ad-invoices/${id}/pay`, token: s.token })
const onSlides = async (auctionId: string) => {
  const res = await world.w.t.request({ method: 'GET', url: '/api/public/slides' })
  return (res.body.data.top as { id: string }[]).some((s) => s.id === auctionId)
}
const rowsOf = (auctionId: string) =>
  world.w.t.db.select().from(adPayments).where(eq(adPayments.auctionId, auctionId))
const wonBy = async (auctionId: string) =>
  (await world.w.t.db.select().from(adBids).where(eq(adBids.auctionId, auctionId)))
    .filter((b) => b.won)
    .map((b) => b.supplierId)

/** Opens the invoice's charge and pays it on the stand-in; waits for the webhooks. */
async function payOnStandIn(s: Bidder, id: string, method: 'pix' | 'card' = 'pix') {
  const res = await pay(s, id)
  expect(res.statusCode).toBe(200)
  const [row] = await world.w.t.db.select().from(adPayments).where(eq(adPayments.id, id))
  world.w.standIn.pay(row!.providerPaymentId!, method)
  await world.w.standIn.idle()
  return row!.providerPaymentId!
}

describe('ad payments (ADR 0060)', () => {
  it('the winner pays the winning bid by Pix; only then the ad is online and charged', async () => {
    const { a, bidders } = await auctionWithBids()
    const winner = bidders[2]!
    const list = await invoices(winner)
    expect(list.statusCode).toBe(200)
    expect(list.body.data.items).toHaveLength(1)
    const inv = list.body.data.items[0]
    expect(inv).toMatchObject({
      auctionId: a.id,
      status: 'pending',
      amountCents: 15_000,
      // The period already started: the 2 h minimum.
      deadline: '2026-11-22T14:00:00.000Z',
      pix: null,
    })
    expect((await invoices(bidders[1]!)).body.data.items).toEqual([])
    expect(await wonBy(a.id)).toEqual([winner.id])
    // Won, not paid: not charged, not online.
    expect(await adChargesOf(world.w.t.db, a.id)).toHaveLength(0)
    expect(await onSlides(a.id)).toBe(false)
    expect(await world.h.notes(winner.id, 'ad_payment_due')).toHaveLength(1)

    const opened = await pay(winner, inv.id)
    expect(opened.statusCode).toBe(200)
    const parsed = parsePix(opened.body.data.pix.payload)
    expect(hasError(parsed)).toBe(false)
    expect(parsed).toMatchObject({ transactionAmount: 150 })
    expect(opened.body.data.pix.qrCode).toMatch(/^data:image\/svg/)
    // Another supplier cannot open it.
    expect((await pay(bidders[0]!, inv.id)).statusCode).toBe(404)

    const chargeId = await payOnStandIn(winner, inv.id)
    expect((await invoices(winner)).body.data.items[0]).toMatchObject({
      status: 'paid',
      method: 'pix',
      paidAt: '2026-11-22T12:00:00.000Z',
      pix: null,
    })
    expect((await adChargesOf(world.w.t.db, a.id)).map((c) => c.amountCents)).toEqual([15_000])
    expect(await onSlides(a.id)).toBe(true)
    expect(await world.h.notes(winner.id, 'ad_payment_received')).toHaveLength(1)
    const events = await world.h.events(chargeId)
    expect(events.map((e) => [e.event, e.outcome])).toEqual([
      ['PAYMENT_CREATED', 'ignored'],
      ['PAYMENT_RECEIVED', 'applied'],
    ])
    expect(events.every((e) => e.adPaymentId === inv.id && e.paymentId === null)).toBe(true)
    // Past the deadline a paid ad stays paid and online.
    world.w.t.clock.set('2026-11-23T12:00:00Z')
    await world.w.t.ticker.runOnce()
    expect((await rowsOf(a.id)).map((r) => r.status)).toEqual(['paid'])
  })

  it('unpaid at the deadline: expired, its charge removed, the next bid offered and paid', async () => {
    const { a, bidders } = await auctionWithBids()
    const [low, mid, top] = bidders as [Bidder, Bidder, Bidder]
    const first = (await invoices(top)).body.data.items[0]
    // The top bidder opens the charge but never pays.
    expect((await pay(top, first.id)).statusCode).toBe(200)
    await world.w.standIn.idle()
    await world.h.at('2026-11-22T13:59:59Z', top, mid, low)
    await world.w.t.ticker.runOnce()
    expect((await rowsOf(a.id)).map((r) => r.status)).toEqual(['pending'])
    await world.h.at('2026-11-22T14:00:00Z', top, mid, low)
    await world.w.t.ticker.runOnce()
    await world.w.standIn.idle()
    const rows = await rowsOf(a.id)
    const expired = rows.find((r) => r.supplierId === top.id)!
    expect(expired).toMatchObject({ status: 'expired' })
    expect(expired.closedAt).not.toBeNull()
    expect(world.w.standIn.charges.get(expired.providerPaymentId!)!.deleted).toBe(true)
    expect((await pay(top, first.id)).body.data.status).toBe('expired')
    expect(await world.h.notes(top.id, 'ad_payment_expired')).toHaveLength(1)
    // The slot goes to the next highest bid, with its own deadline.
    expect(await wonBy(a.id)).toEqual([mid.id])
    const offer = (await invoices(mid)).body.data.items[0]
    expect(offer).toMatchObject({
      status: 'pending',
      amountCents: 12_000,
      deadline: '2026-11-22T16:00:00.000Z',
    })
    expect(await world.h.notes(mid.id, 'ad_payment_due')).toHaveLength(1)
    expect(await onSlides(a.id)).toBe(false)
    await payOnStandIn(mid, offer.id, 'card')
    expect((await invoices(mid)).body.data.items[0]).toMatchObject({
      status: 'paid',
      method: 'card',
    })
    // Charged once, the amount of the bid that paid.
    expect((await adChargesOf(world.w.t.db, a.id)).map((c) => c.amountCents)).toEqual([12_000])
    expect(await onSlides(a.id)).toBe(true)
  })

  it('with no other bid left the slot stays unsold; money after the deadline goes back', async () => {
    const { a, bidders } = await auctionWithBids([20_000])
    const only = bidders[0]!
    const inv = (await invoices(only)).body.data.items[0]
    expect((await pay(only, inv.id)).statusCode).toBe(200)
    await world.w.standIn.idle()
    const [row] = await rowsOf(a.id)
    // Paid at the provider just in time, but its webhook reaches us after the deadline.
    world.w.standIn.setWebhookUrl('http://127.0.0.1:9/closed')
    expect(world.w.standIn.pay(row!.providerPaymentId!)).toBe(true)
    await world.w.standIn.idle()
    await world.h.at('2026-11-22T14:00:00Z', only)
    await world.w.t.ticker.runOnce()
    expect(await wonBy(a.id)).toEqual([])
    expect(await world.h.notes(only.id, 'ad_payment_expired')).toHaveLength(1)
    world.h.restoreWebhooks()
    const late = await world.h.webhook({
      id: `evt_late_${row!.providerPaymentId}`,
      event: 'PAYMENT_RECEIVED',
      payment: { id: row!.providerPaymentId!, value: 200, billingType: 'PIX', status: 'RECEIVED' },
    })
    expect(late.body).toEqual({ outcome: 'applied' })
    const [back] = await rowsOf(a.id)
    expect(back).toMatchObject({
      status: 'refunded',
      refundCents: 20_000,
      flag: 'paid_after_close',
    })
    await world.w.t.ticker.runOnce()
    expect((await rowsOf(a.id))[0]!.refundedAt).not.toBeNull()
    expect(world.w.standIn.charges.get(row!.providerPaymentId!)!.status).toBe('REFUNDED')
    expect(await adChargesOf(world.w.t.db, a.id)).toHaveLength(0)
    expect(await onSlides(a.id)).toBe(false)
  })

  it('a replayed, repeated or wrong-amount webhook changes nothing twice', async () => {
    const { a, bidders } = await auctionWithBids([10_000, 30_000])
    const winner = bidders[1]!
    const inv = (await invoices(winner)).body.data.items[0]
    expect((await pay(winner, inv.id)).statusCode).toBe(200)
    await world.w.standIn.idle()
    const chargeId = (await rowsOf(a.id))[0]!.providerPaymentId!
    const event = (id: string, value = 300) => ({
      id,
      event: 'PAYMENT_RECEIVED',
      payment: { object: 'payment', id: chargeId, value, billingType: 'PIX', status: 'RECEIVED' },
    })
    expect((await world.h.webhook(event('evt_ad_short', 299.99))).body).toEqual({
      outcome: 'flagged',
    })
    expect((await rowsOf(a.id))[0]).toMatchObject({ status: 'pending', flag: 'amount_mismatch' })
    expect((await world.h.webhook(event('evt_ad_1'))).body).toEqual({ outcome: 'applied' })
    expect((await world.h.webhook(event('evt_ad_1'))).body).toEqual({ outcome: 'duplicate' })
    expect((await world.h.webhook(event('evt_ad_2'))).body).toEqual({ outcome: 'ignored' })
    expect((await world.h.webhook(event('evt_ad_3'), '')).statusCode).toBe(401)
    expect((await adChargesOf(world.w.t.db, a.id)).map((c) => c.amountCents)).toEqual([30_000])
    expect(await world.h.notes(winner.id, 'ad_payment_received')).toHaveLength(1)
  })

  it('an ad given up before it is paid is not sold: its offer ends, late money goes back', async () => {
    const { a, bidders } = await auctionWithBids([10_000, 25_000])
    const winner = bidders[1]!
    const inv = (await invoices(winner)).body.data.items[0]
    expect((await pay(winner, inv.id)).statusCode).toBe(200)
    await world.w.standIn.idle()
    const gaveUp = await world.w.t.request({
      method: 'POST',
      url: `/api/supplier/ad-auctions/${a.id}/cancel-ad`,
      token: winner.token,
    })
    expect(gaveUp.statusCode).toBe(200)
    expect((await invoices(winner)).body.data.items[0].status).toBe('expired')
    // Paid anyway from a QR code still on screen: given back, never charged.
    expect(world.w.standIn.pay((await rowsOf(a.id))[0]!.providerPaymentId!)).toBe(true)
    await world.w.standIn.idle()
    expect((await rowsOf(a.id))[0]).toMatchObject({ status: 'refunded', refundCents: 25_000 })
    expect(await adChargesOf(world.w.t.db, a.id)).toHaveLength(0)
    // The slot is not passed on: the auction's ad was given up.
    world.w.t.clock.set('2026-11-22T14:00:00Z')
    await world.w.t.ticker.runOnce()
    expect(await invoices(bidders[0]!).then((r) => r.body.data.items)).toEqual([])
  })
})
