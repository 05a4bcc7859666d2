import { expect, type APIRequestContext } from '@playwright/test'

/**
 * The clocked instance's "now" after moving it forward `advanceHours` (test-only POST /dev/clock;
 * by default one second). Its clock only moves forward, so a repeated run of a journey starts
 * where the run before left it and plans its dates from this, not from the machine's clock.
 */
export async function serverNow(
  request: APIRequestContext,
  advanceHours = 1 / 3600,
): Promise<Date> {
  const res = await request.post('/dev/clock', { data: { advanceHours } })
  expect(res.status()).toBe(200)
  const body = (await res.json()) as { now?: string; data?: { now: string } }
  return new Date(body.now ?? body.data!.now)
}
