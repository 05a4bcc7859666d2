import { notifications } from '@mantine/notifications'
import { i18n } from '../../lib/i18n.ts'

/** A green confirmation whose close button has a name (axe "button-name"). */
export function notifyDone(message: string) {
  notifications.show({
    color: 'teal',
    message,
    closeButtonProps: { 'aria-label': i18n.t('profile.close') },
  })
}
