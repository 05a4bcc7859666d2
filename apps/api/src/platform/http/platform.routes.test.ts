import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { buildApp } from '../../app.ts'
import { EnvSchema } from '../../config/env.ts'
import { createSession } from '../../modules/accounts/sessions.ts'

let t: TestApp
let clientToken: string

beforeAll(async () => {
  t = await createTestApp({
    configure(app) {
      // Test routes declare their answers too (ADR 0044); these fail before answering.
      const none = { response: { 200: z.object({}) } }
      app.get('/api/test/boom', { auth: 'public', schema: none }, async () => {
        throw new Error('secret internals: password=hunter2')
      })
      // A plugin's own 429 (e.g. @fastify/rate-limit), with and without its own Retry-After.
      app.get('/api/test/plugin-429', { auth: 'public', schema: none }, async (_req, reply) => {
        void reply.header('Retry-After', '42')
        throw Object.assign(new Error('Rate limit exceeded'), {
          code: 'FST_ERR_RATE_LIMIT_EXCEEDED',
          statusCode: 429,
        })
      })
      app.get('/api/test/bare-429', { auth: 'public', schema: none }, async () => {
        throw Object.assign(new Error('slow down'), { statusCode: 429 })
      })
    },
  })
  const { user } = await createUser(t.db, { role: 'client' })
  clientToken = (await createSession(t.ctx, user.id)).token
})
afterAll(() => t.close())

describe('envelope and headers', () => {
  it('wraps data as {status, data} with the same HTTP status', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatchObject({ status: 200, data: { ok: true } })
    expect(['pglite', 'postgres']).toContain(res.body.data.database)
    // The test app starts no ticker (ADR 0071: on or off).
    expect(res.body.data.ticker).toBe('off')
  })
  it('sends a request id, no-store on the API and security headers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/me', token: clientToken })
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
  })
})

describe('CORS', () => {
  it('sends no CORS headers to an origin that is not on the allow-list', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    })
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
  })
  it('allows an origin on the allow-list, with credentials', async () => {
    const other = await createTestApp({ env: { CORS_ORIGINS: 'https://parceiro.galera.dev' } })
    const res = await other.request({
      method: 'OPTIONS',
      url: '/api/auth/me',
      headers: { origin: 'https://parceiro.galera.dev', 'access-control-request-method': 'GET' },
    })
    expect(res.headers['access-control-allow-origin']).toBe('https://parceiro.galera.dev')
    expect(res.headers['access-control-allow-credentials']).toBe('true')
    await other.close()
  })
})

describe('errors', () => {
  it('answers an unknown /api path with a 404 envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nothing/here' })
    expect(res.statusCode).toBe(404)
    expect(res.body).toMatchObject({
      status: 404,
      code: 'ROUTE_NOT_FOUND',
      message: 'Endereço não encontrado',
    })
  })
  it('refuses calls without the app key and secret, in the request language', async () => {
    const pt = await t.request({ method: 'GET', url: '/api/public/categories', noAppKey: true })
    expect(pt.statusCode).toBe(403)
    expect(pt.body).toMatchObject({
      status: 403,
      code: 'APP_KEY_INVALID',
      message: 'Aplicativo não autorizado',
    })
    const en = await t.request({
      method: 'GET',
      url: '/api/public/categories',
      headers: { 'x-app-key': 'galera-web', 'x-app-secret': 'wrong-secret' },
      locale: 'en',
    })
    expect(en.statusCode).toBe(403)
    expect(en.body.message).toBe('Application not authorized')
  })
  it('lists field errors on 422, translated', async () => {
    const pt = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'not-an-email', password: '' },
    })
    expect(pt.statusCode).toBe(422)
    expect(pt.body.code).toBe('VALIDATION_FAILED')
    expect(pt.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'E-mail inválido' },
        { field: 'password', message: 'Campo obrigatório' },
      ]),
    )
    const en = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'x' },
      locale: 'en',
    })
    expect(en.body.message).toBe('Check the fields')
    expect(en.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Invalid email' },
        { field: 'password', message: 'Required field' },
      ]),
    )
  })
  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.body.code).toBe('INVALID_JSON')
  })
  it('refuses __proto__ keys and NUL bytes as validation errors', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: '{"email":"a\\u0000@x.com","password":"x","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    })
    expect([400, 422]).toContain(res.statusCode)
    expect(({} as Record<string, unknown>).admin).toBeUndefined()
  })
  it('answers every 429 with Retry-After and the translated envelope (ADR 0024)', async () => {
    const plugin = await t.request({ method: 'GET', url: '/api/test/plugin-429', locale: 'en' })
    expect(plugin.statusCode).toBe(429)
    expect(plugin.headers['retry-after']).toBe('42')
    expect(plugin.body).toEqual({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please wait a few moments and try again.',
    })
    const bare = await t.request({ method: 'GET', url: '/api/test/bare-429' })
    expect(bare.statusCode).toBe(429)
    expect(bare.headers['retry-after']).toBe('60')
    expect(bare.body.message).toBe('Muitas tentativas. Aguarde alguns instantes e tente novamente.')
  })
  it('hides internals of a 500 behind a generic message and the request id', async () => {
    const res = await t.request({ method: 'GET', url: '/api/test/boom', locale: 'en' })
    expect(res.statusCode).toBe(500)
    expect(res.body).toMatchObject({
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'There was an internal error. Please, try again later.',
    })
    expect(res.body.requestId).toBe(res.headers['x-request-id'])
    expect(JSON.stringify(res.body)).not.toContain('hunter2')
  })
  it('answers 503 when a request outlives the timeout', async () => {
    // An app of its own with a 100 ms budget: only this request is timed, so a busy machine
    // cannot push the other tests' requests past it.
    const timed = await createTestApp({
      requestTimeoutMs: 100,
      configure(app) {
        app.get(
          '/api/test/slow',
          { auth: 'public', schema: { response: { 200: z.object({ late: z.boolean() }) } } },
          async () => {
            await new Promise((r) => setTimeout(r, 400))
            return { late: true }
          },
        )
      },
    })
    try {
      const res = await timed.request({ method: 'GET', url: '/api/test/slow' })
      expect(res.statusCode).toBe(503)
      expect(res.body.code).toBe('REQUEST_TIMEOUT')
    } finally {
      await timed.close()
    }
  })
})

describe('guards', () => {
  it('tells an anonymous caller which login area to use', async () => {
    const admin = await t.request({ method: 'GET', url: '/api/admin/overview' })
    expect(admin.statusCode).toBe(401)
    expect(admin.body).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', area: 'admin' })
    const me = await t.request({
      method: 'PUT',
      url: '/api/auth/me/locale',
      body: { locale: 'en' },
    })
    expect(me.body.area).toBe('client')
  })
  it('answers 403 to a signed-in user of the wrong role', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/overview', token: clientToken })
    expect(res.statusCode).toBe(403)
    expect(res.body.code).toBe('FORBIDDEN')
  })
  it('treats a forged token as anonymous', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/me', token: 'x'.repeat(43) })
    expect(res.statusCode).toBe(401)
  })
  it('refuses to build a route that does not declare who may call it', async () => {
    const env = EnvSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
    const { app } = await buildApp({ env, database: t.database, logger: false })
    expect(() => app.get('/api/test/unguarded', async () => ({}))).toThrow(
      /does not declare "auth"/,
    )
    await app.close()
  })
})
