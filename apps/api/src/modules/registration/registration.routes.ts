import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import type { z } from 'zod'
import {
  RegisterClientSchema,
  RegisterCompanySchema,
  RegisterPromoterSchema,
  RegisterSupplierSchema,
  LoginResponseSchema,
  type LoginResponse,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { setSessionCookieFor } from '../accounts/session-cookie.ts'
import { registrationService } from './registration.service.ts'

const tags = ['identity']

/**
 * Sign-up of every kind of user: one body with everything the wizard's steps collect.
 * On success the person is logged in (cookie + token, the login response shape) with 201.
 */
export async function registrationModule(app: TypedApp, ctx: AppContext) {
  const service = registrationService(ctx)
  const meta = (req: FastifyRequest) => ({ ip: req.ip, locale: req.locale })

  /** What every sign-up route shares: public, rate-limited, answering the login response. */
  const signUp = <S extends z.ZodType>(summary: string, body: S) => ({
    auth: 'public' as const,
    // The rate limit is counted before the body is validated: invalid attempts count too.
    preValidation: async (req: FastifyRequest) => service.checkRate(req.ip),
    schema: { tags, summary, body, response: { 201: LoginResponseSchema } },
  })
  /** The person is logged in: session cookie, token in the body, 201. */
  const loggedIn = (reply: FastifyReply, result: LoginResponse) => {
    setSessionCookieFor(ctx, reply, result.token)
    void reply.code(201)
    return result
  }

  app.post(
    '/register/client',
    signUp('Client sign-up (profile 3)', RegisterClientSchema),
    async (req, reply) => loggedIn(reply, await service.client(req.body, meta(req))),
  )
  app.post(
    '/register/company',
    signUp('Company sign-up (profile 6)', RegisterCompanySchema),
    async (req, reply) => loggedIn(reply, await service.company(req.body, meta(req))),
  )
  app.post(
    '/register/promoter',
    signUp('Promoter sign-up (profile 5), 18+', RegisterPromoterSchema),
    async (req, reply) => loggedIn(reply, await service.promoter(req.body, meta(req))),
  )
  app.post(
    '/register/supplier',
    signUp('Supplier sign-up (profile 4); notifies admins', RegisterSupplierSchema),
    async (req, reply) => loggedIn(reply, await service.supplier(req.body, meta(req))),
  )
}
