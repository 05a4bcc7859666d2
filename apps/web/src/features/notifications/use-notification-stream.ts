import { useQueryClient } from '@tanstack/react-query'
import type { NotificationEvent } from '@galera/shared/notifications/notification.schemas.ts'
import { emitMessageEvent, type MessageEventData } from '../../lib/conversation-events.ts'
import { useLiveStream } from '../../lib/use-live-stream.ts'
import { applyPushed, NOTIFICATIONS_KEY, streamUrl } from './api.ts'

const EVENTS = ['notification', 'message'] as const

/**
 * Keeps the bell's stream open while the user is signed in (lib/use-live-stream.ts: retried when
 * refused, closed on logout). Each reconnection refetches the list, since events may have been
 * missed; the first connection comes with the list's own first fetch. `message` events (a new
 * conversation message, ADR 0056) are handed to the conversations feature.
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
      onEvent: (name, data) => {
        if (name === 'message') {
          try {
            emitMessageEvent(JSON.parse(data) as MessageEventData)
          } catch {
            // A malformed event is dropped: the screens refetch on focus.
          }
          return
        }
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
