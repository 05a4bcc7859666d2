import type { FastifyRequest } from 'fastify'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import {
  HireSchema,
  JobDtoSchema,
  JobListQuerySchema,
  JobPageSchema,
  JobReasonSchema,
  RateJobSchema,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { JobSide } from './job-dto.ts'
import { hireService } from './hire.service.ts'
import type { Caller } from './job-context.ts'
import { jobsService } from './jobs.service.ts'
import { subscribeJobSuspension } from './jobs.events.ts'
import { idempotencyKey } from '../../platform/http/idempotency.ts'

const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
type IdParams = z.infer<typeof IdParams>

const caller = (req: FastifyRequest): Caller => ({ id: req.user!.id, locale: req.locale })

/**
 * `/api/client/jobs…` (hirers: clients and companies) and `/api/promoter/jobs…` (promoters):
 * ADR 0019. Someone else's job answers 404 on either side.
 */
export async function jobsModule(app: TypedApp, ctx: AppContext) {
  const hires = hireService(ctx)
  const service = jobsService(ctx)
  // A suspended account's solicitations and future jobs end with it (ADR 0012 event, ADR 0025).
  const unsubscribe = subscribeJobSuspension(ctx)
  app.addHook('onClose', async () => unsubscribe())

  app.post(
    '/client/jobs',
    {
      auth: ['client', 'company'],
      schema: {
        tags: ['hire'],
        summary: 'Hires a promoter (a solicitation); optional Idempotency-Key header',
        response: { 201: JobDtoSchema, 200: JobDtoSchema },
        body: HireSchema,
      },
    },
    async (req, reply) => {
      const { job, created } = await hires.hire(caller(req), req.body, idempotencyKey(req))
      void reply.code(created ? 201 : 200)
      return job
    },
  )

  const sides: Array<{
    side: JobSide
    base: string
    auth: readonly ('client' | 'company' | 'promoter')[]
  }> = [
    { side: 'hirer', base: '/client/jobs', auth: ['client', 'company'] },
    { side: 'promoter', base: '/promoter/jobs', auth: ['promoter'] },
  ]

  for (const { side, base, auth } of sides) {
    const tags = [side === 'hirer' ? 'hire' : 'promoter jobs']

    app.get(
      base,
      {
        auth,
        schema: {
          tags,
          summary: 'My jobs on a tab, with counts per tab',
          response: { 200: JobPageSchema },
          querystring: JobListQuerySchema,
        },
      },
      async (req) => hires.list(side, req.user!.id, req.query),
    )

    app.get(
      `${base}/:id`,
      {
        auth,
        schema: {
          tags,
          summary: 'One of my jobs',
          params: IdParams,
          response: { 200: JobDtoSchema },
        },
      },
      async (req) => hires.get(side, caller(req), req.params.id),
    )

    app.post(
      `${base}/:id/cancel`,
      {
        auth,
        schema: {
          tags,
          summary: 'Cancels (ADR 0019 rules)',
          response: { 200: JobDtoSchema },
          params: IdParams,
          body: JobReasonSchema,
        },
      },
      async (req) => service.cancel(side, caller(req), req.params.id, req.body),
    )

    app.post(
      `${base}/:id/rating`,
      {
        auth,
        schema: {
          tags,
          summary: 'Rates the other side of a completed job',
          response: { 201: JobDtoSchema },
          params: IdParams,
          body: RateJobSchema,
        },
      },
      async (req, reply) => {
        const job = await service.rate(side, caller(req), req.params.id, req.body)
        void reply.code(201)
        return job
      },
    )
  }

  const promoter = { auth: ['promoter'] as const, tags: ['promoter jobs'] }

  app.post(
    '/promoter/jobs/:id/accept',
    {
      auth: promoter.auth,
      schema: {
        tags: promoter.tags,
        summary: 'Accepts: books the dates, freezes the fee',
        response: { 200: JobDtoSchema },
        params: IdParams,
      },
    },
    async (req) => service.accept(caller(req), req.params.id),
  )

  app.post(
    '/promoter/jobs/:id/decline',
    {
      auth: promoter.auth,
      schema: {
        tags: promoter.tags,
        summary: 'Declines a solicitation',
        response: { 200: JobDtoSchema },
        params: IdParams,
        body: JobReasonSchema,
      },
    },
    async (req) => service.decline(caller(req), req.params.id, req.body),
  )
}
