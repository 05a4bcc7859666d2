import { LIMITS, type CheckCodeInput, type CheckCodeResponse, type Locale } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { AppError, throttled } from '../../platform/http/app-error.ts'
import { passwordChangedMail, resetCodeMail } from '../../platform/mail/templates.ts'
import { oneOffKey } from '../../platform/mail/mail-queue.ts'
import { accountsRepository } from './accounts.repository.ts'
import { hashPassword } from './passwords.ts'
import { newResetCode, newToken, sameHash, sha256 } from './tokens.ts'

const CODE_TTL_MS = LIMITS.resetCodeTtlMinutes * 60_000
/** The token that step 2 hands to step 3 lives as long as a code. */
const RESET_TOKEN_TTL_MS = 15 * 60_000
/** At most 3 codes per account per 15 minutes; more asks are ignored (the answer stays the same). */
const MAX_CODES_PER_WINDOW = 3
const IP_WINDOW_MS = 15 * 60_000
const MAX_ASKS_PER_IP = 20

const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`)

/**
 * Forgot password in the spec's three steps, but the code never reaches the browser
 * (SECURITY.md §1): it goes by e-mail and is checked here.
 */
export function passwordResetService(ctx: AppContext) {
  const repo = accountsRepository(ctx.db)

  return {
    /** Step 1. Same answer whether or not the e-mail exists. */
    async requestCode(email: string, locale: Locale, ip: string): Promise<{ sent: true }> {
      const rate = await ctx.rateLimiter.hit(`reset-ip:${ip}`, MAX_ASKS_PER_IP, IP_WINDOW_MS)
      if (!rate.allowed) throw throttled('TOO_MANY_REQUESTS', rate.retryAfterMs)
      const user = await repo.findUserByEmail(email)
      if (!user || user.status !== 'active') return { sent: true }
      const now = ctx.clock.now()
      if (
        (await repo.countRecentResets(user.id, new Date(now.getTime() - CODE_TTL_MS))) >=
        MAX_CODES_PER_WINDOW
      ) {
        return { sent: true }
      }
      const code = newResetCode(LIMITS.resetCodeLength)
      // The code and its mail commit together (ADR 0066); the queue's worker sends it, so a slow
      // mail server never tells an observer that the e-mail exists.
      await ctx.db.transaction(async (tx) => {
        await accountsRepository(tx).replaceResetCode({
          userId: user.id,
          codeHash: codeHash(user.id, code),
          expiresAt: new Date(now.getTime() + CODE_TTL_MS),
          now,
        })
        await ctx.mails.queue(
          tx,
          resetCodeMail(locale, user.email, user.name, code, LIMITS.resetCodeTtlMinutes),
          oneOffKey('reset-code'),
        )
      })
      return { sent: true }
    },

    /** Step 2. A right code (single use, 15 min, 5 tries) becomes a short-lived reset token. */
    async checkCode(input: CheckCodeInput): Promise<CheckCodeResponse> {
      const now = ctx.clock.now()
      const user = await repo.findUserByEmail(input.access)
      const reset = user ? await repo.findActiveReset(user.id, now) : undefined
      if (!user || !reset || reset.tries >= LIMITS.resetCodeMaxTries)
        throw new AppError('RESET_CODE_INVALID')
      if (!sameHash(reset.codeHash, codeHash(user.id, input.code))) {
        await repo.countWrongTry(reset.id, LIMITS.resetCodeMaxTries)
        throw new AppError('RESET_CODE_INVALID')
      }
      const resetToken = newToken()
      const ok = await repo.markVerified(reset.id, {
        tokenHash: sha256(resetToken),
        tokenExpiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        now,
      })
      if (!ok) throw new AppError('RESET_CODE_INVALID')
      return { userId: user.id, resetToken }
    },

    /** Step 3. Sets the password and ends every session of the account, in one transaction. */
    async resetPassword(
      userId: string,
      resetToken: string,
      password: string,
      locale: Locale,
    ): Promise<{ ok: true }> {
      const now = ctx.clock.now()
      const passwordHash = await hashPassword(password)
      await ctx.db.transaction(async (tx) => {
        const txRepo = accountsRepository(tx)
        if (!(await txRepo.consumeResetToken(userId, sha256(resetToken), now)))
          throw new AppError('RESET_TOKEN_INVALID')
        await txRepo.setPassword(userId, passwordHash, now)
        await txRepo.revokeAllSessions(userId, now)
        const user = await txRepo.findUserById(userId)
        if (user)
          await ctx.mails.queue(
            tx,
            passwordChangedMail(locale, user.email, user.name),
            oneOffKey('password.reset'),
          )
      })
      return { ok: true }
    },
  }
}
