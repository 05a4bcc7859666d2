import { Container, Stack, Title } from '@mantine/core'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { useConversations, useLiveConversations } from '../../features/conversations/api.ts'
import { ConversationList } from '../../features/conversations/components/conversation-list.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** `/mensagens` (ADR 0056): every conversation of the signed-in user, live. */
export function ConversationsPage() {
  const { t } = useLocale()
  usePageTitle(t('conversations.title'))
  useLiveConversations()
  const query = useConversations()
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('conversations.title')}</Title>
        {query.isPending ? (
          <LoadingState />
        ) : query.isError ? (
          <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
        ) : (
          <ConversationList items={query.data.data} />
        )}
      </Stack>
    </Container>
  )
}
