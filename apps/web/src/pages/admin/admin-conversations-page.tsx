import { Stack, Text } from '@mantine/core'
import { useReportedConversations } from '../../features/conversations/admin/api.ts'
import { ReportedConversationsTable } from '../../features/conversations/admin/components/reported-conversations-table.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { AdminShell } from './admin-shell.tsx'

/** `/admin/conversations` (ADR 0058): conversations with reported messages, open reports first. */
export function AdminConversationsPage() {
  const { t } = useLocale()
  const list = useReportedConversations()

  let body
  if (list.isPending) body = <LoadingState />
  else if (list.isError)
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
  else if (list.data.data.length === 0) body = <EmptyState title={t('conversations.admin.empty')} />
  else
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" role="status">
          {t('conversations.admin.total', { count: list.data.data.length })}
        </Text>
        <ReportedConversationsTable rows={list.data.data} />
      </Stack>
    )

  return (
    <AdminShell title={t('conversations.admin.title')}>
      <Text size="sm">{t('conversations.admin.intro')}</Text>
      {body}
    </AdminShell>
  )
}
