import type { FastifyReply } from 'fastify'
import type { AppContext } from '../../platform/context.ts'
import { SESSION_COOKIE } from '../../platform/http/auth.ts'
import { SESSION_ABSOLUTE_MS } from './sessions.ts'

/** Logs the browser in: the session token in an httpOnly cookie (also used by the sign-up). */
export function setSessionCookieFor(ctx: AppContext, reply: FastifyReply, token: string) {
  // The web app never holds the token in script (ARCHITECTURE.md "Identity and access").
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.env.COOKIE_SECURE || ctx.env.NODE_ENV === 'production',
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  })
}
