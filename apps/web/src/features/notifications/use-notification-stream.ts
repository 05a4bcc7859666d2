import { useQueryClient } from '@tanstack/react-query'
import type { NotificationEvent } from '@galera/shared/notifications/notification.schemas.ts'
import { useLiveStream } from '../../lib/use-live-stream.ts'
import { applyPushed, NOTIFICATIONS_KEY, streamUrl } from './api.ts'

const EVENTS = ['notification'] as const

/**
 * Keeps the bell's stream open while the user is signed in (lib/use-live-stream.ts: retried when
 * refused, closed on logout). Each reconnection refetches the list, since events may have been
 * missed; the first connection comes with the list's own first fetch.
 */
export function useNotificationStream(userId: string) {
  const client = useQueryClient()
  useLiveStream(
    streamUrl(),
    EVENTS,
    {
      onOpen: (reconnected) => {
        if (reconnected) void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY })
      },
      onEvent: (_name, data) => {
        try {
          applyPushed(client, JSON.parse(data) as NotificationEvent)
        } catch {
          void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY })
        }
      },
    },
    userId,
  )
}
