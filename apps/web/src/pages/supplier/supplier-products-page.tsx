import { Link } from 'react-router'
import { Button, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core'
import { IconArrowBackUp, IconPlus, IconTrash } from '@tabler/icons-react'
import { pathTo } from '../../lib/routes.ts'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { SupplierNav } from '../../features/suppliers/panel/supplier-nav.tsx'
import {
  ProductListFilters,
  useProductList,
} from '../../features/products/components/product-list-filters.tsx'
import { ProductRows } from '../../features/products/components/product-rows.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/**
 * Supplier settings → products `/promotor/panel/supplier/settings/products`: my
 * products with search and a status filter; remove (inactive, history kept) and undo.
 */
export function SupplierProductsPage() {
  const { t } = useLocale()
  usePageTitle(t('products.list.title'))
  const { q, typeSearch, status, page, list, busy, change, setQuery } = useProductList('supplier', {
    inactive: t('products.list.removed'),
    active: t('products.list.restored'),
  })

  let body
  if (list.isPending) body = <LoadingState />
  else if (list.isError)
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
  else if (list.data.data.length === 0)
    body = (
      <EmptyState title={t('products.list.empty')}>
        <Text size="sm" c="dimmed">
          {t('products.list.emptyHint')}
        </Text>
      </EmptyState>
    )
  else
    body = (
      <Stack
        gap="md"
        aria-busy={list.isPlaceholderData}
        style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
      >
        <Text size="sm" c="dimmed" role="status">
          {t('products.list.total', { count: list.data.total })}
        </Text>
        <ProductRows
          rows={list.data.data}
          linkTo={(row) => pathTo('supplierProduct', { id: row.id })}
          actions={(row) =>
            row.status === 'active' ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                loading={busy === row.id}
                aria-label={t('products.list.removeNamed', { name: row.name })}
                onClick={() => void change(row, 'inactive')}
              >
                {t('products.list.remove')}
              </Button>
            ) : row.deactivatedByAdmin ? null : (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconArrowBackUp size={14} aria-hidden />}
                loading={busy === row.id}
                aria-label={t('products.list.undoNamed', { name: row.name })}
                onClick={() => void change(row, 'active')}
              >
                {t('products.list.undo')}
              </Button>
            )
          }
        />
        {list.data.last_page > 1 && (
          <Group justify="center">
            <Pagination
              total={list.data.last_page}
              value={page}
              onChange={(p) => setQuery({ page: p > 1 ? String(p) : undefined })}
              aria-label={t('products.list.pagination')}
              getControlProps={() => ({ 'aria-label': t('products.list.pagination') })}
            />
          </Group>
        )}
      </Stack>
    )

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <SupplierNav />
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 280px' }}>
            <Title order={1}>{t('products.list.title')}</Title>
            <Text c="dimmed">{t('products.list.intro')}</Text>
          </Stack>
          <Button
            component={Link}
            to={pathTo('supplierProduct', { id: 'new' })}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('products.list.new')}
          </Button>
        </Group>
        <ProductListFilters
          searchLabel={t('products.list.search')}
          q={q}
          onSearch={typeSearch}
          status={status}
          onStatus={(v) => setQuery({ status: v === 'all' ? undefined : v, page: undefined })}
        />
        {body}
      </Stack>
    </Container>
  )
}
