import { useState } from 'react'
import { NativeSelect, Stack, Text, Title } from '@mantine/core'
import { usePayouts, type PayoutFilter } from '../../features/fees/admin/api.ts'
import { LedgerTotals, PayoutsTable } from '../../features/fees/admin/components/payouts.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { AdminPager, AdminShell, useIsMaster } from './admin-shell.tsx'

const FILTERS: PayoutFilter[] = ['due', 'paid', 'all']

/** `/admin/payouts`: the ledger totals (reconciled) and the payouts; an admin master marks them paid. */
export function AdminPayoutsPage() {
  const { t } = useLocale()
  const master = useIsMaster()
  const [status, setStatus] = useState<PayoutFilter>('due')
  const [page, setPage] = useState(1)
  const overview = usePayouts({ status, page })

  let body
  if (overview.isPending) body = <LoadingState />
  else if (overview.isError)
    body = <ErrorState message={overview.error.message} onRetry={() => void overview.refetch()} />
  else
    body = (
      <Stack gap="lg">
        <LedgerTotals totals={overview.data.totals} />
        <Stack gap="sm" component="section" aria-labelledby="payout-list-title">
          <Title order={2} size="h4" id="payout-list-title">
            {t('fees.payouts.listTitle')}
          </Title>
          <NativeSelect
            label={t('fees.payouts.filter')}
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value as PayoutFilter)
              setPage(1)
            }}
            data={FILTERS.map((f) => ({ value: f, label: t(`fees.payouts.statuses.${f}`) }))}
            maw={240}
          />
          {overview.data.data.length === 0 ? (
            <EmptyState title={t('fees.payouts.empty')} />
          ) : (
            <PayoutsTable payouts={overview.data.data} master={master} />
          )}
          <AdminPager page={page} total={overview.data.last_page} onChange={setPage} />
        </Stack>
      </Stack>
    )

  return (
    <AdminShell title={t('fees.payouts.title')}>
      <Text>{t('fees.payouts.intro')}</Text>
      {body}
    </AdminShell>
  )
}
