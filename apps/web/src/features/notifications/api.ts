import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type {
  NotificationDto,
  NotificationEvent,
  NotificationPage,
} from '@galera/shared/notifications/notification.schemas.ts'
import { api, apiStreamUrl } from '../../lib/api-client.ts'

export const NOTIFICATIONS_KEY = ['notifications', 'list'] as const

export type NotificationPages = InfiniteData<NotificationPage, number>

export function fetchNotifications(page: number, signal?: AbortSignal) {
  return api.get<NotificationPage>('/notifications', { query: { page }, signal, notify: false })
}

export function markRead(id: string) {
  return api.post<{ unread: number }>(`/notifications/${id}/read`)
}

export function markAllRead() {
  return api.post<{ unread: number }>('/notifications/read-all')
}

/** The bell's live stream (lib/api-client.ts `apiStreamUrl`). */
export const streamUrl = () => apiStreamUrl('/notifications/stream')

/** Puts a pushed notification on top of the cached first page and takes the new unread count. */
export function applyPushed(client: QueryClient, event: NotificationEvent) {
  client.setQueryData<NotificationPages>(NOTIFICATIONS_KEY, (old) => {
    if (!old) return old
    const [first, ...rest] = old.pages
    if (first.data.some((n) => n.id === event.notification.id)) return old
    return {
      ...old,
      pages: [
        { ...first, data: [event.notification, ...first.data], unread: event.unread },
        ...rest.map((p) => ({ ...p, unread: event.unread })),
      ],
    }
  })
}

/** After a read: the item(s) flip to read and the badge takes the server's count. */
export function applyRead(client: QueryClient, id: string | 'all', unread: number) {
  client.setQueryData<NotificationPages>(NOTIFICATIONS_KEY, (old) => {
    if (!old) return old
    const flip = (n: NotificationDto) => (id === 'all' || n.id === id ? { ...n, read: true } : n)
    return {
      ...old,
      pages: old.pages.map((p) => ({ ...p, unread, data: p.data.map(flip) })),
    }
  })
}
