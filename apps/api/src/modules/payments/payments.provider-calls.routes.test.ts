import { describe, expect, it } from 'vitest'
import { usePaymentsWorld } from '../../../test/payments-harness.ts'
import { PROVIDER_CALL_LEASE_MS } from './provider-steps.ts'

/**
 * ADR 0070: the ticker's provider calls run outside any transaction, after a committed claim;
 * a call that failed is tried again later, and one whose answer was lost (a crash between the
 * provider's work and our commit) is found at the provider instead of being made twice.
 */
const world = usePaymentsWorld()
// The factory's job runs 2026-12-02 12:00Z–20:00Z; the release is its end + 48 h (ADR 0055).
const RELEASE = '2026-12-04T20:00:00.000Z'

/** A paid job whose release is due: the promoter has a Pix key, the clock at the release. */
async function dueRelease(cashCents = 50_000) {
  const job = await world.h.acceptedJob({ cashCents })
  await world.h.pay(job.h, job.id)
  await world.h.savePixKey(job.p)
  await world.h.at(RELEASE, job.h, job.p)
  return job
}

const transfersOf = (paymentId: string) =>
  world.w.standIn.transfers.filter((t) => t.externalReference === paymentId)
const calls = (what: string) => world.w.standIn.calls.filter((c) => c === what).length
const nextTick = () => world.w.t.clock.advance(PROVIDER_CALL_LEASE_MS)

describe('the release when the provider fails (ADR 0070)', () => {
  it('provider down: nothing half done, sent on a later run, exactly one transfer', async () => {
    const { p, id } = await dueRelease()
    // The first run completes the job (the jobs' step runs after the payments' claim).
    await world.w.t.ticker.runOnce()
    const row = await world.h.paymentRow(id)
    world.w.standIn.failNext('transfer', 'before')
    await world.w.t.ticker.runOnce()
    // Committed as sending; nothing released, nothing paid out, nobody told.
    expect(await world.h.paymentRow(id)).toMatchObject({
      status: 'paid',
      releasedAt: null,
      transferId: null,
      transferRequestedAt: expect.any(Date),
    })
    expect((await world.h.ledger(id)).payout!.paidAt).toBeNull()
    expect(transfersOf(row.id)).toEqual([])
    expect(await world.h.notes(p.id, 'payment_released')).toHaveLength(0)

    // The same minute: the failed call's claim is still fresh, nothing is asked again.
    const before = calls('POST /v3/transfers')
    await world.w.t.ticker.runOnce()
    expect(calls('POST /v3/transfers')).toBe(before)

    // The next minute: looked up (none made), sent once, applied once.
    nextTick()
    await world.w.t.ticker.runOnce()
    await world.w.t.ticker.runOnce()
    const sent = transfersOf(row.id)
    expect(sent).toHaveLength(1)
    const l = await world.h.ledger(id)
    expect(sent[0]!.value).toBe(l.payout!.amountCents / 100)
    expect(await world.h.paymentRow(id)).toMatchObject({
      status: 'released',
      transferId: sent[0]!.id,
      transferAttemptedAt: null,
    })
    expect(l.payout!.paidAt).not.toBeNull()
    expect(await world.h.notes(p.id, 'payment_released')).toHaveLength(1)
  })

  it('a crash after the transfer, before it was applied: healed once, never sent twice', async () => {
    const { p, id } = await dueRelease(70_000)
    await world.w.t.ticker.runOnce()
    const row = await world.h.paymentRow(id)
    // The provider makes the transfer and its answer is lost: from our side, the same as a
    // process that died between the provider's answer and its commit.
    world.w.standIn.failNext('transfer', 'after')
    await world.w.t.ticker.runOnce()
    expect(transfersOf(row.id)).toHaveLength(1)
    expect(await world.h.paymentRow(id)).toMatchObject({
      releasedAt: null,
      transferAttemptedAt: expect.any(Date),
    })

    nextTick()
    const posts = calls('POST /v3/transfers')
    await world.w.t.ticker.runOnce()
    // Found by its externalReference (our payment id), not sent again.
    expect(calls('POST /v3/transfers')).toBe(posts)
    expect(calls('GET /v3/transfers')).toBeGreaterThan(0)
    const [made] = transfersOf(row.id)
    expect(transfersOf(row.id)).toHaveLength(1)
    expect(await world.h.paymentRow(id)).toMatchObject({
      status: 'released',
      transferId: made!.id,
      transferAttemptedAt: null,
    })
    expect((await world.h.ledger(id)).payout!.paidAt).not.toBeNull()
    expect(await world.h.notes(p.id, 'payment_released')).toHaveLength(1)

    // Later runs change nothing.
    nextTick()
    await world.w.t.ticker.runOnce()
    expect(transfersOf(row.id)).toHaveLength(1)
    expect(await world.h.notes(p.id, 'payment_released')).toHaveLength(1)
  })
})

describe('refunds when the provider fails (ADR 0070)', () => {
  const cancel = (token: string, id: string) =>
    world.w.t.request({
      method: 'POST',
      url: `/api/promoter/jobs/${id}/cancel`,
      token,
      body: {},
    })

  it('provider down: retried on a later run, refunded once', async () => {
    const { p, h, id } = await world.h.acceptedJob({ cashCents: 30_000 })
    const chargeId = await world.h.pay(h, id)
    expect((await cancel(p.token, id)).body.data.refundCents).toBe(30_000)
    world.w.standIn.failNext('refund', 'before')
    await world.w.t.ticker.runOnce()
    expect(world.w.standIn.charges.get(chargeId)!.refunds).toEqual([])
    expect((await world.h.paymentRow(id)).refundedAt).toBeNull()
    nextTick()
    await world.w.t.ticker.runOnce()
    await world.w.standIn.idle()
    expect(world.w.standIn.charges.get(chargeId)).toMatchObject({
      status: 'REFUNDED',
      refunded: 300,
      refunds: [{ value: 300, status: 'DONE' }],
    })
    expect(await world.h.paymentRow(id)).toMatchObject({
      refundedAt: expect.any(Date),
      refundAttemptedAt: null,
    })
  })

  it('a lost refund answer: the charge shows the refund, it is applied, not sent again', async () => {
    const { p, h, id } = await world.h.acceptedJob({ cashCents: 30_000 })
    const chargeId = await world.h.pay(h, id)
    await cancel(p.token, id)
    // No webhook either: only the ticker's look-up can heal it.
    world.w.standIn.setWebhookUrl('')
    try {
      world.w.standIn.failNext('refund', 'after')
      await world.w.t.ticker.runOnce()
      expect(world.w.standIn.charges.get(chargeId)!.refunds).toHaveLength(1)
      expect((await world.h.paymentRow(id)).refundedAt).toBeNull()
      nextTick()
      await world.w.t.ticker.runOnce()
      expect(world.w.standIn.charges.get(chargeId)!.refunds).toHaveLength(1)
      expect(calls(`GET /v3/payments/${chargeId}`)).toBeGreaterThan(0)
      expect(await world.h.paymentRow(id)).toMatchObject({
        refundedAt: expect.any(Date),
        refundAttemptedAt: null,
      })
    } finally {
      world.h.restoreWebhooks()
    }
  })
})
