import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import {
  NotificationPageQuerySchema,
  NotificationPageSchema,
  NOTIFICATIONS_PER_PAGE,
  UnreadCountSchema,
  type NotificationDto,
  type NotificationPage,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { rawResponse } from '../../platform/http/responses.ts'
import { liveHub } from '../../platform/live/live-hub.ts'
import { openSse, type SseStream } from '../../platform/live/sse.ts'
import { NOTIFICATIONS_CHANNEL } from './notify.ts'
import { notificationsRepository, type NotificationRow } from './notifications.repository.ts'

const tags = ['notifications']
const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })

export function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    code: row.code,
    link: row.link,
    params: row.params,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The signed-in user's notifications, and their live stream (SSE fed by LISTEN/NOTIFY). */
export async function notificationsModule(app: TypedApp, ctx: AppContext) {
  const repo = notificationsRepository(ctx.db)
  const hub = liveHub(ctx.database, NOTIFICATIONS_CHANNEL, ctx.log)
  /** Open streams of this process, by user id. */
  const streams = new Map<string, Set<SseStream>>()

  hub.subscribe((payload) => {
    let parsed: { userId?: unknown; id?: unknown }
    try {
      parsed = JSON.parse(payload)
    } catch {
      return
    }
    if (typeof parsed.userId !== 'string' || typeof parsed.id !== 'string') return
    const mine = streams.get(parsed.userId)
    if (!mine?.size) return
    void push(parsed.userId, parsed.id, mine).catch((err) =>
      ctx.log.error({ err }, 'notification push failed'),
    )
  })

  async function push(userId: string, id: string, targets: Set<SseStream>) {
    const [row, unread] = await Promise.all([repo.findOwn(userId, id), repo.unread(userId)])
    if (!row) return
    for (const stream of targets) {
      stream.send('notification', { notification: toNotificationDto(row), unread })
    }
  }

  app.addHook('onReady', async () => hub.start())
  // Open streams would keep the server from closing: end them first, then stop listening.
  app.addHook('preClose', async () => {
    for (const set of streams.values()) for (const s of set) s.close()
    streams.clear()
  })
  app.addHook('onClose', async () => hub.stop())

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
    async (req): Promise<NotificationPage> => {
      const { page } = req.query
      const userId = req.user!.id
      const [rows, total, unread] = await Promise.all([
        repo.list(userId, NOTIFICATIONS_PER_PAGE, (page - 1) * NOTIFICATIONS_PER_PAGE),
        repo.count(userId),
        repo.unread(userId),
      ])
      return {
        data: rows.map(toNotificationDto),
        last_page: Math.max(1, Math.ceil(total / NOTIFICATIONS_PER_PAGE)),
        unread,
      }
    },
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
    async (req) => {
      const userId = req.user!.id
      const { id } = req.params
      if (!(await repo.markRead(userId, id, ctx.clock.now()))) throw new AppError('NOT_FOUND')
      return { unread: await repo.unread(userId) }
    },
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
    async (req) => {
      await repo.markAllRead(req.user!.id, ctx.clock.now())
      return { unread: 0 }
    },
  )

  app.get(
    '/notifications/stream',
    {
      auth: 'user',
      schema: {
        tags,
        summary:
          'Server-Sent Events: `event: notification` with {notification, unread} for each new one. ' +
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
      let set = streams.get(userId)
      if (!set) streams.set(userId, (set = new Set()))
      const mine = set
      const stream = openSse(req, reply, () => {
        mine.delete(stream)
        if (!mine.size && streams.get(userId) === mine) streams.delete(userId)
      })
      mine.add(stream)
      stream.send('ready', { unread: await repo.unread(userId) })
    },
  )
}
