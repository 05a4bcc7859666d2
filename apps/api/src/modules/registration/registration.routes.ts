import type { FastifyRequest } from 'fastify'
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

  const route = <S extends z.ZodType>(
    url: string,
    summary: string,
    schema: S,
    handler: (input: z.output<S>, m: ReturnType<typeof meta>) => Promise<LoginResponse>,
  ) =>
    app.post(
      url,
      {
        auth: 'public',
        // The rate limit is counted before the body is validated: invalid attempts count too.
        preValidation: async (req) => service.checkRate(req.ip),
        schema: { tags, summary, body: schema, response: { 201: LoginResponseSchema } },
      },
      async (req, reply) => {
        // The one cast left: TypeScript cannot narrow the provider's type of a generic schema `S`;
        // the body was parsed by exactly this schema.
        const result = await handler(req.body as z.output<S>, meta(req))
        setSessionCookieFor(ctx, reply, result.token)
        void reply.code(201)
        return result
      },
    )

  route('/register/client', 'Client sign-up (profile 3)', RegisterClientSchema, (i, m) =>
    service.client(i, m),
  )
  route('/register/company', 'Company sign-up (profile 6)', RegisterCompanySchema, (i, m) =>
    service.company(i, m),
  )
  route('/register/promoter', 'Promoter sign-up (profile 5), 18+', RegisterPromoterSchema, (i, m) =>
    service.promoter(i, m),
  )
  route(
    '/register/supplier',
    'Supplier sign-up (profile 4); notifies admins',
    RegisterSupplierSchema,
    (i, m) => service.supplier(i, m),
  )
}
