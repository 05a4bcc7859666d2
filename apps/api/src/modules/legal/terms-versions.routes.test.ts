import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { auditLog, notifications, termsObjections } from '../../db/schema/index.ts'

const DAY = 86_400_000
let t: TestApp
let master: string
let masterEmail: string
beforeAll(async () => {
  t = await createTestApp()
  const { user } = await createUser(t.db, { role: 'admin_master' })
  masterEmail = user.email
  master = await t.login(user.email, undefined, '/api/auth/login/admin')
})
afterAll(() => t.close())

const publish = (body: Record<string, unknown>, token = master) =>
  t.request({
    method: 'POST',
    url: '/api/admin/terms-versions',
    token,
    body: {
      summaryPt: 'Mudamos a cláusula de pagamentos.',
      summaryEn: 'We changed the payments clause.',
      ...body,
    },
  })
const current = (token?: string, locale: 'pt' | 'en' = 'pt') =>
  t.request({ method: 'GET', url: '/api/public/terms-versions/current', token, locale })
const object = (token: string | undefined, termsVersionId: string, reason?: string) =>
  t.request({
    method: 'POST',
    url: '/api/me/terms-objections',
    token,
    body: { termsVersionId, reason },
    locale: 'en',
  })

describe('terms versions', () => {
  it('falls back to the catalogue version when none was published', async () => {
    const res = await current()
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toEqual({
      inForce: { version: '2026-11-22', effectiveAt: null },
      upcoming: null,
    })
  })

  it('publishes 10+ days ahead, notifies active users, windows of 5 and 10 days', async () => {
    const { user } = await createUser(t.db, { role: 'client' })
    const { user: gone } = await createUser(t.db, { role: 'client', status: 'suspended' })
    const token = await t.login(user.email)
    const now = t.clock.now().getTime()
    // An effective date 3 days ahead is moved to publication + 10 days.
    const res = await publish({
      version: '2026-12',
      effectiveAt: new Date(now + 3 * DAY).toISOString(),
    })
    expect(res.statusCode).toBe(201)
    const v = res.body.data
    expect(v.effectiveAt).toBe(new Date(now + 10 * DAY).toISOString())
    expect(v.objectionDeadline).toBe(new Date(now + 5 * DAY).toISOString())
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(notes.map((n) => [n.code, n.link])).toEqual([['terms_updated', '/']])
    expect(await t.db.$count(notifications, eq(notifications.userId, gone.id))).toBe(0)
    expect(await t.db.$count(auditLog, eq(auditLog.targetId, v.id))).toBe(1)

    const pt = await current(token)
    expect(pt.body.data).toMatchObject({
      inForce: { version: '2026-11-22', effectiveAt: null },
      upcoming: {
        id: v.id,
        version: '2026-12',
        summary: 'Mudamos a cláusula de pagamentos.',
        objected: false,
      },
    })
    expect((await current(undefined, 'en')).body.data.upcoming.summary).toBe(
      'We changed the payments clause.',
    )

    // Day 5 minus a second: objections still open; once per user.
    t.clock.advance(5 * DAY - 1000)
    const ok = await object(token, v.id, 'I disagree')
    expect(ok.statusCode).toBe(201)
    expect(ok.body.data.message).toContain('close your account without penalty')
    expect((await object(token, v.id)).statusCode).toBe(409)
    expect((await current(token)).body.data.upcoming.objected).toBe(true)
    const [row] = await t.db
      .select()
      .from(termsObjections)
      .where(eq(termsObjections.userId, user.id))
    expect(row.reason).toBe('I disagree')

    // After day 5: closed.
    const { user: late } = await createUser(t.db, { role: 'supplier' })
    const lateToken = await t.login(late.email)
    t.clock.advance(2000)
    const closed = await object(lateToken, v.id)
    expect(closed.statusCode).toBe(422)
    expect(closed.body.code).toBe('TERMS_OBJECTION_CLOSED')

    // Day 10: the new version is in force and nothing is upcoming.
    t.clock.set(new Date(now + 10 * DAY - 1000))
    expect((await current()).body.data.inForce.version).toBe('2026-11-22')
    t.clock.set(new Date(now + 10 * DAY))
    expect((await current()).body.data).toEqual({
      inForce: { version: '2026-12', effectiveAt: v.effectiveAt },
      upcoming: null,
    })
  })

  it('keeps a later effective date, refuses duplicates and bad input', async () => {
    // The clock moved 10 days: a fresh session.
    master = await t.login(masterEmail, undefined, '/api/auth/login/admin')
    const now = t.clock.now().getTime()
    const later = new Date(now + 30 * DAY).toISOString()
    const res = await publish({ version: '2027-01', effectiveAt: later })
    expect(res.body).toMatchObject({ status: 201 })
    expect(res.body.data.effectiveAt).toBe(later)
    const dup = await publish({ version: '2027-01' })
    expect(dup.statusCode).toBe(409)
    expect(dup.body.errors[0].field).toBe('version')
    const bad = await t.request({
      method: 'POST',
      url: '/api/admin/terms-versions',
      token: master,
      body: { version: 'a b', summaryPt: 'x', summaryEn: '', effectiveAt: 'tomorrow' },
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'effectiveAt',
      'summaryEn',
      'summaryPt',
      'version',
    ])
    const list = await t.request({ method: 'GET', url: '/api/admin/terms-versions', token: master })
    expect(list.body.data.map((r: { version: string }) => r.version)).toEqual([
      '2027-01',
      '2026-12',
    ])
    expect(list.body.data[1].objections).toBe(1)
  })

  it('the database refuses less than 10 days of notice', async () => {
    const { termsVersions } = await import('../../db/schema/index.ts')
    const now = t.clock.now()
    await expect(
      t.db.insert(termsVersions).values({
        version: 'too-soon',
        summaryPt: 'x',
        summaryEn: 'x',
        publishedAt: now,
        effectiveAt: new Date(now.getTime() + 9 * DAY),
      }),
    ).rejects.toThrow()
  })

  it('objections need a signed-in user and a known version', async () => {
    expect((await object(undefined, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(401)
    const { user } = await createUser(t.db, { role: 'client' })
    const token = await t.login(user.email)
    expect((await object(token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await object(token, 'nope')).statusCode).toBe(422)
  })
})
