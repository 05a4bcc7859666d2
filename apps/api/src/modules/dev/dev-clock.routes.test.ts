import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { EnvSchema } from '../../config/env.ts'
import type { Database } from '../../platform/db/database.ts'
import { NO_SHEDDING, openTestDatabase } from '../../../test/harness.ts'

const opened: Database[] = []
async function build(env: Record<string, string>) {
  const database = await openTestDatabase()
  opened.push(database)
  return buildApp({
    env: EnvSchema.parse({ LOG_LEVEL: 'silent', TICKER: 'off', ...env }),
    database,
    logger: false,
    overload: NO_SHEDDING,
  })
}
afterAll(async () => {
  for (const d of opened) await d.close()
})

describe('test-only clock control', () => {
  it('moves the app clock forward and runs the ticker when TEST_CLOCK is on', async () => {
    const { app, ctx } = await build({ NODE_ENV: 'test', TEST_CLOCK: 'true' })
    const before = ctx.clock.now().getTime()
    const res = await app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { advanceHours: 48 },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().tickerRan).toBe(true)
    const moved = ctx.clock.now().getTime() - before
    expect(moved).toBeGreaterThanOrEqual(48 * 3_600_000)
    expect(moved).toBeLessThan(49 * 3_600_000)
    const bad = await app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { advanceHours: -1 },
    })
    expect(bad.statusCode).toBe(400)
    await app.close()
  })

  it('does not exist without TEST_CLOCK', async () => {
    const { app } = await build({ NODE_ENV: 'test' })
    const res = await app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { advanceHours: 1 },
    })
    expect(res.statusCode).toBe(404)
    await app.close()
  })

  it('cannot be turned on in production', async () => {
    await expect(build({ NODE_ENV: 'production', TEST_CLOCK: 'true' })).rejects.toThrow(
      /TEST_CLOCK/,
    )
  })
})
