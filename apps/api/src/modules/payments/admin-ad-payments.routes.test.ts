import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { AdminAdPaymentTotals } from '@galera/shared'
import { usePaymentsWorld, type Side } from '../../../test/payments-harness.ts'
import { createImage, createUser } from '../../../test/factories/accounts.ts'
import { createSupplier } from '../../../test/factories/products.ts'
import { createAdAuction, placeBid } from '../../../test/factories/promotions.ts'
import { adPayments, ledgerEntries, users } from '../../db/schema/index.ts'

const world = usePaymentsWorld()

async function master(): Promise<Side> {
  const { user } = await createUser(world.w.t.db, { role: 'admin_master' })
  const token = await world.w.t.login(user.email, undefined, '/api/auth/login/admin')
  return { id: user.id, email: user.email, token }
}

/** A closed auction (the clock start) whose period started: each offer gets 2 h (ADR 0060). */
async function closedAuction(name: string, amounts: number[]) {
  const { t } = world.w
  const admin = (await createUser(t.db, { role: 'admin_master' })).user.id
  const art = async () => (await createImage(t.db, { ownerId: admin, purpose: 'banner' })).id
  const a = await createAdAuction(t.db, {
    createdBy: admin,
    name,
    bidsCloseAt: new Date('2026-11-22T12:00:00Z'),
    startsOn: '2026-11-22',
    endsOn: '2026-11-30',
    desktopImageId: await art(),
    mobileImageId: await art(),
  })
  const bidders: Side[] = []
  for (const amountCents of amounts) {
    const s = (await createSupplier(t.db)).user
    const cnpj = `${Date.now()}`.slice(-8) + `${Math.random()}`.slice(2, 8)
    await t.db.update(users).set({ cnpj }).where(eq(users.id, s.id))
    await placeBid(t.db, { auctionId: a.id, supplierId: s.id, amountCents })
    bidders.push({ id: s.id, email: s.email, token: await t.login(s.email) })
  }
  await t.ticker.runOnce()
  return { a, bidders }
}

async function invoice(s: Side) {
  const res = await world.w.t.request({
    method: 'GET',
    url: '/api/supplier/ad-invoices',
    token: s.token,
  })
  return res.body.data.items[0] as { id: string }
}

/** Opens the invoice's charge; pays it on the stand-in unless told not to. */
async function openCharge(s: Side, id: string) {
  const res = await world.w.t.request({
    method: 'POST',
    url: `/api/supplier/ad-invoices/${id}/pay`,
    token: s.token,
  })
  expect(res.statusCode).toBe(200)
  await world.w.standIn.idle()
  const [row] = await world.w.t.db.select().from(adPayments).where(eq(adPayments.id, id))
  return row!.providerPaymentId!
}

const list = (token: string, query = '') =>
  world.w.t.request({ method: 'GET', url: `/api/admin/payments/ads${query}`, token })

