import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { NotificationEvent } from '@galera/shared/notifications/notification.schemas.ts'
import { applyPushed, NOTIFICATIONS_KEY, streamUrl } from './api.ts'

const RETRY_MS = [2_000, 5_000, 15_000, 30_000]

/**
 * Keeps one EventSource open while the user is signed in. The browser reconnects by itself after a
 * dropped connection; when the server refused it (the EventSource is CLOSED) we retry with a
 * growing delay. Each (re)connection refetches the list, since events may have been missed.
 * Unmounting (logout) closes it.
 */
export function useNotificationStream(userId: string) {
  const client = useQueryClient()
  useEffect(() => {
    // Without EventSource (very old browsers, jsdom) the list still works; it is just not live.
    if (typeof EventSource === 'undefined') return
    let source: EventSource | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let attempt = 0
    let stopped = false
    let connectedBefore = false

    const connect = () => {
      source = new EventSource(streamUrl(), { withCredentials: true })
      source.addEventListener('ready', () => {
        attempt = 0
        // The first connection comes with the list's own first fetch; a reconnection may have
        // missed events, so it refetches.
        if (connectedBefore) void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY })
        connectedBefore = true
      })
      source.addEventListener('notification', (e) => {
        try {
          applyPushed(client, JSON.parse((e as MessageEvent<string>).data) as NotificationEvent)
        } catch {
          void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY })
        }
      })
      source.onerror = () => {
        if (stopped || !source || source.readyState !== EventSource.CLOSED) return
        source.close()
        const delay = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]
        timer = setTimeout(connect, delay)
      }
    }
    connect()
    return () => {
      stopped = true
      clearTimeout(timer)
      source?.close()
    }
  }, [client, userId])
}
