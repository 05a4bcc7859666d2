import { useState } from 'react'
import { Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import {
  PROMOTER_STATUSES,
  type PromoterStatus,
} from '@galera/shared/promoters/promoter.schemas.ts'
import { useAdminPromoters } from '../../features/promoters/admin/api.ts'
import { PromotersTable } from '../../features/promoters/admin/components/promoters-table.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { AdminPager, AdminShell } from './admin-shell.tsx'

/** `/admin/promoters`: search by name, e-mail or city, status filter, pages; a row opens the editor. */
export function AdminPromotersPage() {
  const { t } = useLocale()
  const [q, setQ] = useState('')
  const [status, setStatus] = useState<PromoterStatus | ''>('')
  const [page, setPage] = useState(1)
  const [search] = useDebouncedValue(q.trim(), 300)
  const list = useAdminPromoters({ q: search, status: status || undefined, page })

  let body
  if (list.isPending) body = <LoadingState />
  else if (list.isError)
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
  else if (list.data.items.length === 0) body = <EmptyState title={t('admin.promoters.empty')} />
  else
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" role="status">
          {t('admin.promoters.total', { count: list.data.total })}
        </Text>
        <PromotersTable promoters={list.data.items} />
        <AdminPager page={page} total={list.data.lastPage} onChange={setPage} />
      </Stack>
    )

  return (
    <AdminShell title={t('admin.promoters.title')}>
      <Group align="flex-end" gap="sm" role="search">
        <TextInput
          label={t('admin.promoters.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value)
            setPage(1)
          }}
          type="search"
          style={{ flex: '1 1 260px' }}
        />
        <NativeSelect
          label={t('admin.promoters.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as PromoterStatus | '')
            setPage(1)
          }}
          data={[
            { value: '', label: t('admin.common.all') },
            ...PROMOTER_STATUSES.map((s) => ({
              value: s,
              label: t(`admin.promoters.statuses.${s}`),
            })),
          ]}
          style={{ flex: '1 1 160px' }}
        />
      </Group>
      {body}
    </AdminShell>
  )
}
