import { z } from 'zod'

/* What the bell answers (spec §3; ADR 0024: params are raw and formatted when read). */

export const NotificationDtoSchema = z.object({
  id: z.string(),
  code: z.string(),
  link: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  read: z.boolean(),
  createdAt: z.string(),
})
export type NotificationDto = z.infer<typeof NotificationDtoSchema>

export const NotificationPageSchema = z.object({
  data: z.array(NotificationDtoSchema),
  last_page: z.number().int(),
  unread: z.number().int(),
})
export type NotificationPage = z.infer<typeof NotificationPageSchema>

/** What the SSE stream sends as `event: notification`. */
export const NotificationEventSchema = z.object({
  notification: NotificationDtoSchema,
  unread: z.number().int(),
})
export type NotificationEvent = z.infer<typeof NotificationEventSchema>

/** `POST /notifications/:id/read` and `/notifications/read-all`: the unread count after it. */
export const UnreadCountSchema = z.object({ unread: z.number().int() })
export type UnreadCount = z.infer<typeof UnreadCountSchema>
