import type { FastifyInstance } from 'fastify'

const enveloped = new WeakSet<object>()

/** Marks a body as already in the envelope so the hook below leaves it alone. */
export function markEnveloped<T extends object>(body: T): T {
  enveloped.add(body)
  return body
}

/**
 * ARCHITECTURE.md "The API contract": every JSON answer under /api is `{ status, data }`, and the
 * body status always equals the HTTP status. Handlers just return their data.
 */
export function registerEnvelope(app: FastifyInstance): void {
  app.addHook('preSerialization', async (req, reply, payload) => {
    if (payload === null || typeof payload !== 'object' || enveloped.has(payload)) return payload
    if (!req.url.startsWith('/api/')) return payload
    if (req.url.startsWith('/api/docs')) return payload
    return { status: reply.statusCode, data: payload }
  })
}
