import { Container, Stack, Text, Title } from '@mantine/core'
import { useDomains, useSupplierDashboard } from '../../features/dashboards/api.ts'
import { SupplierDashboard } from '../../features/dashboards/components/supplier-dashboard.tsx'
import { SupplierNav } from '../../features/suppliers/panel/supplier-nav.tsx'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { CertificationRequiredNotice } from '../../features/admin/certification/components/certification-required-notice.tsx'

/**
 * `/promotor/panel/supplier/start`, where suppliers land: requests waiting for an answer, answer
 * rate and time, deals, ratings, active promotions and auctions it leads.
 */
export function SupplierStartPage() {
  const { t } = useLocale()
  const ready = useDomains('dashboards', 'promotions')
  const dashboard = useSupplierDashboard()
  usePageTitle(ready ? t('dashboards.supplier.title') : undefined)

  let body
  if (!ready || dashboard.isPending) body = <LoadingState />
  else if (dashboard.isError)
    body = <ErrorState message={dashboard.error.message} onRetry={() => void dashboard.refetch()} />
  else body = <SupplierDashboard data={dashboard.data} />

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <SupplierNav />
        <CertificationRequiredNotice />
        {ready && (
          <Stack gap={4}>
            <Title order={1}>{t('dashboards.supplier.title')}</Title>
            <Text c="dimmed">{t('dashboards.supplier.subtitle')}</Text>
          </Stack>
        )}
        {body}
      </Stack>
    </Container>
  )
}
