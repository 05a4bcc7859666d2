import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { computeFee, type AdminPaymentTotals } from '@galera/shared'
import { usePaymentsWorld, type Side } from '../../../test/payments-harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { auditLog, paymentDisputes, users } from '../../db/schema/index.ts'

const world = usePaymentsWorld()
const RATES = { providerBps: 300, platformBps: 700 }
// The factory's job runs 2026-12-02 12:00Z–20:00Z: the window is end → end + 48 h (ADR 0063).
const AFTER_END = '2026-12-03T12:00:00.000Z'
const RELEASE = '2026-12-04T20:00:00.000Z'
const DISPUTE = { reason: 'no_show', description: 'O promotor não compareceu ao evento.' }

/** An admin signed in at the clock's instant (sessions idle out after 7 days). */
async function admin(role: 'admin_master' | 'admin_basic' = 'admin_master'): Promise<Side> {
  const { user } = await createUser(world.w.t.db, { role })
  const token = await world.w.t.login(user.email, undefined, '/api/auth/login/admin')
  return { id: user.id, email: user.email, token }
}
const relogAdmin = async (a: Side) => {
  a.token = await world.w.t.login(a.email, undefined, '/api/auth/login/admin')
}

/** A paid job, the promoter with a Pix key. */
async function paidJob(cashCents = 50_000) {
  const job = await world.h.acceptedJob({ cashCents })
  const chargeId = await world.h.pay(job.h, job.id)
  await world.h.savePixKey(job.p)
  return { ...job, chargeId }
}

/** The clock after the jobs' end; the ticker completes them. */
async function afterEnd(...jobs: Array<{ h: Side; p: Side }>) {
  await world.h.at(AFTER_END, ...jobs.flatMap((j) => [j.h, j.p]))
  await world.w.t.ticker.runOnce()
}

/** A paid job whose end passed (completed by the ticker). */
async function paidEndedJob(cashCents = 50_000) {
  const job = await paidJob(cashCents)
  await afterEnd(job)
  return job
}

const openDispute = (s: Side, id: string, body: unknown = DISPUTE) =>
  world.w.t.request({ method: 'POST', url: `/api/client/jobs/${id}/dispute`, token: s.token, body })
