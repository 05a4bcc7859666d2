import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'
import { auditLog, feeSchedules, notifications, users } from '../../db/schema/index.ts'

let t: TestApp
let master: string
let basic: string
const ADMIN_LOGIN = '/api/auth/login/admin'
const NO_ID = '00000000-0000-4000-8000-000000000000'
const START = '2026-11-22T12:00:00.000Z'

async function adminToken(role: 'admin_master' | 'admin_basic') {
  const { user } = await createUser(t.db, { role })
  return t.login(user.email, undefined, ADMIN_LOGIN)
}

const list = async (token = master) =>
  (await t.request({ method: 'GET', url: '/api/admin/fee-schedules', token })).body.data as Array<{
    id: string
    providerBps: number
    platformBps: number
    status: string
    effectiveFrom: string | null
    inForce: boolean
  }>

async function draft(providerBps: number, platformBps = 700) {
  const res = await t.request({
    method: 'POST',
    url: '/api/admin/fee-schedules',
    token: master,
    body: { providerBps, platformBps },
  })
  expect(res.statusCode).toBe(201)
  return res.body.data.id as string
}

const publish = (id: string, effectiveFrom: string, locale: 'pt' | 'en' = 'pt') =>
  t.request({
    method: 'POST',
    url: `/api/admin/fee-schedules/${id}/publish`,
    token: master,
    body: { effectiveFrom },
    locale,
  })

beforeAll(async () => {
  t = await createTestApp()
  master = await adminToken('admin_master')
  basic = await adminToken('admin_basic')
})
afterAll(() => t.close())
beforeEach(() => t.clock.set(START))

describe('GET /api/public/fees/current', () => {
  it('answers the seeded 10% = 3% + 7% schedule in force and no announced change', async () => {
    const res = await t.request({ method: 'GET', url: '/api/public/fees/current' })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.current).toMatchObject({ providerBps: 300, platformBps: 700 })
    expect(res.body.data.current.effectiveFrom).toBe('2000-01-01T03:00:00.000Z')
    expect(res.body.data.next).toBeNull()
  })
})

