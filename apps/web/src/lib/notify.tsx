import { useSyncExternalStore, type ReactNode } from 'react'
import { List } from '@mantine/core'
import type { NotificationData } from '@mantine/notifications'
import { i18n } from './i18n.ts'

/*
 * The app's toasts, once: every feature shows its confirmations and failures through these.
 * Mantine's notifications (store, container, transitions) are a chunk of their own, loaded with
 * the first toast (ADR 0069): no page needs them to show or to answer a first click.
 */

let wanted = false
const listeners = new Set<() => void>()

function show(notification: NotificationData) {
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  void import('@mantine/notifications').then((m) => m.notifications.show(notification))
}

/** True once a toast was asked for: the providers then mount the toasts' container. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => wanted,
    () => false,
  )
}

/** Every toast's close button needs a name (axe "button-name"). */
const closeButtonProps = () => ({ 'aria-label': i18n.t('web.common.close') })

/** A red alert (spec §8: "400 alert with message"). */
export function notifyError(message: string, title?: string) {
  show({
    color: 'red',
    title: title ?? i18n.t('web.common.errorTitle'),
    message,
    autoClose: 8000,
    closeButtonProps: closeButtonProps(),
  })
}

/** Spec §8: a 422 lists every validation message. */
export function notifyValidation(title: string, messages: string[]) {
  show({
    color: 'red',
    title,
    autoClose: 10_000,
    closeButtonProps: closeButtonProps(),
    message: (
      <List size="sm" spacing={2}>
        {messages.map((m, i) => (
          <List.Item key={`${i}-${m}`}>{m}</List.Item>
        ))}
      </List>
    ),
  })
}

export function notifyInfo(message: string, title?: string) {
  show({ color: 'festa', title, message, closeButtonProps: closeButtonProps() })
}

/**
 * A green confirmation. The message may carry more than text (the hire's link to the new
 * solicitation); `more` sets how long it stays and its icon.
 */
export function notifySuccess(
  message: ReactNode,
  title?: string,
  more: { autoClose?: number; icon?: ReactNode } = {},
) {
  show({
    color: 'teal',
    title,
    message,
    closeButtonProps: closeButtonProps(),
    ...more,
  })
}
