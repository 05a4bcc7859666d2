import { Container, Stack, Text, Title } from '@mantine/core'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { useAdInvoices } from '../../features/promotions/supplier/ad-invoices.ts'
import { AdInvoiceCard } from '../../features/promotions/supplier/components/ad-invoice-card.tsx'
import { SupplierNav } from '../../features/suppliers/panel/supplier-nav.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** `/promotor/panel/supplier/ad-invoices`: the won ads to pay, paid or passed on (ADR 0060). */
export function SupplierAdInvoicesPage() {
  const { t } = useLocale()
  usePageTitle(t('supplierPromotions.invoices.title'))
  const list = useAdInvoices()
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <SupplierNav />
        <Stack gap={4}>
          <Title order={1}>{t('supplierPromotions.invoices.title')}</Title>
          <Text c="dimmed">{t('supplierPromotions.invoices.intro')}</Text>
        </Stack>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState title={t('supplierPromotions.invoices.empty')} />
        ) : (
          list.data.items.map((inv) => <AdInvoiceCard key={inv.id} invoice={inv} />)
        )}
      </Stack>
    </Container>
  )
}
