import { ActionIcon, Indicator } from '@mantine/core'
import { IconMessageCircle } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useLocale } from '../../../lib/i18n.ts'
import { routes } from '../../../lib/routes.ts'
import { useLiveConversations, useUnreadMessages } from '../api.ts'

/** The header's link to the inbox with the unread count, kept live by the notification stream. */
export function MessagesLink() {
  const { t } = useLocale()
  useLiveConversations()
  const unread = useUnreadMessages(true).data?.unread ?? 0
  const label =
    unread > 0
      ? t('conversations.header.labelUnread', { count: unread })
      : t('conversations.header.label')
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      offset={4}
      color="red"
      disabled={unread === 0}
      data-testid="messages-badge"
    >
      <ActionIcon
        component={Link}
        to={routes.conversations}
        variant="subtle"
        size="lg"
        radius="xl"
        aria-label={label}
      >
        <IconMessageCircle size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  )
}
