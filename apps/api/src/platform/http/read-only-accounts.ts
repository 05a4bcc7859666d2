import type { FastifyInstance } from 'fastify'
import { AppError } from './app-error.ts'
import type { AuthUser } from './auth.ts'

/**
 * Accounts that may read but not change anything (ADR 0032): the end-to-end server marks the
 * shared demo accounts so, because journeys run in parallel and a journey that switched a demo
 * account's language (or changed its profile, password or data) broke the ones reading it.
 */
export interface ReadOnlyAccounts {
  /** True for an account whose writes are refused. */
  isReadOnly(user: AuthUser): boolean
  /** A write still let through for a read-only account (a documented exception). */
  allows?(method: string, url: string, user: AuthUser): boolean
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Signing in and out is how a reading journey starts and ends: always allowed. */
const SESSION_PATHS = ['/api/auth/login', '/api/auth/logout', '/api/acessLoginCompany']

export function isSessionPath(url: string): boolean {
  const path = url.split('?')[0]!
  return SESSION_PATHS.some((p) => path === p || path.startsWith(`${p}/`))
}

/**
 * Refuses (403 DEMO_ACCOUNT_READ_ONLY, translated) every state-changing `/api/` request of a
 * read-only account, after the user is known and before the handler runs.
 */
export function registerReadOnlyAccounts(app: FastifyInstance, accounts: ReadOnlyAccounts): void {
  app.addHook('preHandler', async (req) => {
    if (READS.has(req.method) || !req.url.startsWith('/api/') || isSessionPath(req.url)) return
    const user = req.user
    if (!user || !accounts.isReadOnly(user)) return
    if (accounts.allows?.(req.method, req.url, user)) return
    throw new AppError('DEMO_ACCOUNT_READ_ONLY')
  })
}
