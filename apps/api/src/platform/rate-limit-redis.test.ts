import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import pino from 'pino'
import { createTestApp, openTestDatabase, type TestApp } from '../../test/harness.ts'
import { createUser } from '../../test/factories/accounts.ts'
import { dropKeys, redisAvailable, testKeyPrefix, TEST_REDIS_URL } from '../../test/redis.ts'
import { HealthState } from './health.ts'
import { RedisRateLimiter } from './rate-limit-redis.ts'
import { openRedis } from './redis.ts'

const reachable = await redisAvailable()
const log = pino({ level: 'silent' })
const prefix = testKeyPrefix()
const clients: Redis[] = []

async function limiter(url = TEST_REDIS_URL, health = new HealthState()) {
  const redis = await openRedis(url, log)
  clients.push(redis)
  return new RedisRateLimiter({ redis, keyPrefix: prefix, log, health, now: Date.now })
}

afterAll(async () => {
  for (const c of clients) c.disconnect()
  if (reachable) await dropKeys(prefix)
})

describe.skipIf(!reachable)('rate limits in Redis (ADR 0052)', () => {
  it('two processes count on the same key: the limit holds across both', async () => {
    const [a, b] = [await limiter(), await limiter()]
    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await (i % 2 ? b : a).hit('k:shared', 4, 60_000))
    expect(answers.map((r) => r.allowed)).toEqual([true, true, true, true, false, false])
    const blocked = answers[5]!
    expect(blocked.retryAfterMs).toBeGreaterThan(0)
    expect(blocked.retryAfterMs).toBeLessThanOrEqual(60_000)
    expect(await b.peek('k:shared', 4)).toMatchObject({ allowed: false })
    expect(await a.peek('k:shared', 10)).toMatchObject({ allowed: true })
    await a.reset('k:shared')
    expect(await b.peek('k:shared', 4)).toEqual({ allowed: true, retryAfterMs: 0 })
    expect(await b.hit('k:shared', 4, 60_000)).toMatchObject({ allowed: true })
  })

  it('peeks without counting, and many hits at once count exactly once each', async () => {
    const [a, b] = [await limiter(), await limiter()]
    for (let i = 0; i < 5; i++) expect((await a.peek('k:peek', 1)).allowed).toBe(true)
    const all = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('k:burst', 25, 60_000)),
    )
    expect(all.filter((r) => r.allowed)).toHaveLength(25)
  })

  it('windows end: the key expires with its window', async () => {
    const a = await limiter()
    expect((await a.hit('k:short', 1, 1_000)).allowed).toBe(true)
    expect((await a.hit('k:short', 1, 1_000)).allowed).toBe(false)
    await expect.poll(async () => (await a.peek('k:short', 1)).allowed).toBe(true)
  })
})

describe('Redis unreachable (ADR 0052)', () => {
  it('counts in this process instead, and health says the limits are not shared', async () => {
    const health = new HealthState()
    // Port 9 on loopback: nothing listens there.
    const a = await limiter('redis://127.0.0.1:9', health)
    const answers = []
    for (let i = 0; i < 3; i++) answers.push((await a.hit('k:down', 2, 60_000)).allowed)
    expect(answers).toEqual([true, true, false])
    expect((await a.peek('k:down', 2)).allowed).toBe(false)
    expect(health.degraded()).toEqual([expect.objectContaining({ part: 'rate-limits' })])
    await a.reset('k:down')
    expect((await a.peek('k:down', 2)).allowed).toBe(true)
  })
})

describe.skipIf(!reachable)('two app instances on one Redis', () => {
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    const database = await openTestDatabase()
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix }
    a = await createTestApp({ env, database })
    b = await createTestApp({ env, database })
  })
  afterAll(async () => {
    await b.app.close()
    await a.close()
  })

  it('a login throttle hit through one instance holds through the other', async () => {
    const { user } = await createUser(a.db, { role: 'client' })
    const login = (t: TestApp, password: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/login',
        body: { email: user.email, password },
        remoteAddress: '10.9.9.9',
      })
    for (let i = 0; i < 5; i++)
      expect((await login(i % 2 ? a : b, 'Wrong@2026')).statusCode).toBe(400)
    const blocked = await login(b, 'Galera@2026')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.body.code).toBe('LOGIN_THROTTLED')
    expect((await login(a, 'Galera@2026')).statusCode).toBe(429)
  })

  it('the sign-up limit per IP is one count across instances', async () => {
    // SIGNUP_LIMIT_PER_HOUR is 10: ten invalid sign-ups spend it whichever instance answers.
    const signUp = (t: TestApp) =>
      t.request({
        method: 'POST',
        url: '/api/register/client',
        body: {},
        remoteAddress: '10.8.8.8',
      })
    for (let i = 0; i < 10; i++) expect((await signUp(i % 2 ? a : b)).statusCode).toBe(422)
    expect((await signUp(a)).statusCode).toBe(429)
    expect((await signUp(b)).statusCode).toBe(429)
  })
})
