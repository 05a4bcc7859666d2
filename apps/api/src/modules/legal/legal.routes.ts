import type { TypedApp } from '../../platform/http/typed-app.ts'
import {
  PublishTermsVersionSchema,
  TermsObjectionSchema,
  type Role,
  CurrentTermsSchema,
  DpoContactSchema,
  TermsObjectionRecordedSchema,
  TermsVersionRowSchema,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { legalService } from './legal.service.ts'
import { z } from 'zod'

const MASTER: readonly Role[] = ['admin_master']
const tags = ['legal']

export async function legalModule(app: TypedApp, ctx: AppContext) {
  const svc = legalService(ctx)

  app.get(
    '/admin/terms-versions',
    {
      auth: MASTER,
      schema: {
        tags,
        summary: 'Published terms versions with objection counts',
        response: { 200: z.array(TermsVersionRowSchema) },
      },
    },
    async () => svc.listVersions(),
  )
  app.post(
    '/admin/terms-versions',
    {
      auth: MASTER,
      schema: {
        tags,
        summary: 'Publishes a terms version (in force 10+ days later); every active user is told',
        body: PublishTermsVersionSchema,
        response: { 201: TermsVersionRowSchema },
      },
    },
    async (req, reply) => {
      const row = await svc.publish(req.user!, req.body, req.ip)
      void reply.code(201)
      return row
    },
  )
  app.get(
    '/public/terms-versions/current',
    {
      auth: 'public',
      schema: {
        tags,
        summary: 'The terms version in force and the upcoming one',
        response: { 200: CurrentTermsSchema },
      },
    },
    async (req) => svc.current(req.locale, req.user),
  )
  app.get(
    '/public/legal/dpo',
    {
      auth: 'public',
      schema: {
        tags,
        summary: 'The data protection officer (encarregado, LGPD art. 41): name and e-mail',
        response: { 200: DpoContactSchema },
      },
    },
    async () => svc.dpo(),
  )
  app.post(
    '/me/terms-objections',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'Objects to an upcoming terms version (within 5 days of publication)',
        body: TermsObjectionSchema,
        response: { 201: TermsObjectionRecordedSchema },
      },
    },
    async (req, reply) => {
      const body = req.body
      const row = await svc.object(req.user!, body.termsVersionId, body.reason, req.locale)
      void reply.code(201)
      return row
    },
  )
}
