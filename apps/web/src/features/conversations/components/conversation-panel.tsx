import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconMessageCircle } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useLocale } from '../../../lib/i18n.ts'
import { pathTo } from '../../../lib/routes.ts'
import { useLiveConversations, useSubjectConversation, type ConversationSubject } from '../api.ts'
import { ConversationButton } from './conversation-button.tsx'
import { ContactCard, counterpartName } from './conversation-parts.tsx'

/**
 * The conversation entry on a job or budget proposal page: the link to it with the unread count
 * and, after the deal, the other side's phone and e-mail (ADR 0056); a button that opens it when
 * none exists yet.
 */
export function ConversationPanel({
  subject,
  name,
}: {
  subject: Exclude<ConversationSubject, { kind: 'promoter' }>
  /** The other side's name, for the button when no conversation exists yet. */
  name: string
}) {
  const { t } = useLocale()
  useLiveConversations()
  const query = useSubjectConversation(subject)
  if (!query.data) return null
  const c = query.found
  if (!c) return <ConversationButton subject={subject} name={name} />
  return (
    <Card
      component="section"
      withBorder
      radius="lg"
      padding="lg"
      aria-labelledby={`conversation-${c.id}`}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconMessageCircle size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Title order={2} size="h4" id={`conversation-${c.id}`}>
            {t('conversations.panel.title', { name: counterpartName(c, t) })}
          </Title>
        </Group>
        {c.unread > 0 && (
          <Text size="sm" fw={600} c="red">
            {t('conversations.panel.unread', { count: c.unread })}
          </Text>
        )}
        <Anchor
          component={Link}
          to={pathTo('conversation', { id: c.id })}
          fw={600}
          data-testid="open-conversation"
        >
          {c.lastMessage
            ? t('conversations.panel.open')
            : t('conversations.panel.start', { name: counterpartName(c, t) })}
        </Anchor>
        {c.contact ? (
          <ContactCard contact={c.contact} />
        ) : (
          <Text size="xs" c="dimmed">
            {t('conversations.panel.beforeDeal')}
          </Text>
        )}
      </Stack>
    </Card>
  )
}
