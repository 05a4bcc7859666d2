import type { Role } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { accountsRepository } from './accounts.repository.ts'
import { newToken, sha256 } from './tokens.ts'

/** A session lives 30 days at most and dies after 7 days without use. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000
export const SESSION_IDLE_MS = 7 * 24 * 3600_000
// last_seen_at is written at most every 5 minutes per session, not on every request.
const TOUCH_EVERY_MS = 5 * 60_000

export async function createSession(
  ctx: AppContext,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const now = ctx.clock.now()
  const token = newToken()
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS)
  await accountsRepository(ctx.db).insertSession({
    userId,
    tokenHash: sha256(token),
    expiresAt,
    now,
  })
  return { token, expiresAt }
}

export function createSessionResolver(ctx: AppContext) {
  return async (token: string): Promise<AuthUser | null> => {
    if (token.length > 200) return null
    const now = ctx.clock.now()
    const repo = accountsRepository(ctx.db)
    const found = await repo.findLiveSession(
      sha256(token),
      now,
      new Date(now.getTime() - SESSION_IDLE_MS),
    )
    if (!found) return null
    if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
      await repo.touchSession(found.session.id, now)
    return {
      id: found.user.id,
      role: found.user.role as Role,
      name: found.user.name,
      email: found.user.email,
      locale: found.user.locale === 'en' ? 'en' : 'pt-BR',
      sessionId: found.session.id,
    }
  }
}
