import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createImage, createUser } from '../../../test/factories/accounts.ts'
import { auditLog, certifications, notifications, users } from '../../db/schema/index.ts'

let t: TestApp
let adminToken: string
beforeAll(async () => {
  t = await createTestApp()
  const { user } = await createUser(t.db, { role: 'admin_basic' })
  adminToken = await t.login(user.email, undefined, '/api/auth/login/admin')
})
afterAll(() => t.close())

async function person(role: 'client' | 'promoter' | 'supplier' | 'company' = 'promoter') {
  const { user } = await createUser(t.db, { role })
  return { user, token: await t.login(user.email) }
}
const ask = (token: string | undefined, documentImageIds: unknown, locale?: 'pt' | 'en') =>
  t.request({
    method: 'POST',
    url: '/api/me/certification',
    token,
    body: { documentImageIds },
    locale,
  })

describe("asking for the 'Certificado'", () => {
  it('records a pending request with own document images, one at a time', async () => {
    const { user, token } = await person()
    const a = await createImage(t.db, { ownerId: user.id })
    const b = await createImage(t.db, { ownerId: user.id })
    const res = await ask(token, [a.id, b.id])
    expect(res.statusCode).toBe(201)
    expect(res.body.data).toMatchObject({ status: 'pending', reason: null })
    const again = await ask(token, [a.id])
    expect(again.statusCode).toBe(409)
    expect(again.body.code).toBe('CERTIFICATION_PENDING')
    const mine = await t.request({ method: 'GET', url: '/api/me/certification', token })
    expect(mine.body.data).toMatchObject({ isCertified: false, request: { status: 'pending' } })
  })
  it("refuses others' images, deleted ones, other purposes, and bad lists", async () => {
    const { user, token } = await person('client')
    const stranger = await person('supplier')
    const foreign = await createImage(t.db, { ownerId: stranger.user.id })
    const deleted = await createImage(t.db, { ownerId: user.id, deleted: true })
    const avatar = await createImage(t.db, { ownerId: user.id, purpose: 'avatar' })
    for (const ids of [[foreign.id], [deleted.id], [avatar.id]]) {
      const res = await ask(token, ids, 'en')
      expect(res.statusCode).toBe(422)
      expect(res.body.errors).toEqual([
        { field: 'documentImageIds', message: 'Send document images of your own' },
      ])
    }
    const own = await createImage(t.db, { ownerId: user.id })
    expect((await ask(token, [])).statusCode).toBe(422)
    expect((await ask(token, [own.id, own.id])).statusCode).toBe(422)
    const five = Array.from({ length: 5 }, () => own.id)
    expect((await ask(token, five, 'en')).body.errors[0].message).toBe('Send at most 4 documents')
    expect((await ask(token, ['nope'])).statusCode).toBe(422)
    expect(await t.db.$count(certifications, eq(certifications.userId, user.id))).toBe(0)
  })
  it('is for signed-in clients, companies, promoters and suppliers only', async () => {
    expect((await ask(undefined, ['00000000-0000-4000-8000-000000000000'])).statusCode).toBe(401)
    expect((await t.request({ method: 'GET', url: '/api/me/certification' })).statusCode).toBe(401)
    expect((await ask(adminToken, ['00000000-0000-4000-8000-000000000000'])).statusCode).toBe(403)
  })
})

describe("deciding a 'Certificado' request", () => {
  async function pending() {
    const p = await person()
    const img = await createImage(t.db, { ownerId: p.user.id })
    const res = await ask(p.token, [img.id])
    return { ...p, id: res.body.data.id as string, img }
  }

  it('lists pending requests with their documents to admins', async () => {
    const p = await pending()
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/certifications?status=pending',
      token: adminToken,
    })
    expect(res.statusCode).toBe(200)
    const row = res.body.data.data.find((r: { id: string }) => r.id === p.id)
    expect(row.user).toMatchObject({ id: p.user.id, isCertified: false })
    expect(row.documents).toEqual([
      {
        id: p.img.id,
        thumbUrl: `/files/test/${p.img.id}-thumb.webp`,
        url: `/files/test/${p.img.id}-large.webp`,
      },
    ])
  })
  it('approves: badge, notification, audit; deciding twice is refused', async () => {
    const p = await pending()
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/certifications/${p.id}/approve`,
      token: adminToken,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.status).toBe('approved')
    const [u] = await t.db.select().from(users).where(eq(users.id, p.user.id))
    expect(u.isCertified).toBe(true)
    const [n] = await t.db.select().from(notifications).where(eq(notifications.userId, p.user.id))
    expect(n.code).toBe('certification_approved')
    expect(await t.db.$count(auditLog, eq(auditLog.targetId, p.id))).toBe(1)
    const twice = await t.request({
      method: 'POST',
      url: `/api/admin/certifications/${p.id}/refuse`,
      token: adminToken,
      body: { reason: 'Documento ilegível' },
    })
    expect(twice.statusCode).toBe(409)
    expect(twice.body.code).toBe('CERTIFICATION_DECIDED')
    const mine = await t.request({ method: 'GET', url: '/api/me/certification', token: p.token })
    expect(mine.body.data).toMatchObject({ isCertified: true, request: { status: 'approved' } })
  })
  it('refuses with a required reason the user then sees; a new request is allowed', async () => {
    const p = await pending()
    const noReason = await t.request({
      method: 'POST',
      url: `/api/admin/certifications/${p.id}/refuse`,
      token: adminToken,
      body: { reason: 'x' },
    })
    expect(noReason.statusCode).toBe(422)
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/certifications/${p.id}/refuse`,
      token: adminToken,
      body: { reason: 'Documento ilegível' },
    })
    expect(res.statusCode).toBe(200)
    const [n] = await t.db.select().from(notifications).where(eq(notifications.userId, p.user.id))
    expect(n).toMatchObject({
      code: 'certification_refused',
      params: { reason: 'Documento ilegível' },
    })
    const mine = await t.request({ method: 'GET', url: '/api/me/certification', token: p.token })
    expect(mine.body.data.request).toMatchObject({
      status: 'refused',
      reason: 'Documento ilegível',
    })
    expect((await ask(p.token, [p.img.id])).statusCode).toBe(201)
  })
  it('a user sees only their own request; unknown ids are 404 for admins', async () => {
    const p = await pending()
    const other = await person('supplier')
    const mine = await t.request({
      method: 'GET',
      url: '/api/me/certification',
      token: other.token,
    })
    expect(mine.body.data).toEqual({ isCertified: false, request: null, required: null })
    const approveByUser = await t.request({
      method: 'POST',
      url: `/api/admin/certifications/${p.id}/approve`,
      token: other.token,
    })
    expect(approveByUser.statusCode).toBe(403)
    const unknown = await t.request({
      method: 'POST',
      url: '/api/admin/certifications/00000000-0000-4000-8000-000000000009/approve',
      token: adminToken,
    })
    expect(unknown.statusCode).toBe(404)
  })
})
