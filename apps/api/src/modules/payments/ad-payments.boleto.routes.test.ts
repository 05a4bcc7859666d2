import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { usePaymentsWorld } from '../../../test/payments-harness.ts'
import { createImage, createUser } from '../../../test/factories/accounts.ts'
import { createSupplier } from '../../../test/factories/products.ts'
import { adChargesOf, createAdAuction, placeBid } from '../../../test/factories/promotions.ts'
import { adBids, adPayments, users } from '../../db/schema/index.ts'

/**
 * ADR 0060 (amended): an ad payment may be paid by boleto when the boleto can clear (3 business
 * days after the deadline) before the ad period starts; an issued boleto keeps the offer open
 * until then. The clock starts on Sunday 2026-11-22 12:00Z: the deadline is Tuesday 12:00Z (48 h),
 * and a boleto clears by Friday 2026-11-27 12:00Z.
 */
const world = usePaymentsWorld()
const DEADLINE = '2026-11-24T12:00:00.000Z'
const CLEARS_BY = '2026-11-27T12:00:00.000Z'

interface Bidder {
  id: string
  email: string
  token: string
}

async function auction(startsOn: string, amounts = [10_000, 15_000]) {
  const { t } = world.w
  const admin = (await createUser(t.db, { role: 'admin_master' })).user.id
  const art = async () => (await createImage(t.db, { ownerId: admin, purpose: 'banner' })).id
  const a = await createAdAuction(t.db, {
    createdBy: admin,
    bidsCloseAt: new Date('2026-11-22T12:00:00Z'),
    startsOn,
    endsOn: '2026-12-20',
    desktopImageId: await art(),
    mobileImageId: await art(),
  })
  const bidders: Bidder[] = []
  for (const amountCents of amounts) {
    const s = (await createSupplier(t.db)).user
    const cnpj = `${Date.now()}`.slice(-8) + `${Math.random()}`.slice(2, 8)
    await t.db.update(users).set({ cnpj }).where(eq(users.id, s.id))
    await placeBid(t.db, { auctionId: a.id, supplierId: s.id, amountCents })
    bidders.push({ id: s.id, email: s.email, token: await t.login(s.email) })
  }
  await t.ticker.runOnce()
  return { a, bidders, winner: bidders.at(-1)! }
}

const invoices = async (s: Bidder) =>
  (await world.w.t.request({ method: 'GET', url: '/api/supplier/ad-invoices', token: s.token }))
    .body.data.items
const pay = (s: Bidder, id: string) =>
  world.w.t.request({ method: 'POST', url: `/api/supplier/ad-invoices/${id}/pay`, token: s.token })
const rowOf = async (id: string) =>
  (await world.w.t.db.select().from(adPayments).where(eq(adPayments.id, id)))[0]!
const wonBy = async (auctionId: string) =>
  (await world.w.t.db.select().from(adBids).where(eq(adBids.auctionId, auctionId)))
    .filter((b) => b.won)
    .map((b) => b.supplierId)

/** FEBRABAN's check digits of a 47-digit line: mod 10 per field, mod 11 over the barcode. */
function lineChecks(line: string): boolean {
  const mod10 = (d: string) => {
    let sum = 0
    let w = 2
    for (let i = d.length - 1; i >= 0; i--) {
      const p = Number(d[i]) * w
      sum += p > 9 ? p - 9 : p
      w = w === 2 ? 1 : 2
    }
    return (10 - (sum % 10)) % 10
  }
  const fields = [line.slice(0, 9), line.slice(10, 20), line.slice(21, 31)]
  const dvs = [line[9], line[20], line[31]].map(Number)
  return fields.every((f, i) => mod10(f) === dvs[i])
}

