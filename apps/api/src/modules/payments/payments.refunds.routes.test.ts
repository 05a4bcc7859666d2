import { describe, expect, it } from 'vitest'
import { usePaymentsWorld, type Side } from '../../../test/payments-harness.ts'

const world = usePaymentsWorld()

const cancel = (s: Side, side: 'client' | 'promoter', id: string) =>
  world.w.t.request({
    method: 'POST',
    url: `/api/${side}/jobs/${id}/cancel`,
    token: s.token,
    body: {},
  })

describe('cancellations through the provider (ADR 0019, 0055)', () => {
  it('a pending payment is voided: nothing charged, no ledger, the charge removed', async () => {
    const { h: hirer, id } = await world.h.acceptedJob()
    await world.h.openPayment(hirer, id)
    const chargeId = (await world.h.paymentRow(id)).providerPaymentId!
    const res = await cancel(hirer, 'client', id)
    expect(res.body.data).toMatchObject({ status: 'cancelled', refundCents: null })
    expect((await world.h.paymentRow(id)).status).toBe('voided')
    await world.w.t.ticker.runOnce()
    expect(world.w.standIn.charges.get(chargeId)!.deleted).toBe(true)
    expect((await world.h.ledger(id)).rows).toEqual([])
  })

  it('regret within 7 days (CDC art. 49): the whole gross back through the provider', async () => {
    const { h: hirer, id } = await world.h.acceptedJob({ cashCents: 60_001 })
    const chargeId = await world.h.pay(hirer, id)
    await world.h.at('2026-11-29T11:59:59.000Z', hirer)
    const res = await cancel(hirer, 'client', id)
    expect(res.body.data).toMatchObject({ status: 'cancelled', refundCents: 60_001 })
    expect(await world.h.paymentRow(id)).toMatchObject({ status: 'refunded', refundCents: 60_001 })
    expect((await world.h.ledger(id)).refund!.amountCents).toBe(60_001)
    await world.w.t.ticker.runOnce()
    await world.w.standIn.idle()
    expect(world.w.standIn.charges.get(chargeId)).toMatchObject({
      status: 'REFUNDED',
      refunded: 600.01,
    })
    expect((await world.h.paymentRow(id)).refundedAt).not.toBeNull()
    // Asked once: a second run does not refund again.
    await world.w.t.ticker.runOnce()
    expect(world.w.standIn.charges.get(chargeId)!.refunded).toBe(600.01)
  })

  it('the promoter cancels a paid job: the hirer gets everything back', async () => {
    const { p, id, h: hirer } = await world.h.acceptedJob({ cashCents: 45_000 })
    const chargeId = await world.h.pay(hirer, id)
    expect((await cancel(p, 'promoter', id)).body.data.refundCents).toBe(45_000)
    await world.w.t.ticker.runOnce()
    expect(world.w.standIn.charges.get(chargeId)!.status).toBe('REFUNDED')
  })

  it('late hirer cancel: 50% refunded (partial), the kept part released to the promoter', async () => {
    const { p, h: hirer, id } = await world.h.acceptedJob({ cashCents: 50_000 })
    const chargeId = await world.h.pay(hirer, id)
    await world.h.savePixKey(p, 'cpf', '529.982.247-25')
    await world.h.at('2026-11-30T13:00:00.000Z', p, hirer)
    const res = await cancel(hirer, 'client', id)
    expect(res.body.data.refundCents).toBe(25_000)
    await world.w.t.ticker.runOnce()
    await world.w.standIn.idle()
    expect(world.w.standIn.charges.get(chargeId)).toMatchObject({
      status: 'RECEIVED',
      refunded: 250,
    })
    expect((await world.h.events(chargeId)).map((e) => e.event)).toContain(
      'PAYMENT_PARTIALLY_REFUNDED',
    )
    const l = await world.h.ledger(id)
    const kept = l.payout!.amountCents
    expect(
      l.refund!.amountCents + l.provider_fee!.amountCents + l.platform_fee!.amountCents + kept,
    ).toBe(50_000)
    // The kept part waits for the end of the job and the window like any release.
    world.w.t.clock.set('2026-12-04T19:59:59.000Z')
    await world.w.t.ticker.runOnce()
    expect((await world.h.paymentRow(id)).releasedAt).toBeNull()
    world.w.t.clock.set('2026-12-04T20:00:00.000Z')
    const before = world.w.standIn.transfers.length
    await world.w.t.ticker.runOnce()
    expect(world.w.standIn.transfers.slice(before)).toEqual([
      expect.objectContaining({ value: kept / 100, pixAddressKey: '52998224725' }),
    ])
    expect(await world.h.paymentRow(id)).toMatchObject({ status: 'refunded', refundCents: 25_000 })
    expect((await world.h.ledger(id)).payout!.paidAt).not.toBeNull()
  })
})
