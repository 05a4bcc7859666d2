import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'

let t: TestApp
const users: Record<string, { email: string; id: string }> = {}

beforeAll(async () => {
  t = await createTestApp()
  for (const role of [
    'admin_master',
    'admin_basic',
    'client',
    'company',
    'promoter',
    'supplier',
  ] as const) {
    const { user } = await createUser(t.db, {
      role,
      name: `Ana ${role}`,
      cnpj: role === 'company' ? '11222333000181' : null,
      phone: role === 'company' ? '+557133330002' : null,
    })
    users[role] = { email: user.email, id: user.id }
  }
})
afterAll(() => t.close())

const login = (
  url: string,
  email: string,
  password = 'Galera@2026',
  extra: { locale?: 'pt' | 'en'; remoteAddress?: string } = {},
) => t.request({ method: 'POST', url, body: { email, password }, ...extra })

describe('login endpoints (spec §7)', () => {
  it.each([
    ['admin_master', '/api/auth/login/admin', 1],
    ['admin_basic', '/api/auth/login/admin', 2],
    ['client', '/api/auth/login', 3],
    ['supplier', '/api/auth/login', 4],
    ['promoter', '/api/auth/login', 5],
    ['company', '/api/auth/login', 6],
  ])('%s logs in at %s with profile %i', async (role, url, profile) => {
    const res = await login(url, users[role].email)
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({
      userId: users[role].id,
      email: users[role].email,
      name: `Ana ${role}`,
      profile,
    })
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const cookie = String(res.headers['set-cookie'])
    expect(cookie).toContain('galera_session=')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
  })

  it('company login also answers _id, document and phones', async () => {
    const res = await login('/api/acessLoginCompany', users.company.email)
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({
      profile: 6,
      document: '11222333000181',
      phones: ['+557133330002'],
    })
    expect(res.body.data._id).toMatch(/[0-9a-f-]{36}/)
    const page = await t.request({
      method: 'GET',
      url: `/api/public/companies/${res.body.data._id}`,
    })
    expect(page.body.data).toEqual({ id: res.body.data._id, tradeName: 'Ana company' })
  })

  it.each([
    ['/api/auth/login/admin', 'client'],
    ['/api/auth/login', 'admin_master'],
    ['/api/acessLoginCompany', 'client'],
  ])('%s refuses a %s with the same message as a wrong password', async (url, role) => {
    const res = await login(url, users[role].email)
    expect(res.statusCode).toBe(400)
    expect(res.body).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'E-mail ou senha incorretos',
    })
  })

  it('says "Incorrect email or password" in English for unknown e-mails and wrong passwords', async () => {
    const unknown = await login('/api/auth/login', 'nobody@galera.dev', 'Galera@2026', {
      locale: 'en',
      remoteAddress: '10.0.0.9',
    })
    const wrong = await login('/api/auth/login', users.client.email, 'Wrong@2026', {
      locale: 'en',
      remoteAddress: '10.0.0.9',
    })
    expect(unknown.body.message).toBe('Incorrect email or password')
    expect(wrong.body).toEqual(unknown.body)
  })

  it('refuses suspended accounts', async () => {
    const { user } = await createUser(t.db, { role: 'client', status: 'suspended' })
    const res = await login('/api/auth/login', user.email)
    expect(res.statusCode).toBe(400)
  })

  it('accepts the e-mail in any case', async () => {
    const res = await login('/api/auth/login', users.client.email.toUpperCase())
    expect(res.statusCode).toBe(200)
  })
})

