import { Container, Stack, Text, Title } from '@mantine/core'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { SupplierNav } from '../../features/suppliers/panel/supplier-nav.tsx'
import { useMyCompanyPage } from '../../features/suppliers/page/api.ts'
import { CompanyPageForm } from '../../features/suppliers/page/components/company-page-form.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/**
 * Supplier settings → company page `/promotor/panel/supplier/settings/company`: about
 * (rich text, 500–3000 characters), logo, about picture, header colour, contact and site.
 */
export function SupplierCompanyPageEditor() {
  const { t } = useLocale()
  usePageTitle(t('catalogue.supplierPage.title'))
  const page = useMyCompanyPage()
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <SupplierNav />
        <Stack gap={4}>
          <Title order={1}>{t('catalogue.supplierPage.title')}</Title>
          <Text c="dimmed">{t('catalogue.supplierPage.intro')}</Text>
        </Stack>
        {page.isPending ? (
          <LoadingState />
        ) : page.isError ? (
          <ErrorState message={page.error.message} onRetry={() => void page.refetch()} />
        ) : (
          <CompanyPageForm key={page.data.updatedAt ?? 'new'} page={page.data} />
        )}
      </Stack>
    </Container>
  )
}
