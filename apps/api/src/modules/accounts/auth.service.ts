import {
  LOGIN_ROLES,
  PROFILE_CODE,
  type LoginInput,
  type LoginResponse,
  type Role,
  type SessionUser,
} from '@galera/shared'
import { randomBytes } from 'node:crypto'
import type { AppContext } from '../../platform/context.ts'
import { AppError, throttled } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { accountsRepository } from './accounts.repository.ts'
import { dummyVerify, verifyPassword } from './passwords.ts'
import { createSession } from './sessions.ts'
import { issueDevice, readDevice } from './device-cookie.ts'

export type LoginKind = keyof typeof LOGIN_ROLES

// SECURITY.md "Authentication": throttled per account+IP, per IP and per account across all
// addresses (ADR 0024). The per-account limit does not lock the owner out: a browser holding the
// account's device cookie counts its failures on its own allowance instead. Only failures count.
const WINDOW_MS = 15 * 60_000
const MAX_FAILURES_PER_ACCOUNT_AND_IP = 5
const MAX_FAILURES_PER_IP = 30
/** Failures per account from browsers it does not know, whatever their addresses. */
export const MAX_FAILURES_PER_ACCOUNT = 10
/** Failures per known browser (device cookie). */
export const MAX_FAILURES_PER_DEVICE = 5

/** Without DEVICE_COOKIE_SECRET: one secret for this process's lifetime. */
const processDeviceSecret = randomBytes(32).toString('base64url')

export interface LoginResult {
  response: LoginResponse
  /** The device cookie to set: this browser is now known to the account. */
  device: string
}

export function authService(ctx: AppContext) {
  const repo = accountsRepository(ctx.db)
  const deviceSecret = ctx.env.DEVICE_COOKIE_SECRET ?? processDeviceSecret

  return {
    async login(
      kind: LoginKind,
      input: LoginInput,
      ip: string,
      deviceCookie?: string,
    ): Promise<LoginResult> {
      const pairKey = `login:${input.email}:${ip}`
      const ipKey = `login-ip:${ip}`
      for (const [key, limit] of [
        [pairKey, MAX_FAILURES_PER_ACCOUNT_AND_IP],
        [ipKey, MAX_FAILURES_PER_IP],
      ] as const) {
        const rate = await ctx.rateLimiter.peek(key, limit)
        if (!rate.allowed) throw throttled('LOGIN_THROTTLED', rate.retryAfterMs)
      }
      const user = await repo.findUserByEmail(input.email)
      const device = readDevice(deviceSecret, deviceCookie)
      const known = !!user && device?.userId === user.id
      // A known browser spends its own allowance; any other spends the account's.
      const [ownKey, ownLimit] = known
        ? [`login-device:${device!.nonce}`, MAX_FAILURES_PER_DEVICE]
        : [`login-account:${input.email}`, MAX_FAILURES_PER_ACCOUNT]
      const own = await ctx.rateLimiter.peek(ownKey, ownLimit)
      if (!own.allowed) throw throttled('LOGIN_THROTTLED', own.retryAfterMs)
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await dummyVerify(input.password)
      // One answer for every failure: unknown e-mail, wrong password, wrong area, inactive account.
      if (
        !user ||
        !ok ||
        user.status !== 'active' ||
        !LOGIN_ROLES[kind].includes(user.role as Role)
      ) {
        await Promise.all([
          ctx.rateLimiter.hit(pairKey, MAX_FAILURES_PER_ACCOUNT_AND_IP, WINDOW_MS),
          ctx.rateLimiter.hit(ipKey, MAX_FAILURES_PER_IP, WINDOW_MS),
          ctx.rateLimiter.hit(ownKey, ownLimit, WINDOW_MS),
        ])
        throw new AppError('INVALID_CREDENTIALS')
      }
      await ctx.rateLimiter.reset(pairKey)
      if (known) await ctx.rateLimiter.reset(ownKey)
      const { token } = await createSession(ctx, user.id)
      const response: LoginResponse = {
        token,
        userId: user.id,
        name: user.name,
        email: user.email,
        profile: PROFILE_CODE[user.role as Role],
      }
      if (kind === 'company') {
        const company = await repo.findCompanyByUser(user.id)
        response._id = company?.id ?? user.id
        response.document = user.cnpj ?? ''
        response.phones = company?.phones ?? (user.phone ? [user.phone] : [])
      }
      return {
        response,
        device: issueDevice(deviceSecret, user.id, known ? device!.nonce : undefined),
      }
    },

    async logout(user: AuthUser) {
      await repo.revokeSession(user.sessionId, ctx.clock.now())
    },

    async me(user: AuthUser): Promise<SessionUser> {
      const company = user.role === 'company' ? await repo.findCompanyByUser(user.id) : undefined
      const row = await repo.findUserById(user.id)
      return {
        userId: user.id,
        name: user.name,
        email: user.email,
        profile: PROFILE_CODE[user.role],
        locale: user.locale,
        company: company
          ? { id: company.id, name: company.tradeName, document: row?.cnpj ?? '' }
          : null,
      }
    },

    async setLocale(user: AuthUser, locale: 'pt-BR' | 'en'): Promise<SessionUser> {
      await repo.setLocale(user.id, locale, ctx.clock.now())
      return this.me({ ...user, locale })
    },

    async publicCompany(id: string) {
      const company = await repo.findCompanyById(id)
      if (!company) throw new AppError('NOT_FOUND')
      return { id: company.id, tradeName: company.tradeName }
    },
  }
}
