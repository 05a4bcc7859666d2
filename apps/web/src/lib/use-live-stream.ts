import { useEffect, useRef } from 'react'

/** Delays before opening a refused stream again, growing to the last. */
const RETRY_MS = [2_000, 5_000, 15_000, 30_000]

export interface LiveHandlers {
  /** One named server-sent event and its raw data. */
  onEvent: (name: string, data: string) => void
  /** The stream is open; `reconnected` when it was open before (events may have been missed). */
  onOpen?: (reconnected: boolean) => void
  /** The stream dropped (the browser retries by itself) or was refused (retried here). */
  onError?: () => void
}

/**
 * Holds one server-sent event stream (`lib/api-client.ts` `apiStreamUrl`) while `url` is set —
 * the notification bell's and an ad auction's, for the supplier and for admins. The browser
 * reconnects by itself after a dropped connection; when the server refused it (the EventSource is
 * CLOSED) it is retried with a growing delay, back to the first delay once an event arrives.
 * Without EventSource (very old browsers, jsdom) nothing happens: the screens still work, not live.
 * A change of `url`, `events` or `session` opens a new stream; the handlers may change freely.
 */
export function useLiveStream(
  url: string | null,
  events: readonly string[],
  handlers: LiveHandlers,
  session = '',
) {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })
  const names = events.join(' ')
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return
    let source: EventSource | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let attempt = 0
    let stopped = false
    let opened = false

    const connect = () => {
      source = new EventSource(url, { withCredentials: true })
      for (const name of names.split(' '))
        source.addEventListener(name, (e) => {
          attempt = 0
          latest.current.onEvent(name, (e as MessageEvent<string>).data)
        })
      source.onopen = () => {
        latest.current.onOpen?.(opened)
        opened = true
      }
      source.onerror = () => {
        latest.current.onError?.()
        if (stopped || !source || source.readyState !== EventSource.CLOSED) return
        source.close()
        timer = setTimeout(connect, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)])
      }
    }
    connect()
    return () => {
      stopped = true
      clearTimeout(timer)
      source?.close()
    }
  }, [url, names, session])
}
