import { describe, expect, it } from 'vitest'
import { usePaymentsWorld } from '../../../test/payments-harness.ts'

const world = usePaymentsWorld()

/** ADR 0057: the provider may call our webhook before it answers the call that made the charge. */
describe('webhooks that arrive before the charge is stored', () => {
  it('created and paid before the create call returns: applied, never unknown', async () => {
    const { h: hirer, p, id } = await world.h.acceptedJob({ cashCents: 432_10 })
    const { standIn } = world.w
    let seen: string | undefined
    standIn.beforeCreateAnswer(async (chargeId) => {
      seen = chargeId
      // Both webhooks are delivered (answered 2xx) while our create call still waits.
      await standIn.idle()
      standIn.pay(chargeId, 'pix')
      await standIn.idle()
    })
    try {
      const res = await world.h.openPayment(hirer, id)
      expect(res.statusCode).toBe(200)
      expect(res.body.data).toMatchObject({ status: 'paid', method: 'pix', pix: null })
    } finally {
      standIn.beforeCreateAnswer(undefined)
    }
    const row = await world.h.paymentRow(id)
    expect(row).toMatchObject({ status: 'paid', providerPaymentId: seen })
    expect((await world.h.events(seen!)).map((e) => [e.event, e.outcome, e.paymentId])).toEqual([
      ['PAYMENT_CREATED', 'ignored', row.id],
      ['PAYMENT_RECEIVED', 'applied', row.id],
    ])
    const l = await world.h.ledger(id)
    expect(l.rows.map((r) => [r.kind, r.amountCents])).toEqual([['gross', 432_10]])
    expect(await world.h.notes(p.id, 'payment_received')).toHaveLength(1)
    const mine = [...standIn.charges.values()].filter((c) => c.externalReference === row.id)
    expect(mine.map((c) => c.id)).toEqual([seen])
  })

  it('a created event before the answer, paid after: one charge, paid once', async () => {
    const { h: hirer, id } = await world.h.acceptedJob()
    const { standIn } = world.w
    standIn.beforeCreateAnswer(() => standIn.idle())
    try {
      expect((await world.h.openPayment(hirer, id)).body.data.status).toBe('pending')
    } finally {
      standIn.beforeCreateAnswer(undefined)
    }
    const chargeId = await world.h.pay(hirer, id, 'card')
    expect((await world.h.events(chargeId)).map((e) => [e.event, e.outcome])).toEqual([
      ['PAYMENT_CREATED', 'ignored'],
      ['PAYMENT_CONFIRMED', 'applied'],
    ])
  })

  it('a charge whose answer was lost is found by our reference, not made twice', async () => {
    const { h: hirer, id } = await world.h.acceptedJob()
    const { standIn } = world.w
    // The provider makes the charge, but neither its answer nor its webhook reaches us.
    standIn.setWebhookUrl('')
    standIn.beforeCreateAnswer(async () => {
      throw new Error('connection reset before the answer')
    })
    try {
      const lost = await world.h.openPayment(hirer, id)
      expect(lost.statusCode).toBe(503)
      expect(lost.body.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE')
    } finally {
      standIn.beforeCreateAnswer(undefined)
      world.h.restoreWebhooks()
    }
    const row = await world.h.paymentRow(id)
    expect(row).toMatchObject({ providerPaymentId: null, chargeRequestedAt: null })
    const made = [...standIn.charges.values()].filter((c) => c.externalReference === row.id)
    expect(made).toHaveLength(1)
    const again = await world.h.openPayment(hirer, id)
    expect(again.statusCode).toBe(200)
    expect(again.body.data.pix.payload).toBe(made[0]!.pixPayload)
    expect([...standIn.charges.values()].filter((c) => c.externalReference === row.id)).toEqual(
      made,
    )
    expect((await world.h.paymentRow(id)).providerPaymentId).toBe(made[0]!.id)
  })
})
