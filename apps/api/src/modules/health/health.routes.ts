import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../platform/context.ts'
import { sendError } from '../../platform/http/error-handler.ts'

/**
 * Liveness and readiness: says which database engine is in use and whether it answers, and
 * whether a part of the process cannot do everything now (ADR 0030). The database down is a 503;
 * a degraded part (the promoter search index failing to sync) still answers 200 with
 * `status: 'degraded'` and the reasons, so a load balancer keeps the process in while it heals.
 * It reads state only: no sync, no query besides the ping.
 */
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
      const degraded = ctx.health.degraded()
      return {
        ok: true,
        status: degraded.length ? ('degraded' as const) : ('ok' as const),
        database: ctx.database.kind,
        time: ctx.clock.now().toISOString(),
        ...(degraded.length ? { degraded } : {}),
      }
    },
  )
}
