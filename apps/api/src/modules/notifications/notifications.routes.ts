import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import {
  NotificationPageQuerySchema,
  NotificationPageSchema,
  UnreadCountSchema,
  type NotificationPage,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { rawResponse } from '../../platform/http/responses.ts'
import { liveStreams } from '../../platform/live/live-streams.ts'
import { NOTIFICATIONS_CHANNEL } from './notifications.repository.ts'
import { notificationsService } from './notifications.service.ts'

const tags = ['notifications']
const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })

/** The signed-in user's notifications, and their live stream (SSE fed by LISTEN/NOTIFY). */
export async function notificationsModule(app: TypedApp, ctx: AppContext) {
  const svc = notificationsService(ctx)
  // Open streams by user id; a payload names the user and the row (notifications.repository.ts).
  const live = liveStreams<void>(app, ctx, {
    channel: NOTIFICATIONS_CHANNEL,
    failure: 'notification push failed',
    async onPayload(payload, streams) {
      let parsed: {
        userId?: unknown
        id?: unknown
        kind?: unknown
        conversationId?: unknown
        messageId?: unknown
      }
      try {
        parsed = JSON.parse(payload)
      } catch {
        return
      }
      if (typeof parsed.userId !== 'string') return
      const targets = streams.targets(parsed.userId)
      if (targets.length === 0) return
      // A conversation message (ADR 0056): ids only, the reader fetches what it may read.
      if (parsed.kind === 'message') {
        const { conversationId, messageId } = parsed
        if (typeof conversationId !== 'string' || typeof messageId !== 'number') return
        for (const { stream } of targets) stream.send('message', { conversationId, messageId })
        return
      }
      if (typeof parsed.id !== 'string') return
      const event = await svc.pushed(parsed.userId, parsed.id)
      if (!event) return
      for (const { stream } of targets) stream.send('notification', event)
    },
  })

  app.get(
    '/notifications',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'My notifications, newest first, with the unread count',
        querystring: NotificationPageQuerySchema,
        response: { 200: NotificationPageSchema },
      },
    },
    async (req): Promise<NotificationPage> => svc.page(req.user!.id, req.query.page),
  )

  app.post(
    '/notifications/:id/read',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'Marks one of my notifications read',
        params: IdParams,
        response: { 200: UnreadCountSchema },
      },
    },
    async (req) => svc.markRead(req.user!.id, req.params.id),
  )

  app.post(
    '/notifications/read-all',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'Marks all my notifications read',
        response: { 200: UnreadCountSchema },
      },
    },
    async (req) => svc.markAllRead(req.user!.id),
  )

  app.get(
    '/notifications/stream',
    {
      auth: 'user',
      schema: {
        tags,
        summary:
          'Server-Sent Events: `event: notification` with {notification, unread} for each new one, ' +
          '`event: message` with {conversationId, messageId} for each new conversation message. ' +
          'EventSource cannot send headers, so this route takes `appKey`/`appSecret` in the query.',
        response: {
          200: rawResponse(
            'text/event-stream',
            'The live stream: `ready`, then `notification` events',
          ),
        },
      },
    },
    async (req, reply) => {
      const userId = req.user!.id
      const stream = live.open(req, reply, userId, undefined)
      stream.send('ready', { unread: await svc.unread(userId) })
    },
  )
}
