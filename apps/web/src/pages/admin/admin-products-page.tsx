import { useState } from 'react'
import { Button, Select, Stack, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconBan, IconCheck } from '@tabler/icons-react'
import { pathTo } from '../../lib/routes.ts'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import {
  ProductListFilters,
  useProductList,
} from '../../features/products/components/product-list-filters.tsx'
import { ProductRows } from '../../features/products/components/product-rows.tsx'
import { useSuppliers } from '../../features/suppliers/page/api.ts'
import { useLocale } from '../../lib/i18n.ts'
import { AdminPager, AdminShell } from './admin-shell.tsx'

/** `/admin/products` (both admin kinds): every product, search, status, supplier; (in)activate. */
export function AdminProductsPage() {
  const { t } = useLocale()
  const { q, typeSearch, status, supplierId, page, list, busy, change, setQuery } = useProductList(
    'admin',
    {
      inactive: t('products.admin.inactivated'),
      active: t('products.admin.activated'),
    },
  )
  const [supplierQ, setSupplierQ] = useState('')
  const [supplierSearch] = useDebouncedValue(supplierQ.trim(), 300)
  const suppliers = useSuppliers(supplierSearch, 1)

  const supplierOptions = (suppliers.data?.data ?? []).map((s) => ({
    value: s.id,
    label: s.tradeName,
  }))
  const chosenSupplier = list.data?.data.find((r) => r.supplier.id === supplierId)?.supplier
  if (supplierId && !supplierOptions.some((o) => o.value === supplierId))
    supplierOptions.push({
      value: supplierId,
      label: chosenSupplier?.tradeName ?? t('products.admin.supplier'),
    })

  let body
  if (list.isPending) body = <LoadingState />
  else if (list.isError)
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
  else if (list.data.data.length === 0) body = <EmptyState title={t('products.admin.empty')} />
  else
    body = (
      <Stack
        gap="md"
        aria-busy={list.isPlaceholderData}
        style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
      >
        <Text size="sm" c="dimmed" role="status">
          {t('products.admin.total', { count: list.data.total })}
        </Text>
        <ProductRows
          rows={list.data.data}
          showSupplier
          linkTo={(row) => pathTo('adminProduct', { id: row.id })}
          actions={(row) =>
            row.status === 'active' ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconBan size={14} aria-hidden />}
                loading={busy === row.id}
                aria-label={t('products.admin.inactivateNamed', { name: row.name })}
                onClick={() => void change(row, 'inactive')}
              >
                {t('products.admin.inactivate')}
              </Button>
            ) : (
              <Button
                size="xs"
                variant="light"
                color="teal"
                leftSection={<IconCheck size={14} aria-hidden />}
                loading={busy === row.id}
                aria-label={t('products.admin.activateNamed', { name: row.name })}
                onClick={() => void change(row, 'active')}
              >
                {t('products.admin.activate')}
              </Button>
            )
          }
        />
        <AdminPager
          page={page}
          total={list.data.last_page}
          onChange={(p) => setQuery({ page: p > 1 ? String(p) : undefined })}
        />
      </Stack>
    )

  return (
    <AdminShell title={t('products.admin.title')}>
      <Text>{t('products.admin.intro')}</Text>
      <ProductListFilters
        searchLabel={t('products.admin.search')}
        q={q}
        onSearch={typeSearch}
        status={status}
        onStatus={(v) => setQuery({ status: v === 'all' ? undefined : v, page: undefined })}
      >
        <Select
          label={t('products.admin.supplier')}
          placeholder={t('products.admin.anySupplier')}
          data={supplierOptions}
          value={supplierId ?? null}
          searchable
          clearable
          searchValue={supplierQ}
          onSearchChange={setSupplierQ}
          onChange={(v) => setQuery({ supplierId: v ?? undefined, page: undefined })}
          style={{ flex: '1 1 220px' }}
        />
      </ProductListFilters>
      {body}
    </AdminShell>
  )
}
