import { useState } from 'react'
import { Alert, Button, Stack, Table, Text, Title } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { IconAlertCircle, IconCheck } from '@tabler/icons-react'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { ErrorState, LoadingState } from '../../../../components/states.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { FAILED_MAILS_KEY, retryFailedMail, useFailedMails } from '../api.ts'

/**
 * ADR 0066: the mails that failed for good (every retry refused by the mail server), with the
 * last error and a button that queues the mail again (one more attempt; audited by the API).
 */
export function FailedMails() {
  const { t, locale } = useLocale()
  const queryClient = useQueryClient()
  const mails = useFailedMails()
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const retry = useMutation({
    mutationFn: (id: string) => retryFailedMail(id),
    onSuccess: () => {
      setMessage({ ok: true, text: t('admin.mailQueue.retried') })
      void queryClient.invalidateQueries({ queryKey: FAILED_MAILS_KEY })
    },
    onError: (e) => setMessage({ ok: false, text: e.message }),
  })
  return (
    <Stack gap="sm" component="section" aria-labelledby="failed-mails-title">
      <Title order={2} size="h3" id="failed-mails-title">
        {t('admin.mailQueue.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('admin.mailQueue.help')}
      </Text>
      {message && (
        <Alert
          color={message.ok ? 'green' : 'red'}
          variant="light"
          role={message.ok ? 'status' : 'alert'}
          icon={message.ok ? <IconCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
        >
          {message.text}
        </Alert>
      )}
      {mails.isPending ? (
        <LoadingState />
      ) : mails.isError ? (
        <ErrorState message={mails.error.message} onRetry={() => void mails.refetch()} />
      ) : mails.data.data.length === 0 ? (
        <Text>{t('admin.mailQueue.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.mailQueue.to')}</Table.Th>
                <Table.Th scope="col">{t('admin.mailQueue.subject')}</Table.Th>
                <Table.Th scope="col">{t('admin.mailQueue.failedAt')}</Table.Th>
                <Table.Th scope="col">{t('admin.mailQueue.error')}</Table.Th>
                <Table.Th scope="col">{t('admin.common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {mails.data.data.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{m.to}</Table.Td>
                  <Table.Td>{m.subject}</Table.Td>
                  <Table.Td>
                    {formatDateTime(m.failedAt, locale)}
                    <Text size="xs" c="dimmed">
                      {t('admin.mailQueue.attempts', { count: m.attempts })}
                    </Text>
                  </Table.Td>
                  <Table.Td>{m.error ?? t('admin.mailQueue.noError')}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      loading={retry.isPending && retry.variables === m.id}
                      disabled={retry.isPending}
                      aria-label={t('admin.mailQueue.retryTo', { to: m.to })}
                      onClick={() => retry.mutate(m.id)}
                    >
                      {t('admin.mailQueue.retry')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