describe('fee schedules (admin)', () => {
  it('lists the schedules to both admin kinds, the seeded 9.8% as a draft', async () => {
    for (const token of [master, basic]) {
      const rows = await list(token)
      const inForce = rows.filter((r) => r.inForce)
      expect(inForce).toHaveLength(1)
      expect(inForce[0]).toMatchObject({ providerBps: 300, platformBps: 700, status: 'published' })
      expect(rows.find((r) => r.providerBps === 280)).toMatchObject({
        platformBps: 700,
        status: 'draft',
        effectiveFrom: null,
        inForce: false,
      })
    }
  })

  it('creates drafts (master only) and refuses a zero fee', async () => {
    const refused = await t.request({
      method: 'POST',
      url: '/api/admin/fee-schedules',
      token: basic,
      body: { providerBps: 250, platformBps: 700 },
    })
    expect(refused.statusCode).toBe(403)
    const zero = await t.request({
      method: 'POST',
      url: '/api/admin/fee-schedules',
      token: master,
      body: { providerBps: 0, platformBps: 0 },
    })
    expect(zero.statusCode).toBe(422)
    expect(zero.body.errors.map((e: { field: string }) => e.field)).toContain('platformBps')
    const id = await draft(250)
    const row = (await list()).find((r) => r.id === id)
    expect(row).toMatchObject({ providerBps: 250, platformBps: 700, status: 'draft' })
    const [trail] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id))
    expect(trail?.action).toBe('fee_schedule.create')
  })

  it('refuses a start 14 days ahead and publishes one exactly 15 days ahead (São Paulo)', async () => {
    const id = await draft(270)
    const early = await publish(id, '2026-12-06')
    expect(early.statusCode).toBe(422)
    expect(early.body.code).toBe('FEE_SCHEDULE_NOTICE')
    expect(early.body.message).toContain('07/12/2026')
    expect(early.body.errors[0].field).toBe('effectiveFrom')
    const en = await publish(id, '06/12/2026', 'en')
    expect(en.body.message).toContain('07/12/2026')
    expect((await list()).find((r) => r.id === id)?.status).toBe('draft')

    const ok = await publish(id, '07/12/2026')
    expect(ok.statusCode).toBe(200)
    // 00:00 in São Paulo (UTC−3).
    expect(ok.body.data).toMatchObject({
      id,
      status: 'published',
      effectiveFrom: '2026-12-07T03:00:00.000Z',
      publishedAt: START,
      inForce: false,
    })
    // Cleanup for the next tests: take it back off the calendar.
    const w = await t.request({
      method: 'POST',
      url: `/api/admin/fee-schedules/${id}/withdraw`,
      token: master,
    })
    expect(w.statusCode).toBe(200)
    expect(w.body.data.status).toBe('withdrawn')
  })

  it('counts "today" in São Paulo: 02:59Z is still the day before', async () => {
    const id = await draft(260)
    // 2026-11-23T02:59Z is 22/11 23:59 in São Paulo: 07/12 is exactly 15 days later.
    t.clock.set('2026-11-23T02:59:00Z')
    expect((await publish(id, '2026-12-07')).statusCode).toBe(200)
    await t.request({
      method: 'POST',
      url: `/api/admin/fee-schedules/${id}/withdraw`,
      token: master,
    })
    const other = await draft(261)
    // 03:00Z is already 23/11 there: 07/12 is 14 days away.
    t.clock.set('2026-11-23T03:00:00Z')
    const late = await publish(other, '2026-12-07')
    expect(late.statusCode).toBe(422)
    expect(late.body.code).toBe('FEE_SCHEDULE_NOTICE')
    expect(late.body.message).toContain('08/12/2026')
  })

  it('publishes the 9.8% draft: every active promoter and supplier is notified, in their language', async () => {
    const p1 = await createPromoter(t.db, { user: { name: 'Promotora Aviso' } })
    const p2 = await createPromoter(t.db, { user: { name: 'Promoter Notice', locale: 'en' } })
    const { user: supplier } = await createUser(t.db, { role: 'supplier' })
    const { user: gone } = await createUser(t.db, { role: 'supplier', status: 'inactive' })
    const { user: client } = await createUser(t.db, { role: 'client' })
    const providers = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.role, ['promoter', 'supplier']), eq(users.status, 'active')))
    expect(providers.length).toBeGreaterThanOrEqual(3)
    const mailsBefore = t.mailer.sent.length

    const seeded = (await list()).find((r) => r.providerBps === 280 && r.status === 'draft')!
    const res = await publish(seeded.id, '2027-01-01')
    expect(res.statusCode).toBe(200)
    expect(res.body.data.effectiveFrom).toBe('2027-01-01T03:00:00.000Z')

    const sent = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.code, 'fee_schedule_published'))
    expect(sent).toHaveLength(providers.length)
    expect(new Set(sent.map((n) => n.userId))).toEqual(new Set(providers.map((p) => p.id)))
    for (const left of [gone.id, client.id]) expect(sent.some((n) => n.userId === left)).toBe(false)
    const pt = sent.find((n) => n.userId === p1.user.id)!
    // Raw values (ADR 0024): the reader's language formats them when read.
    expect(pt.params).toEqual({
      date: '2027-01-01T03:00:00.000Z',
      total: 980,
      provider: 280,
      platform: 700,
    })
    expect(pt.link).toBe('/promotor/panel/promoter/earnings')
    const en = sent.find((n) => n.userId === p2.user.id)!
    expect(en.params).toEqual(pt.params)
    expect(sent.find((n) => n.userId === supplier.id)?.link).toBe('/profile')
    // The code is e-mailed: one mail per provider, in the recipient's language.
    await new Promise((r) => setImmediate(r))
    expect(t.mailer.sent.length - mailsBefore).toBe(providers.length)
    expect(t.mailer.last(p1.user.email)?.text).toContain('A partir de 01/01/2027, a taxa')
    expect(t.mailer.last(p1.user.email)?.text).toContain('9,8% (2,8% do meio de pagamento')
    expect(t.mailer.last(p2.user.email)?.text).toContain('From 01/01/2027, the fee')
    expect(t.mailer.last(p2.user.email)?.text).toContain('9.8% (2.8% payment provider')

    const [trail] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, seeded.id), eq(auditLog.action, 'fee_schedule.publish')))
    expect(trail?.after).toMatchObject({ status: 'published' })

    // Announced, not in force yet; in force from 00:00 in São Paulo on the day.
    const announced = await t.request({ method: 'GET', url: '/api/public/fees/current' })
    expect(announced.body.data.current.providerBps).toBe(300)
    expect(announced.body.data.next).toMatchObject({ id: seeded.id, providerBps: 280 })
    t.clock.set('2027-01-01T02:59:59Z')
    expect(
      (await t.request({ method: 'GET', url: '/api/public/fees/current' })).body.data.current
        .providerBps,
    ).toBe(300)
    t.clock.set('2027-01-01T03:00:00Z')
    const inForce = await t.request({ method: 'GET', url: '/api/public/fees/current' })
    expect(inForce.body.data.current).toMatchObject({ id: seeded.id, providerBps: 280 })
    expect(inForce.body.data.next).toBeNull()
    // Sessions age with the clock: sign in again a month later.
    master = await adminToken('admin_master')
    expect((await list()).find((r) => r.id === seeded.id)?.inForce).toBe(true)

    // Once in force it can no longer be withdrawn, nor published again.
    const withdraw = await t.request({
      method: 'POST',
      url: `/api/admin/fee-schedules/${seeded.id}/withdraw`,
      token: master,
    })
    expect(withdraw.statusCode).toBe(409)
    expect(withdraw.body.code).toBe('FEE_SCHEDULE_STATE')
    expect((await publish(seeded.id, '2027-06-01')).body.code).toBe('FEE_SCHEDULE_STATE')
  })

  it('refuses a second schedule for a day already taken, and unknown ids', async () => {
    const a = await draft(290)
    const b = await draft(295)
    expect((await publish(a, '2027-03-01')).statusCode).toBe(200)
    const taken = await publish(b, '2027-03-01')
    expect(taken.statusCode).toBe(409)
    expect(taken.body.code).toBe('FEE_SCHEDULE_DATE_TAKEN')
    const [row] = await t.db.select().from(feeSchedules).where(eq(feeSchedules.id, b))
    expect(row?.status).toBe('draft')
    expect((await publish(NO_ID, '2027-04-01')).statusCode).toBe(404)
    const withdrawn = await t.request({
      method: 'POST',
      url: `/api/admin/fee-schedules/${a}/withdraw`,
      token: master,
    })
    expect(withdrawn.statusCode).toBe(200)
    // The day is free again once withdrawn.
    expect((await publish(b, '2027-03-01')).statusCode).toBe(200)
    const again = await t.request({
      method: 'POST',
      url: `/api/admin/fee-schedules/${a}/withdraw`,
      token: master,
    })
    expect(again.statusCode).toBe(409)
    const basicTry = await t.request({
      method: 'POST',
      url: `/api/admin/fee-schedules/${b}/withdraw`,
      token: basic,
    })
    expect(basicTry.statusCode).toBe(403)
  })
})
