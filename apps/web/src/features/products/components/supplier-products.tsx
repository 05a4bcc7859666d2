import { useState } from 'react'
import { Stack, Title } from '@mantine/core'
import { useLocale } from '../../../lib/i18n.ts'
import { useProductWords, usePublicProducts } from '../api.ts'
import { ProductGrid } from './product-grid.tsx'

/** The supplier's active products under its company page `/fornecedor/:id`. */
export function SupplierProducts({ supplierId }: { supplierId: string }) {
  const ready = useProductWords()
  const [page, setPage] = useState(1)
  const query = usePublicProducts({ supplierId, page })
  if (!ready) return null
  return <Section query={query} page={page} onPage={setPage} />
}

function Section({
  query,
  page,
  onPage,
}: {
  query: ReturnType<typeof usePublicProducts>
  page: number
  onPage: (page: number) => void
}) {
  const { t } = useLocale()
  return (
    <Stack gap="md" component="section" aria-labelledby="supplier-products">
      <Title order={2} size="h3" id="supplier-products">
        {t('products.supplierPage.title')}
      </Title>
      <ProductGrid
        query={query}
        page={page}
        onPage={onPage}
        emptyTitle={t('products.supplierPage.empty')}
      />
    </Stack>
  )
}
