import type { TypedApp } from '../../platform/http/typed-app.ts'
import { CloseAccountSchema, ConsentKindParamsSchema, OkDtoSchema } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { SESSION_COOKIE } from '../../platform/http/auth.ts'
import { rawResponse } from '../../platform/http/responses.ts'
import { lgpdService } from './lgpd.service.ts'
import { ConsentSchema } from '@galera/shared/profile/profile.dto.ts'
import { z } from 'zod'

const tags = ['lgpd']

/** SECURITY.md "LGPD features": consents, download my data, close my account. */
export async function lgpdModule(app: TypedApp, ctx: AppContext) {
  const service = lgpdService(ctx)

  app.get(
    '/me/consents',
    {
      auth: 'user',
      schema: {
        tags,
        summary: "The user's consent records",
        response: { 200: z.array(ConsentSchema) },
      },
    },
    async (req) => service.listConsents(req.user!),
  )
  app.post(
    '/me/consents/:kind',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'Grants marketing or sensitive_data (current policy version, time, IP)',
        params: ConsentKindParamsSchema,
        response: { 200: z.array(ConsentSchema) },
      },
    },
    async (req) => service.grant(req.user!, req.params.kind, req.ip),
  )
  app.delete(
    '/me/consents/:kind',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'Revokes marketing or sensitive_data (the latter also erases that data)',
        params: ConsentKindParamsSchema,
        response: { 200: z.array(ConsentSchema) },
      },
    },
    async (req) => service.revoke(req.user!, req.params.kind),
  )

  app.get(
    '/me/export',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'Download my data: one JSON file',
        response: {
          200: rawResponse(
            'application/json',
            'Everything kept about me, as a file (not enveloped)',
          ),
        },
      },
    },
    async (req, reply) => {
      const data = await service.exportData(req.user!)
      const day = data.generatedAt.slice(0, 10)
      // A raw JSON file, not the envelope: it is what the person keeps.
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="galera-eventos-meus-dados-${day}.json"`,
        )
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(JSON.stringify(data, null, 2))
    },
  )

  app.post(
    '/me/close',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'Closes the account: personal data anonymised, business records kept',
        body: CloseAccountSchema,
        response: { 200: OkDtoSchema },
      },
    },
    async (req, reply) => {
      const result = await service.close(req.user!, req.body, req.locale)
      void reply.clearCookie(SESSION_COOKIE, { path: '/' })
      return result
    },
  )
}
