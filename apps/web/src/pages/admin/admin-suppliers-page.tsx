import { useState } from 'react'
import { Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import {
  SUPPLIER_STATUSES,
  type SupplierStatus,
} from '@galera/shared/dashboards/dashboard.schemas.ts'
import { useAdminSuppliers } from '../../features/suppliers/admin/api.ts'
import { SuppliersTable } from '../../features/suppliers/admin/components/suppliers-table.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { AdminPager, AdminShell } from './admin-shell.tsx'

/** `/admin/suppliers`: search by company, e-mail or CNPJ, status filter, pages; a row opens its tabs. */
export function AdminSuppliersPage() {
  const { t } = useLocale()
  const [q, setQ] = useState('')
  const [status, setStatus] = useState<SupplierStatus | ''>('')
  const [page, setPage] = useState(1)
  const [search] = useDebouncedValue(q.trim(), 300)
  const list = useAdminSuppliers({ q: search, status: status || undefined, page })

  let body
  if (list.isPending) body = <LoadingState />
  else if (list.isError)
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
  else if (list.data.data.length === 0)
    body = <EmptyState title={t('dashboards.suppliers.empty')} />
  else
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" role="status">
          {t('dashboards.suppliers.total', { count: list.data.total })}
        </Text>
        <SuppliersTable suppliers={list.data.data} />
        <AdminPager page={page} total={list.data.lastPage} onChange={setPage} />
      </Stack>
    )

  return (
    <AdminShell title={t('dashboards.suppliers.title')}>
      <Group align="flex-end" gap="sm" role="search">
        <TextInput
          label={t('dashboards.suppliers.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value)
            setPage(1)
          }}
          type="search"
          maxLength={100}
          style={{ flex: '1 1 260px' }}
        />
        <NativeSelect
          label={t('dashboards.suppliers.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as SupplierStatus | '')
            setPage(1)
          }}
          data={[
            { value: '', label: t('dashboards.suppliers.all') },
            ...SUPPLIER_STATUSES.map((s) => ({
              value: s,
              label: t(`dashboards.suppliers.statuses.${s}`),
            })),
          ]}
          style={{ flex: '1 1 160px' }}
        />
      </Group>
      {body}
    </AdminShell>
  )
}