const decide = (s: Side, paymentId: string, body: unknown) =>
  world.w.t.request({
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/decide`,
    token: s.token,
    body,
  })
const pending = async (s: Side) =>
  (await world.w.t.request({ method: 'GET', url: '/api/admin/payments/decisions', token: s.token }))
    .body.data.data as Array<{ paymentId: string; flag: string | null; dispute: unknown }>
const totals = async (s: Side): Promise<AdminPaymentTotals> =>
  (await world.w.t.request({ method: 'GET', url: '/api/admin/payments', token: s.token })).body.data
    .totals
/** The stand-in's transfer of the job's payment (the release), or undefined. */
const transferOf = async (jobId: string) => {
  const { transferId } = await world.h.paymentRow(jobId)
  return world.w.standIn.transfers.find((t) => t.id === transferId)
}
const addsUp = (x: AdminPaymentTotals) =>
  x.heldCents + x.dueCents + x.paidOutCents + x.feesCents + x.refundedCents === x.receivedCents

describe('the hirer opens a dispute (ADR 0063)', () => {
  it('in the window: held for an admin, the promoter and the admins told, audited', async () => {
    const { h, p, id } = await paidEndedJob()
    const a = await admin()
    const before = await world.w.t.request({
      method: 'GET',
      url: `/api/client/jobs/${id}/dispute`,
      token: h.token,
    })
    expect(before.body.data).toMatchObject({
      opensAt: '2026-12-02T20:00:00.000Z',
      closesAt: RELEASE,
      canOpen: true,
      dispute: null,
    })
    // Each reads the notice in their own language (the promoter chose English).
    await world.w.t.db.update(users).set({ locale: 'en' }).where(eq(users.id, p.id))
    const res = await openDispute(h, id)
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({
      canOpen: false,
      dispute: { reason: 'no_show', description: DISPUTE.description, outcome: null },
    })
    expect(await world.h.notes(p.id, 'payment_dispute_opened')).toHaveLength(1)
    expect(await world.h.notes(a.id, 'payment_dispute_admin')).toHaveLength(1)
    expect(world.w.t.mailer.last(a.email)?.text).toContain('abriu uma disputa')
    expect(world.w.t.mailer.last(p.email)?.text).toContain('The hirer opened a dispute')
    const payment = await world.h.paymentRow(id)
    const [trail] = await world.w.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, payment.id), eq(auditLog.action, 'payment.dispute_open')))
    expect(trail).toMatchObject({ actorId: h.id })
    const list = await pending(a)
    expect(list.find((x) => x.paymentId === payment.id)).toMatchObject({
      dispute: { reason: 'no_show' },
      flag: null,
    })
  })

  it('outside the window, unpaid, or a second time: translated 4xx', async () => {
    const job = await paidJob()
    const late = await paidJob()
    const unpaid = await world.h.acceptedJob()
    // Before the end of the job.
    await world.h.at('2026-12-02T19:59:59.000Z', job.h)
    const tooEarly = await openDispute(job.h, job.id)
    expect(tooEarly.statusCode).toBe(422)
    expect(tooEarly.body.code).toBe('PAYMENT_DISPUTE_CLOSED')
    // Unpaid: nothing is held (the deadline cancelled it).
    await afterEnd(job, late, unpaid)
    expect((await openDispute(unpaid.h, unpaid.id)).statusCode).toBe(422)
    // Once open, a second one is a conflict.
    expect((await openDispute(job.h, job.id)).statusCode).toBe(200)
    const again = await openDispute(job.h, job.id)
    expect(again.statusCode).toBe(409)
    expect(again.body.code).toBe('PAYMENT_DISPUTE_OPEN')
    // At the release instant the window is closed.
    await world.h.at(RELEASE, late.h)
    expect((await openDispute(late.h, late.id)).body.code).toBe('PAYMENT_DISPUTE_CLOSED')
  })

  it("another hirer's job reads as not found; a promoter is refused; bad text is a 422", async () => {
    const { p, id } = await paidJob()
    const { h, id: id2 } = await paidJob()
    await afterEnd({ h, p })
    const other = await world.h.side('client')
    expect((await openDispute(other, id)).statusCode).toBe(404)
    expect((await openDispute(p, id)).statusCode).toBe(403)
    const short = await openDispute(h, id2, { reason: 'no_show', description: 'curto' })
    expect(short.statusCode).toBe(422)
    const nul = await openDispute(h, id2, { reason: 'other', description: 'Texto com \u0000 NUL' })
    expect(nul.statusCode).toBe(422)
    const reason = await openDispute(h, id2, {
      reason: 'weather',
      description: DISPUTE.description,
    })
    expect(reason.statusCode).toBe(422)
    expect(await world.w.t.db.select().from(paymentDisputes)).not.toContainEqual(
      expect.objectContaining({ jobId: id2 }),
    )
    // Ten UTF-16 units are five characters, as PostgreSQL counts them: a 422, never a 500.
    const emoji = await openDispute(h, id2, { reason: 'other', description: '😀😀😀😀😀' })
    expect(emoji.statusCode).toBe(422)
  })

  it('holds the release past release_at until an admin decides to release', async () => {
    const { h, p, id } = await paidEndedJob()
    await openDispute(h, id)
    await world.h.at('2026-12-05T20:00:00.000Z', h, p)
    const a = await admin()
    await world.w.t.ticker.runOnce()
    expect(await world.h.paymentRow(id)).toMatchObject({ releasedAt: null, transferId: null })

    const payment = await world.h.paymentRow(id)
    const res = await decide(a, payment.id, { outcome: 'release', note: 'O promotor provou.' })
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({ outcome: 'release', refundCents: 0 })
    expect(await world.h.notes(h.id, 'payment_decided_release')).toHaveLength(1)
    expect(await world.h.notes(p.id, 'payment_decided_release')).toHaveLength(1)
    await world.w.t.ticker.runOnce()
    const net = computeFee(50_000, RATES).netCents
    expect(await transferOf(id)).toMatchObject({ value: net / 100 })
    expect((await world.h.paymentRow(id)).status).toBe('released')
    const [trail] = await world.w.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, payment.id), eq(auditLog.action, 'payment.decide')))
    expect(trail).toMatchObject({ actorId: a.id, after: { outcome: 'release' } })
  })
})

describe('the admin master decides (ADR 0063)', () => {
  it('a full refund goes through the provider; nothing is released; the page adds up', async () => {
    const { h, p, id, chargeId } = await paidEndedJob(40_000)
    const a = await admin()
    await openDispute(h, id)
    const payment = await world.h.paymentRow(id)
    const res = await decide(a, payment.id, {
      outcome: 'refund',
      refundCents: 40_000,
      note: 'O promotor não compareceu.',
    })
    expect(res.statusCode).toBe(200)
    await world.w.standIn.idle()
    expect(world.w.standIn.charges.get(chargeId)).toMatchObject({ status: 'REFUNDED' })
    expect(await world.h.paymentRow(id)).toMatchObject({ status: 'refunded', refundCents: 40_000 })
    const l = await world.h.ledger(id)
    expect(l.refund!.amountCents).toBe(40_000)
    expect(l.payout).toBeUndefined()
    expect(await world.h.notes(h.id, 'payment_decided_refund')).toHaveLength(1)
    expect(await world.h.notes(p.id, 'payment_decided_refund')).toHaveLength(1)
    expect(addsUp(await totals(a))).toBe(true)
    world.w.t.clock.set('2026-12-05T20:00:00.000Z')
    await relogAdmin(a)
    await world.w.t.ticker.runOnce()
    expect(await world.h.paymentRow(id)).toMatchObject({ releasedAt: null, transferId: null })
    expect(await pending(a)).not.toContainEqual(expect.objectContaining({ paymentId: payment.id }))
  })

  it('a partial refund: the fee applies to the kept part, the rest released as usual', async () => {
    const { h, id, chargeId } = await paidEndedJob(50_000)
    const a = await admin()
    await openDispute(h, id)
    const payment = await world.h.paymentRow(id)
    const before = await totals(a)
    const res = await decide(a, payment.id, {
      outcome: 'refund',
      refundCents: 20_000,
      note: 'Chegou duas horas atrasado.',
    })
    expect(res.statusCode).toBe(200)
    await world.w.standIn.idle()
    expect(world.w.standIn.charges.get(chargeId)).toMatchObject({ refunded: 200 })
    const kept = computeFee(30_000, RATES)
    const l = await world.h.ledger(id)
    expect({
      refund: l.refund!.amountCents,
      provider: l.provider_fee!.amountCents,
      platform: l.platform_fee!.amountCents,
      payout: l.payout!.amountCents,
    }).toEqual({
      refund: 20_000,
      provider: kept.providerFeeCents,
      platform: kept.platformFeeCents,
      payout: kept.netCents,
    })
    const after = await totals(a)
    expect(addsUp(after)).toBe(true)
    expect(after.refundedCents - before.refundedCents).toBe(20_000)
    world.w.t.clock.set(RELEASE)
    await world.w.t.ticker.runOnce()
    expect(await transferOf(id)).toMatchObject({ value: kept.netCents / 100 })
  })

  it('a refund larger than what is refundable is a 422 and changes nothing', async () => {
    const { h, id } = await paidEndedJob(30_000)
    const a = await admin()
    await openDispute(h, id)
    const payment = await world.h.paymentRow(id)
    const res = await decide(a, payment.id, {
      outcome: 'refund',
      refundCents: 30_001,
      note: 'Devolução maior que o pago.',
    })
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('PAYMENT_REFUND_TOO_LARGE')
    expect(await world.h.paymentRow(id)).toMatchObject({ status: 'paid', refundCents: 0 })
    expect((await world.h.ledger(id)).refund).toBeUndefined()
    const noAmount = await decide(a, payment.id, { outcome: 'refund', note: 'Sem valor algum.' })
    expect(noAmount.statusCode).toBe(422)
  })

  it('only the admin master decides; a payment with nothing open is a 409', async () => {
    const { h, id } = await paidEndedJob()
    const basic = await admin('admin_basic')
    const a = await admin()
    const payment = await world.h.paymentRow(id)
    const none = await decide(a, payment.id, { outcome: 'release', note: 'Nada a decidir aqui.' })
    expect(none.statusCode).toBe(409)
    expect(none.body.code).toBe('PAYMENT_NOTHING_TO_DECIDE')
    await openDispute(h, id)
    const refused = await decide(basic, payment.id, { outcome: 'release', note: 'Básico tenta.' })
    expect(refused.statusCode).toBe(403)
    const list = await world.w.t.request({
      method: 'GET',
      url: '/api/admin/payments/decisions',
      token: basic.token,
    })
    expect(list.statusCode).toBe(403)
    expect((await world.h.paymentRow(id)).status).toBe('paid')
  })

  it('two decisions at once: one effect, the other a conflict', async () => {
    const { h, id, chargeId } = await paidEndedJob(50_000)
    const a = await admin()
    const b = await admin()
    await openDispute(h, id)
    const payment = await world.h.paymentRow(id)
    const body = { outcome: 'refund', refundCents: 10_000, note: 'Decisão concorrente.' }
    const answers = await Promise.all([decide(a, payment.id, body), decide(b, payment.id, body)])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    await world.w.standIn.idle()
    expect(world.w.standIn.charges.get(chargeId)).toMatchObject({ refunded: 100 })
    expect((await world.h.ledger(id)).refund!.amountCents).toBe(10_000)
    const trail = await world.w.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, payment.id), eq(auditLog.action, 'payment.decide')))
    expect(trail).toHaveLength(1)
  })

  it('a chargeback flag is listed and a release decision clears it', async () => {
    const { chargeId, id } = await paidEndedJob()
    const a = await admin()
    const flagged = await world.h.webhook({
      id: `evt_cb_${chargeId}`,
      event: 'PAYMENT_CHARGEBACK_REQUESTED',
      payment: { id: chargeId, value: 500, billingType: 'PIX' },
    })
    expect(flagged.statusCode).toBe(200)
    const payment = await world.h.paymentRow(id)
    expect(payment.flag).toBe('chargeback')
    expect(await pending(a)).toContainEqual(
      expect.objectContaining({ paymentId: payment.id, flag: 'chargeback', dispute: null }),
    )
    const res = await decide(a, payment.id, { outcome: 'release', note: 'Contestação perdida.' })
    expect(res.statusCode).toBe(200)
    expect((await world.h.paymentRow(id)).flag).toBeNull()
    world.w.t.clock.set(RELEASE)
    await world.w.t.ticker.runOnce()
    expect((await world.h.paymentRow(id)).status).toBe('released')
  })
})

describe("the dispute on the job's answer (ADR 0063)", () => {
  const job = (s: Side, side: 'client' | 'promoter', id: string) =>
    world.w.t.request({ method: 'GET', url: `/api/${side}/jobs/${id}`, token: s.token })

  it('the promoter sees it, and where their money is: held, then the part kept, then sent', async () => {
    const { h, p, id } = await paidEndedJob(50_000)
    expect((await job(p, 'promoter', id)).body.data.payment.dispute).toBeNull()
    await openDispute(h, id)
    const net = (await world.h.ledger(id)).payout!.amountCents
    const open = (await job(p, 'promoter', id)).body.data.payment.dispute
    expect(open).toMatchObject({
      reason: 'no_show',
      description: DISPUTE.description,
      openedAt: AFTER_END,
      outcome: null,
      decidedAt: null,
      payoutCents: net,
      money: 'held',
    })
    // The hirer's answer carries the same dispute.
    expect((await job(h, 'client', id)).body.data.payment.dispute.id).toBe(open.id)

    const a = await admin()
    const payment = await world.h.paymentRow(id)
    await decide(a, payment.id, {
      outcome: 'refund',
      refundCents: 20_000,
      note: 'Chegou duas horas atrasado.',
    })
    const kept = computeFee(30_000, RATES).netCents
    expect((await job(p, 'promoter', id)).body.data.payment.dispute).toMatchObject({
      outcome: 'refund',
      refundCents: 20_000,
      decisionNote: 'Chegou duas horas atrasado.',
      payoutCents: kept,
      money: 'to_release',
    })
    await world.h.at(RELEASE, p)
    await world.w.t.ticker.runOnce()
    expect((await job(p, 'promoter', id)).body.data.payment).toMatchObject({
      releasedAt: RELEASE,
      dispute: { payoutCents: kept, money: 'released' },
    })
  })

  it('everything given back: nothing for the promoter, nothing transferred', async () => {
    const { h, p, id } = await paidEndedJob(40_000)
    await openDispute(h, id)
    const a = await admin()
    const payment = await world.h.paymentRow(id)
    await decide(a, payment.id, {
      outcome: 'refund',
      refundCents: 40_000,
      note: 'O promotor não foi ao evento.',
    })
    await world.h.at(RELEASE, p)
    await world.w.t.ticker.runOnce()
    expect((await job(p, 'promoter', id)).body.data.payment.dispute).toMatchObject({
      payoutCents: 0,
      money: 'refunded',
    })
    expect(await transferOf(id)).toBeUndefined()
  })
})
