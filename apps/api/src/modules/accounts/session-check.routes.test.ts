import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'

/**
 * ADR 0029: the session check the web makes on every page. Signed out is an answer (200, `data:
 * null`), not an error, so an anonymous visit shows no 401 in the browser console; a token or
 * cookie that no longer opens a session is still a 401, like every other guarded route.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /api/auth/me', () => {
  it('answers 200 with data null to a visitor without any session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/me' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toEqual({ status: 200, data: null })
    expect(res.headers['www-authenticate']).toBeUndefined()
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('answers the signed-in user by bearer token or cookie', async () => {
    const { user } = await createUser(t.db, { role: 'client' })
    const token = await t.login(user.email)
    const byToken = await t.request({ method: 'GET', url: '/api/auth/me', token })
    expect(byToken.statusCode).toBe(200)
    expect(byToken.body.data).toMatchObject({ email: user.email, profile: 3 })
    const byCookie = await t.request({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `galera_session=${token}` },
    })
    expect(byCookie.body.data).toMatchObject({ email: user.email })
  })

  it('keeps the 401 for a session that ended, and clears its dead cookie', async () => {
    const { user } = await createUser(t.db, { role: 'client' })
    const token = await t.login(user.email)
    await t.request({ method: 'POST', url: '/api/auth/logout', token })
    const byToken = await t.request({ method: 'GET', url: '/api/auth/me', token })
    expect(byToken.statusCode).toBe(401)
    expect(byToken.body).toMatchObject({ code: 'UNAUTHENTICATED', area: 'client' })
    const byCookie = await t.request({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `galera_session=${token}` },
    })
    expect(byCookie.statusCode).toBe(401)
    expect(String(byCookie.headers['set-cookie'])).toContain('galera_session=;')
  })

  it('other guarded routes still answer 401 to anonymous callers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/notifications' })
    expect(res.statusCode).toBe(401)
    expect(res.body.code).toBe('UNAUTHENTICATED')
  })
})
