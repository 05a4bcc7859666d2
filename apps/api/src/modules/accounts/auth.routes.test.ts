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
  extra: { locale?: 'pt' | 'en'; remoteAddress?: string; headers?: Record<string, string> } = {},
) => t.request({ method: 'POST', url, body: { email, password }, ...extra })

/** The `galera_device=…` pair a login answered, ready for a Cookie header. */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const all = ([] as string[]).concat((res.headers['set-cookie'] as string | string[]) ?? [])
  const device = all.find((c) => c.startsWith('galera_device='))
  expect(device).toBeDefined()
  return device!.split(';')[0]!
}

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
    expect(blocked.body.message).toBe(
      'Too many login attempts. Please wait a few minutes and try again.',
    )
    // The window opened with the first failure, 15 minutes long.
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
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

  it('limits one account across all addresses (ADR 0024): 40 guesses from 40 IPs do not all get through', async () => {
    const { user } = await createUser(t.db, { role: 'client' })
    const answers: number[] = []
    for (let i = 0; i < 40; i++) {
      const res = await login('/api/auth/login', user.email, `Wrong@${i}`, {
        remoteAddress: `10.40.0.${i + 1}`,
      })
      answers.push(res.statusCode)
    }
    expect(answers.filter((s) => s === 400)).toHaveLength(10)
    expect(answers.slice(10).every((s) => s === 429)).toBe(true)
    // Even the right password from yet another unknown browser waits, and is told how long.
    const res = await login('/api/auth/login', user.email, 'Galera@2026', {
      remoteAddress: '10.41.0.1',
    })
    expect(res.statusCode).toBe(429)
    expect(res.body).toMatchObject({ status: 429, code: 'LOGIN_THROTTLED' })
    expect(res.body.message).toBe(
      'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
    )
    const wait = Number(res.headers['retry-after'])
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(15 * 60)
    t.clock.advance(wait * 1000)
    const later = await login('/api/auth/login', user.email, 'Galera@2026', {
      remoteAddress: '10.41.0.1',
    })
    expect(later.statusCode).toBe(200)
  })

  it('does not lock the owner out: a browser that logged in before keeps its own allowance', async () => {
    const { user } = await createUser(t.db, { role: 'client' })
    const first = await login('/api/auth/login', user.email, 'Galera@2026', {
      remoteAddress: '10.50.0.1',
    })
    expect(first.statusCode).toBe(200)
    const device = deviceCookieOf(first)
    expect(String(first.headers['set-cookie'])).toMatch(/galera_device=[^;]+;.*HttpOnly/)
    // An attacker spends the account's allowance from many addresses.
    for (let i = 0; i < 12; i++)
      await login('/api/auth/login', user.email, `Wrong@${i}`, { remoteAddress: `10.51.0.${i}` })
    const stranger = await login('/api/auth/login', user.email, 'Galera@2026', {
      remoteAddress: '10.52.0.1',
    })
    expect(stranger.statusCode).toBe(429)
    // The owner's browser, from a new address too, still gets in (a typo first costs nothing more).
    const typo = await login('/api/auth/login', user.email, 'Wrong@typo', {
      remoteAddress: '10.53.0.1',
      headers: { cookie: device },
    })
    expect(typo.statusCode).toBe(400)
    const owner = await login('/api/auth/login', user.email, 'Galera@2026', {
      remoteAddress: '10.53.0.1',
      headers: { cookie: device },
    })
    expect(owner.statusCode).toBe(200)
  })

  it("a device cookie is tied to its account and to the server's signature", async () => {
    const { user: mine } = await createUser(t.db, { role: 'client' })
    const { user: victim } = await createUser(t.db, { role: 'client' })
    const ok = await login('/api/auth/login', mine.email, 'Galera@2026', {
      remoteAddress: '10.60.0.1',
    })
    const device = deviceCookieOf(ok)
    const [, userId, nonce] = device.slice('galera_device='.length).split('.')
    const forged = `galera_device=v1.${victim.id}.${nonce}.${'A'.repeat(43)}`
    expect(userId).toBe(mine.id)
    for (let i = 0; i < 10; i++)
      await login('/api/auth/login', victim.email, `Wrong@${i}`, { remoteAddress: `10.61.0.${i}` })
    for (const cookie of [device, forged]) {
      const res = await login('/api/auth/login', victim.email, 'Galera@2026', {
        remoteAddress: '10.62.0.1',
        headers: { cookie },
      })
      expect(res.statusCode).toBe(429)
    }
  })

  it('a known browser that keeps failing is throttled on its own allowance', async () => {
    const { user } = await createUser(t.db, { role: 'client' })
    const device = deviceCookieOf(
      await login('/api/auth/login', user.email, 'Galera@2026', { remoteAddress: '10.70.0.1' }),
    )
    for (let i = 0; i < 5; i++) {
      const res = await login('/api/auth/login', user.email, `Wrong@${i}`, {
        remoteAddress: `10.71.0.${i}`,
        headers: { cookie: device },
      })
      expect(res.statusCode).toBe(400)
    }
    const blocked = await login('/api/auth/login', user.email, 'Galera@2026', {
      remoteAddress: '10.72.0.1',
      headers: { cookie: device },
    })
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
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
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
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