describe('sessions', () => {
  it('gives a new token at each login and both work, by bearer or by cookie', async () => {
    const a = await t.login(users.client.email)
    const b = await t.login(users.client.email)
    expect(a).not.toBe(b)
    const bearer = await t.request({ method: 'GET', url: '/api/auth/me', token: a })
    expect(bearer.body.data).toMatchObject({
      userId: users.client.id,
      profile: 3,
      locale: 'pt-BR',
      company: null,
    })
    const cookie = await t.request({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `galera_session=${b}` },
    })
    expect(cookie.statusCode).toBe(200)
  })

  it('revokes the token at logout', async () => {
    const token = await t.login(users.promoter.email)
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', token })
    expect(out.statusCode).toBe(200)
    expect(String(out.headers['set-cookie'])).toContain('galera_session=;')
    const after = await t.request({ method: 'GET', url: '/api/auth/me', token })
    expect(after.statusCode).toBe(401)
  })

  it('ends a session idle for more than 7 days', async () => {
    const token = await t.login(users.supplier.email)
    t.clock.advance(8 * 24 * 3600_000)
    const res = await t.request({ method: 'GET', url: '/api/auth/me', token })
    expect(res.statusCode).toBe(401)
  })

  it("sets the account's language and refuses anything but pt-BR and en", async () => {
    const token = await t.login(users.client.email)
    const ok = await t.request({
      method: 'PUT',
      url: '/api/auth/me/locale',
      token,
      body: { locale: 'en' },
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.body.data.locale).toBe('en')
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).body.data.locale).toBe(
      'en',
    )
    const bad = await t.request({
      method: 'PUT',
      url: '/api/auth/me/locale',
      token,
      body: { locale: 'fr' },
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.body.errors).toEqual([{ field: 'locale', message: 'Opção inválida' }])
    const anonymous = await t.request({
      method: 'PUT',
      url: '/api/auth/me/locale',
      body: { locale: 'en' },
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('answers the company of a company user', async () => {
    const token = await t.login(users.company.email)
    const res = await t.request({ method: 'GET', url: '/api/auth/me', token })
    expect(res.body.data.company).toMatchObject({ name: 'Ana company', document: '11222333000181' })
  })
})

describe('throttling', () => {
  it('answers 429 after 5 failures from one IP without locking the real user out elsewhere', async () => {
    const { user } = await createUser(t.db, { role: 'client' })
    for (let i = 0; i < 5; i++) {
      const res = await login('/api/auth/login', user.email, 'Wrong@2026', {
        remoteAddress: '10.1.1.1',
      })
      expect(res.statusCode).toBe(400)
    }
    const blocked = await login('/api/auth/login', user.email, 'Galera@2026', {
      remoteAddress: '10.1.1.1',
      locale: 'en',
    })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.body.code).toBe('LOGIN_THROTTLED')
    const elsewhere = await login('/api/auth/login', user.email, 'Galera@2026', {
      remoteAddress: '10.2.2.2',
    })
    expect(elsewhere.statusCode).toBe(200)
    t.clock.advance(16 * 60_000)
    const later = await login('/api/auth/login', user.email, 'Galera@2026', {
      remoteAddress: '10.1.1.1',
    })
    expect(later.statusCode).toBe(200)
  })

  it('throttles one IP trying many accounts', async () => {
    for (let i = 0; i < 30; i++)
      await login('/api/auth/login', `ghost${i}@galera.dev`, 'Wrong@2026', {
        remoteAddress: '10.3.3.3',
      })
    const res = await login('/api/auth/login', users.client.email, 'Galera@2026', {
      remoteAddress: '10.3.3.3',
    })
    expect(res.statusCode).toBe(429)
  })
})

describe('admin overview', () => {
  it('counts users by role for admins', async () => {
    const token = await t.login(users.admin_basic.email, 'Galera@2026', '/api/auth/login/admin')
    const res = await t.request({ method: 'GET', url: '/api/admin/overview', token })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.usersByRole.admin_master).toBe(1)
    expect(res.body.data.usersByRole.client).toBeGreaterThanOrEqual(1)
    expect(res.body.data.latestUsers[0]).toHaveProperty('name')
    expect(res.body.data.latestUsers[0]).not.toHaveProperty('email')
  })
})
