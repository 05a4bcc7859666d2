import type { AppContext } from '../../platform/context.ts'
import { fieldError, throttled } from '../../platform/http/app-error.ts'
import { verifyPassword } from '../accounts/passwords.ts'

// SECURITY.md "Authentication": a stolen session must not become a password oracle, so wrong
// current passwords count like failed logins (per account, 15 minutes).
const WINDOW_MS = 15 * 60_000
const MAX_FAILURES = 5

/** Re-authentication by the current password before a sensitive change (password, e-mail, close). */
export async function assertCurrentPassword(
  ctx: AppContext,
  user: { id: string; passwordHash: string },
  password: string,
  field: string,
  messageKey: string,
) {
  const key = `reauth:${user.id}`
  const rate = await ctx.rateLimiter.peek(key, MAX_FAILURES)
  if (!rate.allowed) throw throttled('TOO_MANY_REQUESTS', rate.retryAfterMs)
  if (!(await verifyPassword(user.passwordHash, password))) {
    await ctx.rateLimiter.hit(key, MAX_FAILURES, WINDOW_MS)
    throw fieldError(field, messageKey)
  }
  await ctx.rateLimiter.reset(key)
}
