import { notifications } from '@mantine/notifications'
import { i18n } from './i18n.ts'

/** A confirmation toast whose close button has a name (axe "button-name"). */
export function notifyAdmin(message: string, color: 'teal' | 'red' = 'teal') {
  notifications.show({
    color,
    message,
    closeButtonProps: { 'aria-label': i18n.t('web.common.close') },
  })
}
