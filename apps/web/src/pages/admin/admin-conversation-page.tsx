import { Anchor, Group } from '@mantine/core'
import { Link, useParams } from 'react-router'
import { IconArrowLeft } from '@tabler/icons-react'
import { useReportedConversation } from '../../features/conversations/admin/api.ts'
import { ReportedConversationView } from '../../features/conversations/admin/components/reported-conversation.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { isApiError } from '../../lib/api-client.ts'
import { useLocale } from '../../lib/i18n.ts'
import { pathTo } from '../../lib/routes.ts'
import { AdminShell } from './admin-shell.tsx'

/**
 * `/admin/conversation/{id}` (ADR 0058): one reported conversation as written; the API answers
 * 404 for a conversation nobody reported, and writes every read to the audit trail.
 */
export function AdminConversationPage() {
  const { t } = useLocale()
  const { id = '' } = useParams()
  const conversation = useReportedConversation(id)

  const back = (
    <Anchor component={Link} to={pathTo('adminConversations')} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('conversations.admin.back')}
      </Group>
    </Anchor>
  )

  let title = t('conversations.admin.readTitle')
  let body
  if (conversation.isPending) body = <LoadingState />
  else if (conversation.isError) {
    const notFound =
      isApiError(conversation.error) &&
      (conversation.error.status === 404 || conversation.error.status === 422)
    if (notFound) title = t('conversations.admin.notFound')
    body = notFound ? (
      <EmptyState title={t('conversations.admin.notFound')} />
    ) : (
      <ErrorState
        message={conversation.error.message}
        onRetry={() => void conversation.refetch()}
      />
    )
  } else {
    const c = conversation.data.conversation
    title = t('conversations.admin.readTitleNames', {
      hirer: c.hirer.name,
      provider: c.provider.name,
    })
    body = <ReportedConversationView data={conversation.data} />
  }

  return (
    <AdminShell title={title}>
      {back}
      {body}
    </AdminShell>
  )
}
