import { describe, expect, it } from 'vitest'
import { hasError, parsePix } from 'pix-utils'
import { computeFee } from '@galera/shared'
import { usePaymentsWorld } from '../../../test/payments-harness.ts'

const world = usePaymentsWorld()

describe('hiring payment (ADR 0055)', () => {
  it('accepting opens a payment: the gross, due within 24 h, released 48 h after the end', async () => {
    const { h: hirer, id } = await world.h.acceptedJob({ cashCents: 123_45 })
    const res = await world.h.payment(hirer, 'client', id)
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({
      status: 'pending',
      amountCents: 123_45,
      deadline: '2026-11-23T12:00:00.000Z',
      releaseAt: '2026-12-04T20:00:00.000Z',
      pix: null,
    })
    // Nothing was charged yet: the ledger starts with the money.
    expect((await world.h.ledger(id)).rows).toEqual([])
  })

  it('the deadline is the event start when that comes first', async () => {
    const { h: hirer, id } = await world.h.acceptedJob({
      startDate: '2026-11-23',
      startHour: '06:00',
    })
    expect((await world.h.payment(hirer, 'client', id)).body.data.deadline).toBe(
      '2026-11-23T09:00:00.000Z',
    )
  })

  it('opens one charge for 30 concurrent asks, with a valid Pix BR Code of the gross', async () => {
    const { h: hirer, id } = await world.h.acceptedJob({ cashCents: 98_765 })
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => world.h.openPayment(hirer, id)),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200))
    const p = await world.h.paymentRow(id)
    const mine = [...world.w.standIn.charges.values()].filter((c) => c.externalReference === p.id)
    expect(mine).toHaveLength(1)
    const { pix, cardUrl } = answers[0]!.body.data
    expect(new Set(answers.map((a) => a.body.data.pix.payload)).size).toBe(1)
    const parsed = parsePix(pix.payload)
    expect(hasError(parsed)).toBe(false)
    expect(parsed).toMatchObject({ type: 'STATIC', transactionAmount: 987.65 })
    expect(pix.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(cardUrl).toBe(`${world.w.standIn.url}/i/${mine[0]!.id}`)
  })

  it('paid by Pix: held, the gross in the ledger once, both sides told', async () => {
    const { p, h: hirer, id } = await world.h.acceptedJob({ cashCents: 50_000 })
    const chargeId = await world.h.pay(hirer, id, 'pix')
    expect((await world.h.payment(hirer, 'client', id)).body.data).toMatchObject({
      status: 'paid',
      method: 'pix',
      paidAt: '2026-11-22T12:00:00.000Z',
      pix: null,
    })
    expect((await world.h.payment(p, 'promoter', id)).body.data.status).toBe('paid')
    const l = await world.h.ledger(id)
    expect(l.rows.map((r) => [r.kind, r.amountCents])).toEqual([['gross', 50_000]])
    expect(await world.h.notes(p.id, 'payment_received')).toHaveLength(1)
    expect(await world.h.notes(hirer.id, 'payment_received')).toHaveLength(1)
    // Asaas's order: created, then received; each applied once, none 'unknown' (ADR 0057).
    expect((await world.h.events(chargeId)).map((e) => [e.event, e.outcome])).toEqual([
      ['PAYMENT_CREATED', 'ignored'],
      ['PAYMENT_RECEIVED', 'applied'],
    ])
    // A paid charge is not opened again.
    expect((await world.h.openPayment(hirer, id)).body.data.status).toBe('paid')
  })

  it('paid by card on the provider page: confirmed, held', async () => {
    const { h: hirer, id } = await world.h.acceptedJob()
    const chargeId = await world.h.pay(hirer, id, 'card')
    expect(await world.h.paymentRow(id)).toMatchObject({ status: 'paid', method: 'card' })
    expect((await world.h.events(chargeId)).map((e) => e.event)).toEqual([
      'PAYMENT_CREATED',
      'PAYMENT_CONFIRMED',
    ])
  })

  it('unpaid at the deadline: the job is cancelled, the date freed, both told, the charge removed', async () => {
    const { p, h: hirer, id } = await world.h.acceptedJob()
    expect((await world.h.openPayment(hirer, id)).statusCode).toBe(200)
    const { providerPaymentId } = await world.h.paymentRow(id)
    world.w.t.clock.set('2026-11-23T11:59:59.000Z')
    await world.w.t.ticker.runOnce()
    expect((await world.h.jobRow(id)).status).toBe('accepted')
    world.w.t.clock.set('2026-11-23T12:00:00.000Z')
    await world.w.t.ticker.runOnce()
    expect(await world.h.jobRow(id)).toMatchObject({ status: 'cancelled', cancelledBy: null })
    expect(await world.h.paymentRow(id)).toMatchObject({ status: 'expired' })
    expect((await world.h.paymentRow(id)).closedAt).not.toBeNull()
    expect(await world.h.notes(p.id, 'payment_expired')).toHaveLength(1)
    expect(await world.h.notes(hirer.id, 'payment_expired')).toHaveLength(1)
    expect(world.w.standIn.charges.get(providerPaymentId!)!.deleted).toBe(true)
    expect(world.w.standIn.pay(providerPaymentId!)).toBe(false)
    expect((await world.h.ledger(id)).rows).toEqual([])
    const late = await world.h.openPayment(hirer, id)
    expect(late.body.data.status).toBe('expired')
  })

  it('released after the end and the dispute window: exactly the frozen net to the Pix key', async () => {
    const { p, h: hirer, id } = await world.h.acceptedJob({ cashCents: 99_999 })
    await world.h.pay(hirer, id)
    await world.h.at('2026-12-02T20:00:00.000Z', p, hirer)
    await world.w.t.ticker.runOnce()
    expect((await world.h.jobRow(id)).status).toBe('completed')
    // No Pix key yet: the release waits for it.
    await world.h.at('2026-12-04T20:00:00.000Z', p, hirer)
    await world.w.t.ticker.runOnce()
    expect((await world.h.paymentRow(id)).status).toBe('paid')
    expect((await world.h.savePixKey(p)).statusCode).toBe(200)
    world.w.t.clock.set('2026-12-04T19:59:59.000Z')
    await world.w.t.ticker.runOnce()
    expect((await world.h.paymentRow(id)).status).toBe('paid')
    world.w.t.clock.set('2026-12-04T20:00:00.000Z')
    const before = world.w.standIn.transfers.length
    await Promise.all([
      world.w.t.ticker.runOnce(),
      world.w.t.ticker.runOnce(),
      world.w.t.ticker.runOnce(),
    ])
    await world.w.t.ticker.runOnce()
    const fee = computeFee(99_999, { providerBps: 300, platformBps: 700 })
    const sent = world.w.standIn.transfers.slice(before)
    expect(sent).toEqual([
      expect.objectContaining({
        value: fee.netCents / 100,
        pixAddressKey: 'pix.promotora@galera.dev',
      }),
    ])
    const paid = await world.h.paymentRow(id)
    expect(paid).toMatchObject({ status: 'released', transferId: sent[0]!.id })
    const l = await world.h.ledger(id)
    expect(l.payout).toMatchObject({ amountCents: fee.netCents })
    expect(l.payout!.paidAt).toEqual(new Date('2026-12-04T20:00:00.000Z'))
    expect(l.provider_fee!.amountCents + l.platform_fee!.amountCents + l.payout!.amountCents).toBe(
      99_999,
    )
    expect(await world.h.notes(p.id, 'payment_released')).toHaveLength(1)
    expect((await world.h.payment(p, 'promoter', id)).body.data.releasedAt).toBe(
      '2026-12-04T20:00:00.000Z',
    )
  })

  it('a job with an unpaid payment is never completed', async () => {
    const { id } = await world.h.acceptedJob({
      startDate: '2026-11-22',
      startHour: '10:00',
      finishHour: '11:00',
    })
    // Accepted an hour before its start, not paid: cancelled at the start, not completed.
    world.w.t.clock.set('2026-11-22T15:00:00.000Z')
    await world.w.t.ticker.runOnce()
    expect((await world.h.jobRow(id)).status).toBe('cancelled')
  })
})

