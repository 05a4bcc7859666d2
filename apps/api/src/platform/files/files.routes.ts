import { z } from 'zod'
import type { TypedApp } from '../http/typed-app.ts'
import { eq, sql } from 'drizzle-orm'
import { ADMIN_ROLES } from '@galera/shared'
import type { AppContext } from '../context.ts'
import type { AuthOptions } from '../http/auth.ts'
import { tokenOf } from '../http/auth.ts'
import { errorBody, sendError } from '../http/error-handler.ts'
import { images } from '../../db/schema/index.ts'
import { queryRows } from '../db/database.ts'
import { fileStoreFor, isImageKey } from './file-store.ts'

/**
 * `GET /files/<key>`, outside /api (image URLs go straight into <img src>). Keys are unguessable
 * UUID paths made by the server; anything not matching the strict pattern is a 404, so no path
 * traversal reaches the store. Deleted images are gone for everyone; identity documents sent for
 * 'Certificado' are personal data: only their owner and admins get them (session cookie), never
 * cached by the browser or a proxy; an image sent in a conversation reaches its two people and
 * admins only (ADR 0058). The bytes stream from the store, local disk or S3 alike
 * (ADR 0053): the same URL, headers and rules whichever store holds them.
 */
const FileParams = z.object({ '*': z.string() })

export async function filesModule(app: TypedApp, ctx: AppContext, auth: AuthOptions) {
  const store = fileStoreFor(ctx.env)
  /** Whether `userId` is one of the two people of the conversation the image was sent in. */
  const inConversationOf = async (imageId: string, userId: string) => {
    const rows = await queryRows<{ one: number }>(
      ctx.db,
      sql`select 1 as one from conversation_messages m
            join conversations c on c.id = m.conversation_id
           where m.attachment_image_id = ${imageId}
             and ${userId} in (c.hirer_id, c.provider_id)
           limit 1`,
    )
    return rows.length > 0
  }
  app.get(
    '/files/*',
    { auth: 'public', schema: { hide: true, params: FileParams } },
    async (req, reply) => {
      const key = req.params['*']
      const notFound = () => reply.code(404).send(errorBody(req, 'NOT_FOUND'))
      // A message's PDF is never served here: only its conversation serves it (ADR 0058).
      if (!isImageKey(key)) return notFound()
      const imageId = key.split('/')[1]
      const image = await ctx.db.query.images.findFirst({
        where: eq(images.id, imageId),
        columns: { ownerId: true, purpose: true, deletedAt: true },
      })
      if (!image || image.deletedAt) return notFound()
      const isPrivate = image.purpose === 'document' || image.purpose === 'message'
      if (isPrivate) {
        const token = tokenOf(req)
        const viewer = token ? await auth.resolveSession(token) : null
        const allowed =
          viewer &&
          (viewer.id === image.ownerId ||
            ADMIN_ROLES.includes(viewer.role) ||
            (image.purpose === 'message' && (await inConversationOf(imageId, viewer.id))))
        if (!allowed) return notFound()
      }
      let found
      try {
        found = await store.get(key)
      } catch (err) {
        req.log.error({ err, key }, 'file store unavailable')
        return sendError(req, reply, 'SERVICE_UNAVAILABLE')
      }
      if (!found) return notFound()
      const name = key.replace(/\//g, '-')
      if (found.size !== undefined) void reply.header('Content-Length', String(found.size))
      return reply
        .type(found.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header(
          'Cache-Control',
          image.purpose === 'document'
            ? 'private, no-store'
            : // ADR 0058: a message's image is for the conversation's two people (and moderation)
              // only; their browser may keep it, no shared cache does.
              image.purpose === 'message'
              ? 'private, max-age=31536000, immutable'
              : 'public, max-age=31536000, immutable',
        )
        .header('Content-Disposition', `inline; filename="${name}"`)
        .send(found.body)
    },
  )
}
