import { useState } from 'react'
import { NativeSelect, Stack, Text, Title } from '@mantine/core'
import {
  ADMIN_PAYMENT_FILTERS,
  type AdminPaymentFilter,
} from '@galera/shared/payments/admin-payments.schemas.ts'
import { useAdminPayments, useReconciliation } from '../../features/payments/admin/api.ts'
import { PaymentBuckets } from '../../features/payments/admin/components/payment-buckets.tsx'
import { AdPaymentsSection } from '../../features/payments/admin/components/ad-payments-section.tsx'
import { AdminPaymentsTable } from '../../features/payments/admin/components/payments-table.tsx'
import { ReconciliationCard } from '../../features/payments/admin/components/reconciliation-card.tsx'
import { PendingDecisions } from '../../features/payments/admin/components/pending-decisions.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { AdminPager, AdminShell, MasterOnly } from './admin-shell.tsx'

/**
 * `/admin/payments` (admin master, ADR 0057): where the money received is, bucket by bucket,
 * adding up; the disputes and flags waiting for a decision (ADR 0063); every payment's status;
 * the daily reconciliation with the provider.
 */
export function AdminPaymentsPage() {
  const { t } = useLocale()
  return (
    <AdminShell title={t('fees.adminPayments.title')}>
      <Text>{t('fees.adminPayments.intro')}</Text>
      <MasterOnly>
        <PaymentsBody />
      </MasterOnly>
    </AdminShell>
  )
}

function PaymentsBody() {
  const { t } = useLocale()
  const [status, setStatus] = useState<AdminPaymentFilter>('all')
  const [page, setPage] = useState(1)
  const list = useAdminPayments({ status, page })
  const report = useReconciliation()

  if (list.isPending || report.isPending) return <LoadingState />
  if (list.isError)
    return <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
  if (report.isError)
    return <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />
  return (
    <Stack gap="xl">
      <PaymentBuckets totals={list.data.totals} />
      <PendingDecisions />
      <ReconciliationCard report={report.data} />
      <Stack gap="sm" component="section" aria-labelledby="payment-list-title">
        <Title order={2} size="h4" id="payment-list-title">
          {t('fees.adminPayments.listTitle')}
        </Title>
        <NativeSelect
          label={t('fees.adminPayments.filter')}
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as AdminPaymentFilter)
            setPage(1)
          }}
          data={ADMIN_PAYMENT_FILTERS.map((f) => ({
            value: f,
            label: t(`fees.adminPayments.statuses.${f}`),
          }))}
          maw={240}
        />
        {list.data.data.length === 0 ? (
          <EmptyState title={t('fees.adminPayments.empty')} />
        ) : (
          <AdminPaymentsTable payments={list.data.data} />
        )}
        <AdminPager page={page} total={list.data.last_page} onChange={setPage} />
      </Stack>
      <AdPaymentsSection />
    </Stack>
  )
}
