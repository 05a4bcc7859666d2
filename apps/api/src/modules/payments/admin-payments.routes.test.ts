import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { computeFee, type AdminPaymentTotals } from '@galera/shared'
import { usePaymentsWorld } from '../../../test/payments-harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { createTestApp } from '../../../test/harness.ts'
import { auditLog, paymentReconciliations } from '../../db/schema/index.ts'
import { asaasProvider } from './asaas.client.ts'

const world = usePaymentsWorld()
const RATES = { providerBps: 300, platformBps: 700 }

async function master() {
  const { user } = await createUser(world.w.t.db, { role: 'admin_master' })
  const admin = { id: user.id, email: user.email, token: '' }
  admin.token = await world.w.t.login(user.email, undefined, '/api/auth/login/admin')
  return admin
}
const get = (token: string, url: string) => world.w.t.request({ method: 'GET', url, token })
const post = (token: string, url: string) =>
  world.w.t.request({ method: 'POST', url, token, body: {} })
const totals = async (token: string): Promise<AdminPaymentTotals> =>
  (await get(token, '/api/admin/payments')).body.data.totals
const delta = (a: AdminPaymentTotals, b: AdminPaymentTotals) =>
  Object.fromEntries(
    (Object.keys(a) as Array<keyof AdminPaymentTotals>).map((k) => [k, b[k] - a[k]]),
  )
const addsUp = (x: AdminPaymentTotals) =>
  x.heldCents + x.dueCents + x.paidOutCents + x.feesCents + x.refundedCents === x.receivedCents

describe('reconciliation (ADR 0057)', () => {
  it('runs once a day, and flags a lost webhook, a changed amount and a charge not ours', async () => {
    const { standIn, t } = world.w
    const admin = await master()
    // A paid charge whose webhook never reached us.
    const lost = await world.h.acceptedJob({ cashCents: 12_345 })
    await world.h.openPayment(lost.h, lost.id)
    const lostRow = await world.h.paymentRow(lost.id)
    standIn.setWebhookUrl('')
    standIn.pay(lostRow.providerPaymentId!)
    await standIn.idle()
    // An amount that differs at the provider.
    const changed = await world.h.acceptedJob({ cashCents: 8_000 })
    await world.h.openPayment(changed.h, changed.id)
    const changedRow = await world.h.paymentRow(changed.id)
    standIn.charges.get(changedRow.providerPaymentId!)!.value = 79.99
    // A charge someone made in the account, not for a payment of ours.
    const provider = asaasProvider({ baseUrl: standIn.url, apiKey: 'test-api-key-123' })
    const cus = await provider.createCustomer({
      name: 'Outra Cobrança',
      email: 'outra@galera.dev',
      cpfCnpj: '52998224725',
      externalReference: 'manual',
    })
    const stranger = await provider.createCharge({
      customerId: cus.id,
      valueCents: 1_000,
      dueDate: '2026-12-01',
      description: 'manual',
      externalReference: 'manual-charge',
    })
    await standIn.idle()
    world.h.restoreWebhooks()

    t.clock.set('2026-11-22T18:00:00.000Z')
    await t.ticker.runOnce()
    await t.ticker.runOnce()
    const daily = await t.db
      .select()
      .from(paymentReconciliations)
      .where(eq(paymentReconciliations.day, '2026-11-22'))
    expect(daily).toHaveLength(1)
    expect(daily[0]!.runBy).toBeNull()

    admin.token = await t.login(admin.email, undefined, '/api/auth/login/admin')
    const report = await get(admin.token, '/api/admin/payments/reconciliation')
    expect(report.statusCode).toBe(200)
    expect(report.body.data.last).toMatchObject({ id: daily[0]!.id, manual: false })
    const found = (report.body.data.differences as Array<Record<string, unknown>>).map((x) => [
      x.kind,
      x.paymentId,
      x.providerPaymentId,
      x.ours,
      x.theirs,
    ])
    expect(found).toEqual(
      expect.arrayContaining([
        ['status', lostRow.id, lostRow.providerPaymentId, 'pending', 'RECEIVED'],
        ['amount', changedRow.id, changedRow.providerPaymentId, '8000', '7999'],
        ['unknown_charge', null, stranger.id, null, 'PENDING'],
      ]),
    )
    // Everything else agrees (the other tests' payments, paid, refunded and released).
    expect(found).toHaveLength(3)
    expect(report.body.data.last.differences).toBe(3)

    // An admin runs it again (audited) and resolves a difference (audited).
    const again = await post(admin.token, '/api/admin/payments/reconciliation')
    expect(again.statusCode).toBe(200)
    expect(again.body.data.last).toMatchObject({ manual: true, differences: 3 })
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, again.body.data.last.id))
    expect(trail).toMatchObject([{ actorId: admin.id, action: 'payments.reconcile' }])
    const one = again.body.data.differences.find((x: { kind: string }) => x.kind === 'amount')
    const resolved = await post(admin.token, `/api/admin/payments/differences/${one.id}/resolve`)
    expect(resolved.statusCode).toBe(200)
    expect(
      resolved.body.data.differences.find((x: { id: string }) => x.id === one.id).resolvedAt,
    ).toBe('2026-11-22T18:00:00.000Z')
    const resolvedTrail = await t.db.select().from(auditLog).where(eq(auditLog.targetId, one.id))
    expect(resolvedTrail).toMatchObject([
      { actorId: admin.id, action: 'payment_difference.resolve' },
    ])
    const missing = await post(
      admin.token,
      '/api/admin/payments/differences/00000000-0000-4000-8000-000000000000/resolve',
    )
    expect(missing.statusCode).toBe(404)
  })
})

