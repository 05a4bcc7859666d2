import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'
import { createJob } from '../../../test/factories/jobs.ts'
import { jobs, ledgerEntries, notifications, promoters } from '../../db/schema/index.ts'

/** ADR 0025: suspending a promoter or a hirer ends its solicitations and jobs not started. */
let t: TestApp
let adminToken: string
beforeAll(async () => {
  t = await createTestApp()
  const { user } = await createUser(t.db, { role: 'admin_master' })
  adminToken = await t.login(user.email, undefined, '/api/auth/login/admin')
})
afterAll(() => t.close())
beforeEach(() => t.clock.set('2026-11-22T12:00:00.000Z'))

const suspend = (id: string) =>
  t.request({
    method: 'POST',
    url: `/api/admin/users/${id}/suspend`,
    token: adminToken,
    body: { reason: 'Fraude confirmada' },
  })

const rowsOf = async (ids: string[]) => {
  const rows = await t.db.select().from(jobs).where(inArray(jobs.id, ids))
  return Object.fromEntries(rows.map((r) => [r.id, r]))
}

const ledgerOf = async (jobId: string) => {
  const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.jobId, jobId))
  return Object.fromEntries(rows.map((r) => [r.kind, r.amountCents]))
}

const cancelledNotices = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.code, 'job_cancelled')))

describe('account.suspended and jobs', () => {
  it("a suspended promoter's solicitations and future jobs are cancelled; hirers get everything back", async () => {
    const p = await createPromoter(t.db)
    const other = await createPromoter(t.db)
    const { user: hirer } = await createUser(t.db, { role: 'client', locale: 'en' })
    const requested = await createJob(t.db, { promoterId: p.user.id, hirerId: hirer.id })
    // Inside 72 h: a promoter's own cancellation would block the profile; a suspension does not.
    const soon = await createJob(t.db, {
      promoterId: p.user.id,
      hirerId: hirer.id,
      status: 'accepted',
      startDate: '2026-11-23',
      acceptedAt: new Date('2026-11-01T12:00:00Z'),
    })
    // Started at 08:00 in Salvador (11:00 UTC): it runs to its end and completes as usual.
    const running = await createJob(t.db, {
      promoterId: p.user.id,
      hirerId: hirer.id,
      status: 'accepted',
      startDate: '2026-11-22',
      startHour: '08:00',
      finishHour: '18:00',
    })
    const done = await createJob(t.db, {
      promoterId: p.user.id,
      hirerId: hirer.id,
      status: 'completed',
      startDate: '2026-11-10',
    })
    const notMine = await createJob(t.db, { promoterId: other.user.id, hirerId: hirer.id })

    expect((await suspend(p.user.id)).statusCode).toBe(200)

    const rows = await rowsOf([requested.id, soon.id, running.id, done.id, notMine.id])
    expect(rows[requested.id]).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'promoter',
      refundCents: null,
    })
    expect(rows[soon.id]).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'promoter',
      refundCents: 50_000,
    })
    expect(rows[running.id]!.status).toBe('accepted')
    expect(rows[done.id]!.status).toBe('completed')
    expect(rows[notMine.id]!.status).toBe('requested')
    expect(await ledgerOf(soon.id)).toEqual({ gross: 50_000, refund: 50_000 })
    const [block] = await t.db
      .select({ until: promoters.blockedUntil })
      .from(promoters)
      .where(eq(promoters.userId, p.user.id))
    expect(block!.until).toBeNull()

    const told = await cancelledNotices(hirer.id)
    expect(told).toHaveLength(2)
    expect(told.every((n) => n.params.by === 'Galera Eventos (account suspended)')).toBe(true)

    // The hirer reads why, in its language.
    const token = await t.login(hirer.email)
    for (const locale of ['en', 'pt'] as const) {
      const res = await t.request({
        method: 'GET',
        url: `/api/client/jobs/${soon.id}`,
        token,
        locale,
      })
      expect(res.statusCode).toBe(200)
      expect(res.body.data.reason).toBe(
        locale === 'en'
          ? "The promoter's account was suspended by Galera Eventos."
          : 'A conta do promotor foi suspensa pela Galera Eventos.',
      )
      expect(res.body.data.refundCents).toBe(50_000)
    }
  })

  it("a suspended hirer's solicitations and future jobs are cancelled by the ADR 0019 rules; promoters are told", async () => {
    const p = await createPromoter(t.db)
    const { user: hirer } = await createUser(t.db, { role: 'company' })
    const requested = await createJob(t.db, { promoterId: p.user.id, hirerId: hirer.id })
    // At least 72 h ahead: full refund.
    const early = await createJob(t.db, {
      promoterId: p.user.id,
      hirerId: hirer.id,
      status: 'accepted',
      startDate: '2026-12-05',
      acceptedAt: new Date('2026-11-01T12:00:00Z'),
    })
    // 48 h ahead, accepted 21 days ago: 50% stays with the promoter, fees on that half.
    const late = await createJob(t.db, {
      promoterId: p.user.id,
      hirerId: hirer.id,
      status: 'accepted',
      startDate: '2026-11-24',
      acceptedAt: new Date('2026-11-01T12:00:00Z'),
    })

    expect((await suspend(hirer.id)).statusCode).toBe(200)

    const rows = await rowsOf([requested.id, early.id, late.id])
    expect(rows[requested.id]).toMatchObject({ status: 'cancelled', cancelledBy: 'hirer' })
    expect(rows[early.id]).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'hirer',
      refundCents: 50_000,
    })
    expect(rows[late.id]).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'hirer',
      refundCents: 25_000,
    })
    expect(await ledgerOf(late.id)).toEqual({
      gross: 50_000,
      refund: 25_000,
      provider_fee: 750,
      platform_fee: 1_750,
      payout: 22_500,
    })
    expect(await cancelledNotices(p.user.id)).toHaveLength(3)

    const token = await t.login(p.user.email)
    const res = await t.request({ method: 'GET', url: `/api/promoter/jobs/${late.id}`, token })
    expect(res.body.data.reason).toBe('A conta do contratante foi suspensa pela Galera Eventos.')
  })

  it('a promoter without jobs is suspended as before', async () => {
    const p = await createPromoter(t.db)
    const res = await suspend(p.user.id)
    expect(res.statusCode).toBe(200)
    expect(res.body.data.status).toBe('suspended')
  })
})
