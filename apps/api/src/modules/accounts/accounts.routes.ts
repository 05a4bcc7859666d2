import type { FastifyReply } from 'fastify'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import {
  ADMIN_ROLES,
  CheckCodeSchema,
  CheckUserSchema,
  LoginSchema,
  PasswordPairSchema,
  UpdateLocaleSchema,
  AdminOverviewDtoSchema,
  CheckCodeResponseSchema,
  LoginResponseSchema,
  PublicCompanyDtoSchema,
  ResetCodeSentSchema,
  SessionUserSchema,
  OkDtoSchema,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { SESSION_COOKIE, tokenOf } from '../../platform/http/auth.ts'
import { accountsRepository } from './accounts.repository.ts'
import { authService, type LoginKind } from './auth.service.ts'
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from './device-cookie.ts'
import { passwordResetService } from './password-reset.service.ts'
import { setSessionCookieFor } from './session-cookie.ts'

const UserIdParams = z.object({ userId: z.uuid({ error: 'validation.invalid' }) })
const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
const ResetBody = PasswordPairSchema.and(
  z.object({ resetToken: z.string({ error: 'validation.required' }).min(20).max(200) }),
)
const tags = ['identity']

export async function accountsModule(app: TypedApp, ctx: AppContext) {
  const auth = authService(ctx)
  const reset = passwordResetService(ctx)
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    setSessionCookieFor(ctx, reply, token)

  const loginRoute = (url: string, kind: LoginKind, summary: string) =>
    app.post(
      url,
      {
        auth: 'public',
        schema: { tags, summary, body: LoginSchema, response: { 200: LoginResponseSchema } },
      },
      async (req, reply) => {
        const { response, device } = await auth.login(
          kind,
          req.body,
          req.ip,
          req.cookies[DEVICE_COOKIE],
        )
        setSessionCookie(reply, response.token)
        // Kept after logout: it only says this browser logged in to the account before (ADR 0024).
        void reply.setCookie(DEVICE_COOKIE, device, {
          httpOnly: true,
          sameSite: 'lax',
          secure: ctx.env.COOKIE_SECURE || ctx.env.NODE_ENV === 'production',
          path: '/api',
          maxAge: DEVICE_COOKIE_MAX_AGE_S,
        })
        return response
      },
    )

  // Spec §7 login endpoints.
  loginRoute('/auth/login/admin', 'admin', 'Admin login (profiles 1 and 2)')
  loginRoute('/auth/login', 'user', 'Login of clients, companies, promoters and suppliers')
  loginRoute(
    '/acessLoginCompany',
    'company',
    'Company login; also answers _id, document and phones',
  )

  app.post(
    '/auth/logout',
    {
      auth: 'user',
      schema: { tags, summary: 'Revokes the current token', response: { 200: OkDtoSchema } },
    },
    async (req, reply) => {
      await auth.logout(req.user!)
      void reply.clearCookie(SESSION_COOKIE, { path: '/' })
      return { ok: true as const }
    },
  )

  // ADR 0029: the web asks this on every page. A visitor without any session is an answer, not
  // an error (200 with `data: null`), so an anonymous visit logs no 401 in the browser; a token or
  // cookie that no longer opens a session is still a 401 (and the dead cookie is cleared).
  app.get(
    '/auth/me',
    {
      auth: 'public',
      schema: {
        tags,
        summary: 'The signed-in user (session); `data: null` without any session',
        response: { 200: SessionUserSchema.nullable() },
      },
    },
    async (req, reply) => {
      if (req.user) return auth.me(req.user)
      if (tokenOf(req)) {
        if (req.cookies?.[SESSION_COOKIE]) void reply.clearCookie(SESSION_COOKIE, { path: '/' })
        throw new AppError('UNAUTHENTICATED', undefined, undefined, 'client')
      }
      // No session: `data: null`. The envelope hook passes a null answer through untouched, so this
      // reply writes its envelope itself.
      void reply.serializer(() => JSON.stringify({ status: 200, data: null }))
      return null
    },
  )

  app.put(
    '/auth/me/locale',
    {
      auth: 'user',
      schema: {
        tags,
        summary: "Sets the account's language",
        body: UpdateLocaleSchema,
        response: { 200: SessionUserSchema },
      },
    },
    async (req) => auth.setLocale(req.user!, req.body.locale),
  )

  app.get(
    '/public/companies/:id',
    {
      auth: 'public',
      schema: {
        tags,
        summary: 'Company branding for /login/company/{id}',
        params: IdParams,
        response: { 200: PublicCompanyDtoSchema },
      },
    },
    async (req) => auth.publicCompany(req.params.id),
  )

  // Forgot password, three steps (spec §7 paths; the code never leaves the server but by e-mail).
  app.post(
    '/check/user',
    {
      auth: 'public',
      schema: {
        tags,
        summary: 'Step 1: e-mails a reset code (same answer for unknown e-mails)',
        body: CheckUserSchema,
        response: { 200: ResetCodeSentSchema },
      },
    },
    async (req) => reset.requestCode(req.body.access, req.locale, req.ip),
  )
  app.post(
    '/check/code',
    {
      auth: 'public',
      schema: {
        tags,
        summary: 'Step 2: exchanges e-mail + code for a reset token',
        body: CheckCodeSchema,
        response: { 200: CheckCodeResponseSchema },
      },
    },
    async (req) => reset.checkCode(req.body),
  )
  app.put(
    '/reset/password/:userId',
    {
      auth: 'public',
      schema: {
        tags,
        summary: 'Step 3: new password with the reset token',
        params: UserIdParams,
        body: ResetBody,
        response: { 200: OkDtoSchema },
      },
    },
    async (req) => {
      const { userId } = req.params
      const body = req.body
      return reset.resetPassword(userId, body.resetToken, body.password, req.locale)
    },
  )

  app.get(
    '/admin/overview',
    {
      auth: ADMIN_ROLES,
      schema: {
        tags: ['admin'],
        summary: 'Start tab: users by role and latest sign-ups',
        response: { 200: AdminOverviewDtoSchema },
      },
    },
    async () => {
      const repo = accountsRepository(ctx.db)
      const [counts, latest] = await Promise.all([repo.countUsersByRole(), repo.latestUsers(8)])
      const usersByRole = {
        admin_master: 0,
        admin_basic: 0,
        client: 0,
        company: 0,
        promoter: 0,
        supplier: 0,
      } as Record<string, number>
      for (const c of counts) usersByRole[c.role] = c.count
      return {
        usersByRole,
        latestUsers: latest.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
      }
    },
  )
}
