import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../platform/context.ts'
import { sendError } from '../../platform/http/error-handler.ts'

/** Liveness and readiness: says which database engine is in use and whether it answers. */
export async function healthModule(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/health',
    { auth: 'public', schema: { tags: ['platform'], summary: 'Health and database kind' } },
    async (req, reply) => {
      try {
        await ctx.database.ping()
      } catch {
        return sendError(req, reply, 'SERVICE_UNAVAILABLE')
      }
      return { ok: true, database: ctx.database.kind, time: ctx.clock.now().toISOString() }
    },
  )
}
