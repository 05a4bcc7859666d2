import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { Link } from 'react-router'
import type { ConversationDto } from '@galera/shared/conversations/conversation.schemas.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { EmptyState } from '../../../components/states.tsx'
import { useLocale } from '../../../lib/i18n.ts'
import { pathTo } from '../../../lib/routes.ts'
import { conversationTopic, counterpartName } from './conversation-parts.tsx'

/** The inbox: one card per conversation, unread first in weight, latest activity first. */
export function ConversationList({ items }: { items: ConversationDto[] }) {
  const { t, locale } = useLocale()
  if (items.length === 0)
    return (
      <EmptyState title={t('conversations.inbox.empty')}>
        {t('conversations.inbox.emptyHint')}
      </EmptyState>
    )
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('conversations.inbox.listLabel')}>
      {items.map((c) => {
        const last = c.lastMessage
        return (
          <li key={c.id} style={{ listStyle: 'none' }}>
            <UnstyledButton
              component={Link}
              to={pathTo('conversation', { id: c.id })}
              w="100%"
              data-testid="conversation-item"
            >
              <Card withBorder radius="md" padding="md">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={c.unread > 0 ? 700 : 600}>{counterpartName(c, t)}</Text>
                    <Text size="xs" c="dimmed">
                      {conversationTopic(c, t)}
                    </Text>
                    <Text size="sm" lineClamp={1} fw={c.unread > 0 ? 600 : 400}>
                      {last
                        ? last.mine
                          ? t('conversations.inbox.you', { text: last.text })
                          : last.text
                        : t('conversations.inbox.noMessages')}
                    </Text>
                  </Stack>
                  <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                    {last && (
                      <Text size="xs" c="dimmed">
                        {formatDateTime(last.createdAt, locale)}
                      </Text>
                    )}
                    {c.unread > 0 && (
                      <Badge color="red" size="sm">
                        {t('conversations.inbox.unread', { count: c.unread })}
                      </Badge>
                    )}
                  </Stack>
                </Group>
              </Card>
            </UnstyledButton>
          </li>
        )
      })}
    </Stack>
  )
}