describe('payout data', () => {
  it('checks a Pix key by its type and keeps it normalized', async () => {
    const p = await world.h.side('promoter')
    const bad = await world.h.savePixKey(p, 'cpf', '111.111.111-11')
    expect(bad.statusCode).toBe(422)
    expect(JSON.stringify(bad.body)).toContain('pixKey')
    expect((await world.h.savePixKey(p, 'phone', 'abc')).statusCode).toBe(422)
    expect((await world.h.savePixKey(p, 'evp', 'not-a-uuid')).statusCode).toBe(422)
    expect((await world.h.savePixKey(p, 'pix', 'x')).statusCode).toBe(422)
    const ok = await world.h.savePixKey(p, 'cpf', '529.982.247-25')
    expect(ok.body.data.account).toMatchObject({ pixKeyType: 'cpf', pixKey: '52998224725' })
    const phone = await world.h.savePixKey(p, 'phone', '(71) 98765-4321')
    expect(phone.body.data.account.pixKey).toBe('+5571987654321')
    const read = await world.w.t.request({
      method: 'GET',
      url: '/api/promoter/payout-account',
      token: p.token,
    })
    expect(read.body.data.account.pixKeyType).toBe('phone')
  })

  it("answers 404 for someone else's job payment", async () => {
    const { id } = await world.h.acceptedJob()
    const other = await world.h.side('client')
    expect((await world.h.payment(other, 'client', id)).statusCode).toBe(404)
    expect((await world.h.openPayment(other, id)).statusCode).toBe(404)
  })
})
