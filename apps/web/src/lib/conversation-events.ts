import { useEffect, useRef } from 'react'

/** A new conversation message, as the notification stream announces it (ids only). */
export interface MessageEventData {
  conversationId: string
  messageId: number
}

type Listener = (event: MessageEventData) => void
const listeners = new Set<Listener>()

/**
 * The notification stream (features/notifications) hears `event: message`; the conversations
 * feature reacts. A feature does not import another, so the hand-over lives here (ADR 0056).
 */
export function emitMessageEvent(event: MessageEventData) {
  for (const listener of listeners) listener(event)
}

/** Runs `onMessage` for every message announced while the component is mounted. */
export function useMessageEvents(onMessage: Listener) {
  const latest = useRef(onMessage)
  useEffect(() => {
    latest.current = onMessage
  })
  useEffect(() => {
    const listener: Listener = (e) => latest.current(e)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }, [])
}
