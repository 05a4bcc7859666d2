import { Readable } from 'node:stream'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import {
  PublicPromoterDtoSchema,
  RatingsPageDtoSchema,
  RatingsPageQuerySchema,
} from '@galera/shared/promoters/promoter.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { rawResponse } from '../../platform/http/responses.ts'
import { registerPromoterMeta } from './promoter-meta.ts'
import { publicPromotersService } from './public-promoters.service.ts'
import { robotsTxt, sitemapIndex, sitemapParts, sitemapUrlset } from './sitemap.ts'

const tags = ['promoters']
const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
const UserIdParams = z.object({ userId: z.uuid({ error: 'validation.invalid' }) })

/**
 * The public promoter profile (`/promotor/{id}`) and its ratings (`comments/{id}`): anyone may
 * read them, only for listed promoters (ADR 0016), never a private field.
 */
export async function publicPromotersModule(app: TypedApp, ctx: AppContext) {
  const service = publicPromotersService(ctx)
  // The served HTML of /promotor/{id} carries the promoter's title, Open Graph and JSON-LD.
  registerPromoterMeta()

  app.get(
    '/public/promoters/:id',
    {
      auth: 'public',
      schema: {
        tags,
        summary: 'Public profile of a listed promoter (no CPF, e-mail, phone or address)',
        response: { 200: PublicPromoterDtoSchema },
        params: IdParams,
      },
    },
    async (req) => service.profile(req.params.id),
  )

  app.get(
    '/public/ratings/:userId',
    {
      auth: 'public',
      schema: {
        tags,
        summary: `Visible ratings of a listed promoter, newest first, 10 a page`,
        response: { 200: RatingsPageDtoSchema },
        params: UserIdParams,
        querystring: RatingsPageQuerySchema,
      },
    },
    async (req) => {
      const { userId } = req.params
      const { page } = req.query
      return service.ratingsPage(userId, page)
    },
  )
}

const PartParams = z.object({ part: z.coerce.number().int().min(1).max(1000) })

/** `/sitemap.xml` (an index of `/sitemap-{n}.xml` past 50,000 URLs) and `/robots.txt`, outside `/api`. */
export async function sitemapModule(app: TypedApp, ctx: AppContext) {
  const xmlAnswer = rawResponse('application/xml', 'The sitemap (or its index past 50,000 URLs)')
  const xml = (reply: FastifyReply) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600')

  app.get(
    '/sitemap.xml',
    { auth: 'public', schema: { hide: true, response: { 200: xmlAnswer } } },
    async (_req, reply) => {
      const parts = await sitemapParts(ctx)
      if (parts > 1) return xml(reply).send(sitemapIndex(ctx, parts))
      return xml(reply).send(Readable.from(sitemapUrlset(ctx, 1)))
    },
  )

  app.get(
    '/sitemap-:part.xml',
    {
      auth: 'public',
      schema: {
        hide: true,
        response: { 200: xmlAnswer, 404: rawResponse('text/plain', 'No such sitemap part') },
      },
    },
    async (req, reply) => {
      const parsed = PartParams.safeParse(req.params)
      const parts = await sitemapParts(ctx)
      if (!parsed.success || parsed.data.part > parts) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
      }
      return xml(reply).send(Readable.from(sitemapUrlset(ctx, parsed.data.part)))
    },
  )

  app.get(
    '/robots.txt',
    {
      auth: 'public',
      schema: { hide: true, response: { 200: rawResponse('text/plain', 'robots.txt') } },
    },
    async (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(robotsTxt(ctx)),
  )
}
