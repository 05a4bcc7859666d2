import { Stack, Table, Text, Title } from '@mantine/core'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { ErrorState, LoadingState } from '../../../../components/states.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { useFailedTickerRuns } from '../api.ts'

/**
 * ADR 0071: the ticker's runs that failed for good (every retry threw), with the slot's time, the
 * attempts and the last error. Nothing to send again: the next slots run the same idempotent jobs.
 */
export function FailedTickerRuns() {
  const { t, locale } = useLocale()
  const runs = useFailedTickerRuns()
  return (
    <Stack gap="sm" component="section" aria-labelledby="failed-ticker-runs-title">
      <Title order={2} size="h3" id="failed-ticker-runs-title">
        {t('admin.tickerFailures.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('admin.tickerFailures.help')}
      </Text>
      {runs.isPending ? (
        <LoadingState />
      ) : runs.isError ? (
        <ErrorState message={runs.error.message} onRetry={() => void runs.refetch()} />
      ) : runs.data.data.length === 0 ? (
        <Text>{t('admin.tickerFailures.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.tickerFailures.slotAt')}</Table.Th>
                <Table.Th scope="col">{t('admin.tickerFailures.failedAt')}</Table.Th>
                <Table.Th scope="col">{t('admin.tickerFailures.error')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.data.data.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatDateTime(r.slotAt, locale)}</Table.Td>
                  <Table.Td>
                    {formatDateTime(r.failedAt, locale)}
                    <Text size="xs" c="dimmed">
                      {t('admin.tickerFailures.attempts', { count: r.attempts })}
                    </Text>
                  </Table.Td>
                  <Table.Td>{r.error ?? t('admin.tickerFailures.noError')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
