import { Alert, Divider, Stack, Text, Title } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { useCurrentFees, useFeeSchedules } from '../../features/fees/admin/api.ts'
import {
  CreateScheduleForm,
  CurrentFeesSummary,
  FeeSchedulesTable,
} from '../../features/fees/admin/components/fee-schedules.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { AdminShell, useIsMaster } from './admin-shell.tsx'

/**
 * `/admin/fees` (ADR 0019): the schedules with their state; an admin master creates drafts,
 * publishes one for a day ≥ 15 days ahead (every provider is notified) or withdraws it before it
 * starts. A basic admin reads the same list.
 */
export function AdminFeesPage() {
  const { t } = useLocale()
  const master = useIsMaster()
  const schedules = useFeeSchedules()
  const current = useCurrentFees()

  let list
  if (schedules.isPending) list = <LoadingState />
  else if (schedules.isError)
    list = <ErrorState message={schedules.error.message} onRetry={() => void schedules.refetch()} />
  else if (schedules.data.length === 0) list = <EmptyState title={t('fees.schedules.empty')} />
  else list = <FeeSchedulesTable schedules={schedules.data} master={master} />

  return (
    <AdminShell title={t('fees.schedules.title')}>
      <Stack gap="lg">
        <Text>{t('fees.schedules.intro')}</Text>
        {current.data && <CurrentFeesSummary current={current.data} />}
        {master ? (
          <CreateScheduleForm />
        ) : (
          <Alert variant="light" color="gray" icon={<IconLock aria-hidden />}>
            {t('fees.schedules.readOnly')}
          </Alert>
        )}
        <Divider />
        <Stack gap="sm" component="section" aria-labelledby="fee-list-title">
          <Title order={2} size="h4" id="fee-list-title">
            {t('fees.schedules.listTitle')}
          </Title>
          {list}
        </Stack>
      </Stack>
    </AdminShell>
  )
}
