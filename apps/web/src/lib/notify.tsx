import type { ReactNode } from 'react'
import { List } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { i18n } from './i18n.ts'

/*
 * The app's toasts, once: every feature shows its confirmations and failures through these.
 */

/** Every toast's close button needs a name (axe "button-name"). */
const closeButtonProps = () => ({ 'aria-label': i18n.t('web.common.close') })

/** A red alert (spec §8: "400 alert with message"). */
export function notifyError(message: string, title?: string) {
  notifications.show({
    color: 'red',
    title: title ?? i18n.t('web.common.errorTitle'),
    message,
    autoClose: 8000,
    closeButtonProps: closeButtonProps(),
  })
}

/** Spec §8: a 422 lists every validation message. */
export function notifyValidation(title: string, messages: string[]) {
  notifications.show({
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
  notifications.show({ color: 'festa', title, message, closeButtonProps: closeButtonProps() })
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
  notifications.show({
    color: 'teal',
    title,
    message,
    closeButtonProps: closeButtonProps(),
    ...more,
  })
}
