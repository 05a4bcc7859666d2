import { z } from 'zod'
import type { AppContext } from '../../platform/context.ts'
import { sendError } from '../../platform/http/error-handler.ts'
import type { TypedApp } from '../../platform/http/typed-app.ts'

/** The health answer (API-only: load balancers and operators read it, not the web). */
export const HealthDtoSchema = z.object({
  ok: z.literal(true),
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  /** ADR 0071: `on` when this process queues the ticker's slots (each slot runs once, anywhere). */
  ticker: z.enum(['on', 'off']),
  time: z.string(),
  degraded: z
    .array(z.object({ part: z.string(), reason: z.string(), since: z.string() }))
    .optional(),
})

/**
 * Liveness and readiness: says which database engine is in use and whether it answers, and
 * whether a part of the process cannot do everything now (ADR 0030). The database down is a 503;
 * a degraded part (the promoter search index failing to sync) still answers 200 with
 * `status: 'degraded'` and the reasons, so a load balancer keeps the process in while it heals.
 * It reads state only: no sync, no query besides the ping.
 */
export async function healthModule(app: TypedApp, ctx: AppContext) {
  app.get(
    '/health',
    {
      auth: 'public',
      schema: {
        tags: ['platform'],
        summary: 'Health and database kind',
        response: { 200: HealthDtoSchema },
      },
    },
    async (req, reply) => {
      try {
        await ctx.database.ping()
      } catch {
        return sendError(req, reply, 'SERVICE_UNAVAILABLE')
      }
      const degraded = ctx.health.degraded()
      return {
        ok: true as const,
        status: degraded.length ? ('degraded' as const) : ('ok' as const),
        database: ctx.database.kind,
        ticker: ctx.health.tickerRole,
        time: ctx.clock.now().toISOString(),
        ...(degraded.length ? { degraded } : {}),
      }
    },
  )
}