describe('ad payments on the admin payments screen (ADR 0064)', () => {
  it('lists awaiting, paid, expired and refunded ad payments with totals that add up', async () => {
    const admin = await master()
    const before = (await list(admin.token)).body.data.totals as AdminAdPaymentTotals

    // Auction 1: the top bid lets its offer expire; the next one pays (paid, expired).
    const one = await closedAuction('Vitrine paga', [10_000, 15_000])
    // Auction 2: its only offer is never paid and no other bid is left (expired, unsold).
    const two = await closedAuction('Vitrine aguardando', [30_000])
    const [next, top] = one.bidders as [Side, Side]
    await world.h.at('2026-11-22T14:00:00Z', top, next, ...two.bidders)
    // Auction 3 closes at 14:00, so its offer runs until 16:00.
    const three = await closedAuction('Vitrine paga tarde', [20_000])
    await world.w.t.ticker.runOnce()
    const paidCharge = await openCharge(next, (await invoice(next)).id)
    world.w.standIn.pay(paidCharge, 'card')
    await world.w.standIn.idle()
    // Auction 3: paid after its deadline, given back in full (refunded, flagged).
    const late = three.bidders[0]!
    const lateCharge = await openCharge(late, (await invoice(late)).id)
    world.w.standIn.setWebhookUrl('http://127.0.0.1:9/closed')
    world.w.standIn.pay(lateCharge)
    await world.w.standIn.idle()
    await world.h.at('2026-11-22T16:00:00Z', late, ...two.bidders)
    await world.w.t.ticker.runOnce()
    world.h.restoreWebhooks()
    const webhook = await world.h.webhook({
      id: `evt_late_${lateCharge}`,
      event: 'PAYMENT_RECEIVED',
      payment: { id: lateCharge, value: 200, billingType: 'PIX', status: 'RECEIVED' },
    })
    expect(webhook.body).toEqual({ outcome: 'applied' })

    admin.token = await world.w.t.login(admin.email, undefined, '/api/auth/login/admin')
    const res = await list(admin.token)
    expect(res.statusCode).toBe(200)
    const totals = res.body.data.totals as AdminAdPaymentTotals
    const delta = Object.fromEntries(
      Object.entries(totals).map(([k, v]) => [k, v - before[k as keyof AdminAdPaymentTotals]]),
    )
    expect(delta).toEqual({
      receivedCents: 10_000 + 20_000,
      chargedCents: 10_000,
      refundedCents: 20_000,
      pendingCents: 0,
      pendingCount: 0,
      expiredCount: 2,
    })
    expect(totals.receivedCents).toBe(totals.chargedCents + totals.refundedCents)
    const rows = res.body.data.data as { auctionName: string; status: string }[]
    const ofAuction = (name: string) =>
      rows
        .filter((r) => r.auctionName === name)
        .map((r) => r.status)
        .sort()
    expect(ofAuction('Vitrine paga')).toEqual(['expired', 'paid'])
    expect(ofAuction('Vitrine aguardando')).toEqual(['expired'])
    expect(ofAuction('Vitrine paga tarde')).toEqual(['refunded'])
    const refunded = rows.find((r) => r.auctionName === 'Vitrine paga tarde')
    expect(refunded).toMatchObject({
      amountCents: 20_000,
      refundCents: 20_000,
      flag: 'paid_after_close',
      method: 'pix',
    })
    // Flagged first.
    expect(rows[0]).toMatchObject({ flag: 'paid_after_close' })
    const paid = rows.find((r) => r.auctionName === 'Vitrine paga' && r.status === 'paid')
    expect(paid).toMatchObject({ amountCents: 10_000, method: 'card' })

    const onlyPaid = await list(admin.token, '?status=paid')
    expect(
      (onlyPaid.body.data.data as { status: string }[]).every((r) => r.status === 'paid'),
    ).toBe(true)
    expect(onlyPaid.body.data.total).toBe(1)
    expect((await list(admin.token, '?status=nope')).statusCode).toBe(422)

    // The reconciliation compares the ad charges too: in step, then a ledger row gone missing.
    const ours = (d: { providerPaymentId: string | null }) =>
      [paidCharge, lateCharge, 'pay_ad_gone'].includes(d.providerPaymentId ?? '')
    const run = async () => {
      const res = await world.w.t.request({
        method: 'POST',
        url: '/api/admin/payments/reconciliation',
        token: admin.token,
        body: {},
      })
      expect(res.statusCode).toBe(200)
      return (res.body.data.differences as { kind: string; providerPaymentId: string }[]).filter(
        ours,
      )
    }
    expect(await run()).toEqual([])
    await world.w.t.db
      .delete(ledgerEntries)
      .where(and(eq(ledgerEntries.adAuctionId, one.a.id), eq(ledgerEntries.kind, 'ad_charge')))
    expect(await run()).toEqual([
      expect.objectContaining({
        kind: 'ledger',
        providerPaymentId: paidCharge,
        ours: null,
        theirs: '10000',
      }),
    ])
    // An ad charge the provider no longer lists (here: one it never made) is reported missing.
    await world.w.t.db
      .update(adPayments)
      .set({ providerPaymentId: 'pay_ad_gone' })
      .where(eq(adPayments.providerPaymentId, lateCharge))
    expect(await run()).toContainEqual(
      expect.objectContaining({
        kind: 'missing_at_provider',
        providerPaymentId: 'pay_ad_gone',
        ours: 'refunded',
        theirs: null,
      }),
    )
  })

  it('an offer waiting for its supplier counts as awaiting, not as money', async () => {
    const admin = await master()
    const before = (await list(admin.token)).body.data.totals as AdminAdPaymentTotals
    await closedAuction('Vitrine em aberto', [45_000])
    const after = (await list(admin.token, '?status=pending')).body.data
    expect(after.totals.pendingCents - before.pendingCents).toBe(45_000)
    expect(after.totals.pendingCount - before.pendingCount).toBe(1)
    expect(after.totals.receivedCents).toBe(before.receivedCents)
    expect(after.data).toEqual([
      expect.objectContaining({
        auctionName: 'Vitrine em aberto',
        status: 'pending',
        amountCents: 45_000,
        deadline: '2026-11-22T14:00:00.000Z',
        paidAt: null,
      }),
    ])
  })
})