describe('ad payments by boleto (ADR 0060, amended)', () => {
  it('offered when it can clear before the period; paid after the deadline, before it clears', async () => {
    const { a, winner } = await auction('2026-12-01')
    const [inv] = await invoices(winner)
    expect(inv).toMatchObject({ deadline: DEADLINE, boletoOffered: true, boleto: null })
    const opened = await pay(winner, inv.id)
    expect(opened.statusCode).toBe(200)
    const row = await rowOf(inv.id)
    const chargeId = row.providerPaymentId!
    const boleto = opened.body.data.boleto
    expect(boleto).toMatchObject({
      url: `${world.w.standIn.url}/b/${chargeId}`,
      clearsBy: CLEARS_BY,
    })
    expect(boleto.line).toMatch(/^\d{47}$/)
    expect(lineChecks(boleto.line)).toBe(true)
    // The amount is the line's last ten digits; the slip page shows the same line.
    expect(boleto.line.slice(-10)).toBe('0000015000')
    const slip = await (await fetch(boleto.url)).text()
    expect(slip).toContain(boleto.line)
    // Asked once: opening again reuses the stored boleto.
    const asked = world.w.standIn.calls.filter((c) => c.endsWith('/identificationField')).length
    expect((await pay(winner, inv.id)).body.data.boleto.line).toBe(boleto.line)
    expect(world.w.standIn.calls.filter((c) => c.endsWith('/identificationField'))).toHaveLength(
      asked,
    )

    // Past the deadline the offer still waits for the boleto to clear.
    await world.h.at('2026-11-25T12:00:00.000Z', winner)
    await world.w.t.ticker.runOnce()
    expect((await rowOf(inv.id)).status).toBe('pending')
    expect(await wonBy(a.id)).toEqual([winner.id])
    // The supplier paid it at a bank; the provider tells us when it clears.
    expect(world.w.standIn.pay(chargeId, 'boleto')).toBe(true)
    await world.w.standIn.idle()
    expect((await invoices(winner))[0]).toMatchObject({
      status: 'paid',
      method: 'boleto',
      boleto: null,
    })
    expect((await adChargesOf(world.w.t.db, a.id)).map((c) => c.amountCents)).toEqual([15_000])
    expect((await world.h.events(chargeId)).map((e) => [e.event, e.outcome])).toEqual([
      ['PAYMENT_CREATED', 'ignored'],
      ['PAYMENT_RECEIVED', 'applied'],
    ])
  })

  it('issued and never paid: the offer expires when it could have cleared, the slot passes on', async () => {
    const { a, bidders, winner } = await auction('2026-12-01')
    const [inv] = await invoices(winner)
    await pay(winner, inv.id)
    const chargeId = (await rowOf(inv.id)).providerPaymentId!
    world.w.t.clock.set('2026-11-27T11:59:59.000Z')
    await world.w.t.ticker.runOnce()
    expect((await rowOf(inv.id)).status).toBe('pending')
    world.w.t.clock.set(CLEARS_BY)
    await world.w.t.ticker.runOnce()
    expect(await rowOf(inv.id)).toMatchObject({ status: 'expired', closedAt: expect.any(Date) })
    expect(world.w.standIn.charges.get(chargeId)!.deleted).toBe(true)
    expect(await wonBy(a.id)).toEqual([bidders[0]!.id])
    expect(await world.h.notes(winner.id, 'ad_payment_expired')).toHaveLength(1)
    expect(await adChargesOf(world.w.t.db, a.id)).toHaveLength(0)
  })

  it('not offered when the period starts before a boleto could clear; the deadline is unchanged', async () => {
    const { winner } = await auction('2026-11-27')
    const [inv] = await invoices(winner)
    expect(inv).toMatchObject({ deadline: DEADLINE, boletoOffered: false })
    const asked = () => world.w.standIn.calls.filter((c) => c.endsWith('/identificationField'))
    const before = asked().length
    const opened = await pay(winner, inv.id)
    expect(opened.body.data).toMatchObject({ boletoOffered: false, boleto: null })
    expect(asked()).toHaveLength(before)
    world.w.t.clock.set(DEADLINE)
    await world.w.t.ticker.runOnce()
    expect((await rowOf(inv.id)).status).toBe('expired')
  })
})
