import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.ts'
import { errorBody } from '../http/error-handler.ts'
import { fileStoreFor, isFileKey } from './file-store.ts'

/**
 * `GET /files/<key>`: public, outside /api (image URLs go straight into <img src>). Keys are
 * unguessable UUID paths made by the server; anything not matching the strict pattern is a 404,
 * so no path traversal reaches the store.
 */
export async function filesModule(app: FastifyInstance, ctx: AppContext) {
  const store = fileStoreFor(ctx.env)
  app.get('/files/*', { auth: 'public', schema: { hide: true } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*']
    const found = isFileKey(key) ? await store.get(key) : null
    if (!found) return reply.code(404).send(errorBody(req, 'NOT_FOUND'))
    const name = key.replace(/\//g, '-')
    return reply
      .type(found.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Disposition', `inline; filename="${name}"`)
      .send(found.body)
  })
}
