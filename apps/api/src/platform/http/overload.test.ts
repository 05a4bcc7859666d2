import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import pg from 'pg'
import { z } from 'zod'
import { createTestApp, SETTLED, type TestApp } from '../../../test/harness.ts'

const none = { response: { 200: z.object({}) } }

describe('under pressure (forced through under-pressure health check)', () => {
  let t: TestApp
  let healthy = false
  beforeAll(async () => {
    t = await createTestApp({
      // Only the forced check decides here: a busy test machine must not shed on its own.
      overload: {
        healthCheck: async () => healthy,
        healthCheckIntervalMs: 10,
        maxEventLoopDelayMs: 0,
        maxHeapUsedBytes: 0,
      },
    })
  })
  afterAll(() => t.close())

  it('sheds a public read with 503, Retry-After and the translated envelope before the handler', async () => {
    const res = await t.request({ method: 'GET', url: '/api/public/categories', locale: 'en' })
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('2')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Service temporarily unavailable. Try again in a moment.',
    })
    const pt = await t.request({ method: 'GET', url: '/api/public/categories' })
    expect(pt.body.message).toBe(
      'Serviço temporariamente indisponível. Tente novamente em instantes.',
    )
  })

  it('keeps answering the health probe', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.ok).toBe(true)
  })

  it('answers again once the pressure is gone', async () => {
    healthy = true
    await vi.waitFor(async () => {
      const res = await t.request({ method: 'GET', url: '/api/public/categories' })
      expect(res.statusCode).toBe(200)
    }, SETTLED)
  })
})

describe('requests in flight', () => {
  let t: TestApp
  let release: () => void = () => {}
  const held = new Promise<void>((r) => (release = r))
  beforeAll(async () => {
    t = await createTestApp({
      overload: { maxInFlight: 1, maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 },
      configure(app) {
        app.get('/api/test/held', { auth: 'public', schema: none }, async () => {
          await held
          return {}
        })
      },
    })
  })
  afterAll(() => t.close())

  it('sheds the request over the limit, not the one being worked on, and keeps health', async () => {
    const first = t.request({ method: 'GET', url: '/api/test/held' })
    await new Promise((r) => setTimeout(r, 20))
    const second = await t.request({ method: 'GET', url: '/api/public/categories' })
    expect(second.statusCode).toBe(503)
    expect(second.headers['retry-after']).toBe('2')
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    release()
    expect((await first).statusCode).toBe(200)
    expect((await t.request({ method: 'GET', url: '/api/public/categories' })).statusCode).toBe(200)
  })
})

describe('database pool wait', () => {
  const serverUrl = process.env.TEST_DATABASE_URL
  let t: TestApp
  let pool: pg.Pool | undefined
  beforeAll(async () => {
    // A real pg pool with one connection and a 50 ms wait; without a server, pg-pool's own error.
    pool = serverUrl
      ? new pg.Pool({ connectionString: serverUrl, max: 1, connectionTimeoutMillis: 50 })
      : undefined
    t = await createTestApp({
      configure(app) {
        app.get('/api/test/pool', { auth: 'public', schema: none }, async () => {
          if (!pool) throw new Error('timeout exceeded when trying to connect')
          await pool.query('select 1')
          return {}
        })
      },
    })
  })
  afterAll(async () => {
    await t.close()
    await pool?.end()
  })

  it('answers 503 with Retry-After, not 500, when no connection frees up in time', async () => {
    const busy = serverUrl ? await pool!.connect() : undefined
    const res = await t.request({ method: 'GET', url: '/api/test/pool', locale: 'en' })
    busy?.release()
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('2')
    expect(res.body.code).toBe('SERVICE_UNAVAILABLE')
    if (serverUrl)
      expect((await t.request({ method: 'GET', url: '/api/test/pool' })).statusCode).toBe(200)
  })
})
