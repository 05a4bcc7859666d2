import { useCallback, useState } from 'react'
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link, useParams } from 'react-router'
import type { ConversationDto } from '@galera/shared/conversations/conversation.schemas.ts'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { isNotFound, useMessages } from '../../features/conversations/api.ts'
import {
  conversationTopic,
  counterpartName,
} from '../../features/conversations/components/conversation-parts.tsx'
import { ConversationThread } from '../../features/conversations/components/conversation-thread.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { routes } from '../../lib/routes.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** `/mensagens/{id}` (ADR 0056): one conversation, live, for its two participants only. */
export function ConversationPage() {
  const { id = '' } = useParams()
  const { t } = useLocale()
  const query = useMessages(id)
  const [conversation, setConversation] = useState<ConversationDto | null>(null)
  const onLoaded = useCallback((c: ConversationDto) => setConversation(c), [])
  usePageTitle(conversation ? counterpartName(conversation, t) : t('conversations.title'))
  const back = (
    <Anchor component={Link} to={routes.conversations} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('conversations.thread.back')}
      </Group>
    </Anchor>
  )
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        {back}
        {query.isPending ? (
          <LoadingState />
        ) : query.isError ? (
          isNotFound(query.error) ? (
            <EmptyState title={t('conversations.thread.notFound')} />
          ) : (
            <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
          )
        ) : (
          <>
            {conversation && (
              <Stack gap={2}>
                <Title order={1}>{counterpartName(conversation, t)}</Title>
                <Text c="dimmed" size="sm">
                  {conversationTopic(conversation, t)}
                </Text>
              </Stack>
            )}
            <ConversationThread id={id} onLoaded={onLoaded} />
          </>
        )}
      </Stack>
    </Container>
  )
}
