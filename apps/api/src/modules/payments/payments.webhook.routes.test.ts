import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { paymentEvents } from '../../db/schema/index.ts'
import { usePaymentsWorld } from '../../../test/payments-harness.ts'

const world = usePaymentsWorld()

/** An accepted job with its charge open at the stand-in, and an event of that charge. */
async function openCharge(cashCents = 50_000) {
  const job = await world.h.acceptedJob({ cashCents })
  expect((await world.h.openPayment(job.h, job.id)).statusCode).toBe(200)
  await world.w.standIn.idle()
  const chargeId = (await world.h.paymentRow(job.id)).providerPaymentId!
  let n = 0
  const event = (name: string, value = cashCents / 100, billingType = 'PIX') => ({
    id: `evt_test_${chargeId}_${name}_${++n}`,
    event: name,
    payment: { object: 'payment', id: chargeId, value, billingType, status: 'RECEIVED' },
  })
  return { ...job, chargeId, event }
}

describe('POST /webhooks/asaas', () => {
  it('answers 401 without the token or with a wrong one, and records nothing', async () => {
    const { id, event } = await openCharge()
    const e = event('PAYMENT_RECEIVED')
    expect((await world.h.webhook(e, '')).statusCode).toBe(401)
    expect((await world.h.webhook(e, 'x'.repeat(38))).statusCode).toBe(401)
    expect(
      (await world.h.webhook(e, `${'test-webhook-token-0123456789abcdef0123'}x`)).statusCode,
    ).toBe(401)
    const rows = await world.w.t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, e.id))
    expect(rows).toEqual([])
    expect((await world.h.paymentRow(id)).status).toBe('pending')
  })

  it('answers 400 to a body that is not an event', async () => {
    expect((await world.h.webhook({ hello: 'world' })).statusCode).toBe(400)
  })

  it('applies a replayed event once', async () => {
    const { id, event } = await openCharge()
    const e = event('PAYMENT_RECEIVED')
    expect((await world.h.webhook(e)).body).toEqual({ outcome: 'applied' })
    expect((await world.h.webhook(e)).body).toEqual({ outcome: 'duplicate' })
    expect((await world.h.webhook(e)).statusCode).toBe(200)
    expect((await world.h.ledger(id)).rows.map((r) => r.kind)).toEqual(['gross'])
  })

  it('30 concurrent confirmations of one job: one applied, one gross, one release', async () => {
    const { p, h: hirer, id, event } = await openCharge(77_777)
    const sent = Array.from({ length: 30 }, (_, i) =>
      event(i % 2 ? 'PAYMENT_RECEIVED' : 'PAYMENT_CONFIRMED'),
    )
    // The same event delivered twice at once as well.
    sent.push(sent[0]!)
    const answers = await Promise.all(sent.map((e) => world.h.webhook(e)))
    const outcomes = answers.map((a) => a.body.outcome as string)
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1)
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(1)
    expect(outcomes.filter((o) => o === 'ignored')).toHaveLength(29)
    expect((await world.h.ledger(id)).rows.map((r) => [r.kind, r.amountCents])).toEqual([
      ['gross', 77_777],
    ])
    expect(await world.h.notes(p.id, 'payment_received')).toHaveLength(1)
    await world.h.savePixKey(p)
    await world.h.at('2026-12-04T20:00:00.000Z', p, hirer)
    const before = world.w.standIn.transfers.length
    await Promise.all(Array.from({ length: 5 }, () => world.w.t.ticker.runOnce()))
    await world.w.t.ticker.runOnce()
    expect(world.w.standIn.transfers.length - before).toBe(1)
    expect((await world.h.paymentRow(id)).status).toBe('released')
  })

  it('out of order: a late "created" or "overdue" after the payment changes nothing', async () => {
    const { id, event } = await openCharge()
    expect((await world.h.webhook(event('PAYMENT_RECEIVED'))).body.outcome).toBe('applied')
    expect((await world.h.webhook(event('PAYMENT_CREATED'))).body.outcome).toBe('ignored')
    expect((await world.h.webhook(event('PAYMENT_OVERDUE'))).body.outcome).toBe('ignored')
    expect((await world.h.webhook(event('PAYMENT_CONFIRMED'))).body.outcome).toBe('ignored')
    expect((await world.h.paymentRow(id)).status).toBe('paid')
  })

  it('an amount that differs from the charge is flagged, not applied; the release waits', async () => {
    const { id, event } = await openCharge(50_000)
    expect((await world.h.webhook(event('PAYMENT_RECEIVED', 499.99))).body.outcome).toBe('flagged')
    expect(await world.h.paymentRow(id)).toMatchObject({
      status: 'pending',
      flag: 'amount_mismatch',
    })
    expect((await world.h.ledger(id)).rows).toEqual([])
  })

  it('an event of a charge we do not know is recorded as unknown', async () => {
    const res = await world.h.webhook({
      id: 'evt_unknown_1',
      event: 'PAYMENT_RECEIVED',
      payment: { id: 'pay_nobody', value: 10, billingType: 'PIX' },
    })
    expect(res.body.outcome).toBe('unknown')
  })

  it('money arriving after the job was cancelled unpaid is refunded in full and flagged', async () => {
    const { h: hirer, id, chargeId } = await openCharge(30_000)
    const cancel = await world.w.t.request({
      method: 'POST',
      url: `/api/client/jobs/${id}/cancel`,
      token: hirer.token,
      body: {},
    })
    expect(cancel.body.data).toMatchObject({ status: 'cancelled', refundCents: null })
    expect((await world.h.paymentRow(id)).status).toBe('voided')
    // The payer's bank was quicker than our ticker: the charge is paid at the provider.
    expect(world.w.standIn.pay(chargeId)).toBe(true)
    await world.w.standIn.idle()
    expect(await world.h.paymentRow(id)).toMatchObject({
      status: 'refunded',
      refundCents: 30_000,
      flag: 'paid_after_close',
    })
    expect((await world.h.ledger(id)).rows).toEqual([])
    await world.w.t.ticker.runOnce()
    await world.w.standIn.idle()
    expect(world.w.standIn.charges.get(chargeId)!.status).toBe('REFUNDED')
    expect((await world.h.paymentRow(id)).refundedAt).not.toBeNull()
    expect((await world.h.events(chargeId)).map((e) => [e.event, e.outcome])).toEqual([
      ['PAYMENT_CREATED', 'ignored'],
      ['PAYMENT_RECEIVED', 'applied'],
      ['PAYMENT_REFUNDED', 'ignored'],
    ])
  })

  it('a chargeback holds the release', async () => {
    const { p, h: hirer, id, event } = await openCharge()
    await world.h.webhook(event('PAYMENT_RECEIVED'))
    expect((await world.h.webhook(event('PAYMENT_CHARGEBACK_REQUESTED'))).body.outcome).toBe(
      'flagged',
    )
    await world.h.savePixKey(p)
    await world.h.at('2026-12-05T20:00:00.000Z', p, hirer)
    await world.w.t.ticker.runOnce()
    await world.w.t.ticker.runOnce()
    expect((await world.h.jobRow(id)).status).toBe('completed')
    expect(await world.h.paymentRow(id)).toMatchObject({ status: 'paid', flag: 'chargeback' })
  })
})
