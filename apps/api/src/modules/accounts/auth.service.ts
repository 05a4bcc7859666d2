import {
  LOGIN_ROLES,
  PROFILE_CODE,
  type LoginInput,
  type LoginResponse,
  type Role,
  type SessionUser,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { accountsRepository } from './accounts.repository.ts'
import { dummyVerify, verifyPassword } from './passwords.ts'
import { createSession } from './sessions.ts'

export type LoginKind = keyof typeof LOGIN_ROLES

// SECURITY.md "Authentication": throttled per account+IP and per IP, so an attacker elsewhere
// cannot lock the real user out. Only failures count.
const WINDOW_MS = 15 * 60_000
const MAX_FAILURES_PER_ACCOUNT_AND_IP = 5
const MAX_FAILURES_PER_IP = 30

export function authService(ctx: AppContext) {
  const repo = accountsRepository(ctx.db)

  return {
    async login(kind: LoginKind, input: LoginInput, ip: string): Promise<LoginResponse> {
      const pairKey = `login:${input.email}:${ip}`
      const ipKey = `login-ip:${ip}`
      if (
        !ctx.rateLimiter.peek(pairKey, MAX_FAILURES_PER_ACCOUNT_AND_IP).allowed ||
        !ctx.rateLimiter.peek(ipKey, MAX_FAILURES_PER_IP).allowed
      ) {
        throw new AppError('LOGIN_THROTTLED')
      }
      const user = await repo.findUserByEmail(input.email)
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
        ctx.rateLimiter.hit(pairKey, MAX_FAILURES_PER_ACCOUNT_AND_IP, WINDOW_MS)
        ctx.rateLimiter.hit(ipKey, MAX_FAILURES_PER_IP, WINDOW_MS)
        throw new AppError('INVALID_CREDENTIALS')
      }
      ctx.rateLimiter.reset(pairKey)
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
      return response
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