describe('admin payments screen (ADR 0057)', () => {
  it('every bucket of the money received adds up to it: paid, refunded, released', async () => {
    const admin = await master()
    const t0 = await totals(admin.token)
    // Held: paid, the job not over. Refunded: the promoter cancels a paid job. Pending: unpaid.
    const held = await world.h.acceptedJob({ cashCents: 10_000 })
    await world.h.pay(held.h, held.id)
    const back = await world.h.acceptedJob({ cashCents: 5_000 })
    await world.h.pay(back.h, back.id)
    const cancelled = await world.w.t.request({
      method: 'POST',
      url: `/api/promoter/jobs/${back.id}/cancel`,
      token: back.p.token,
      body: {},
    })
    expect(cancelled.statusCode).toBe(200)
    await world.h.acceptedJob({ cashCents: 7_000 })
    const t1 = await totals(admin.token)
    expect(delta(t0, t1)).toEqual({
      receivedCents: 15_000,
      heldCents: 10_000,
      dueCents: 0,
      paidOutCents: 0,
      feesCents: 0,
      refundedCents: 5_000,
      pendingCents: 7_000,
      pendingCount: 1,
    })
    expect(addsUp(t1)).toBe(true)

    // Released: paid, completed, the window passed, the net transferred to the Pix key.
    const done = await world.h.acceptedJob({ cashCents: 20_000 })
    await world.h.pay(done.h, done.id)
    await world.h.savePixKey(done.p)
    const t2 = await totals(admin.token)
    // The job ends (completed), then the dispute window passes (released).
    world.w.t.clock.set('2026-12-02T20:00:00.000Z')
    await world.w.t.ticker.runOnce()
    await world.h.at('2026-12-04T20:00:00.000Z', done.p)
    admin.token = await world.w.t.login(admin.email, undefined, '/api/auth/login/admin')
    await world.w.t.ticker.runOnce()
    expect((await world.h.paymentRow(done.id)).status).toBe('released')
    const res = await get(admin.token, '/api/admin/payments')
    expect(res.statusCode).toBe(200)
    const t3: AdminPaymentTotals = res.body.data.totals
    const a = computeFee(10_000, RATES)
    const d = computeFee(20_000, RATES)
    // The held job is over too: its net is due (its promoter has no Pix key); every unpaid one
    // expired at its deadline (before the event).
    expect(delta(t2, t3)).toEqual({
      receivedCents: 0,
      heldCents: -10_000 - 20_000,
      dueCents: a.netCents,
      paidOutCents: d.netCents,
      feesCents: 10_000 - a.netCents + 20_000 - d.netCents,
      refundedCents: 0,
      pendingCents: -t2.pendingCents,
      pendingCount: -t2.pendingCount,
    })
    expect(addsUp(t3)).toBe(true)
    const rows = res.body.data.data as Array<{ jobId: string; status: string }>
    expect(rows.find((r) => r.jobId === done.id)).toMatchObject({ status: 'released' })
    expect(rows.find((r) => r.jobId === back.id)).toMatchObject({ status: 'refunded' })
    const only = await get(admin.token, '/api/admin/payments?status=released')
    expect(only.body.data.data.map((r: { status: string }) => r.status)).toContain('released')
    expect(only.body.data.data.every((r: { status: string }) => r.status === 'released')).toBe(true)
    expect((await get(admin.token, '/api/admin/payments?status=nope')).statusCode).toBe(422)
  })
})

describe('reconcile now without a payment provider', () => {
  it('answers a translated 409 and records no run', async () => {
    const t = await createTestApp()
    try {
      const { user } = await createUser(t.db, { role: 'admin_master' })
      const token = await t.login(user.email, undefined, '/api/auth/login/admin')
      for (const locale of ['pt', 'en'] as const) {
        const res = await t.request({
          method: 'POST',
          url: '/api/admin/payments/reconciliation',
          token,
          body: {},
          locale,
        })
        expect(res.statusCode).toBe(409)
        expect(res.body.code).toBe('PAYMENT_PROVIDER_NOT_CONFIGURED')
        expect(res.body.message).toMatch(
          locale === 'pt' ? /Nenhum meio de pagamento/ : /No payment/,
        )
      }
      expect(await t.db.select().from(paymentReconciliations)).toEqual([])
    } finally {
      await t.close()
    }
  })
})
