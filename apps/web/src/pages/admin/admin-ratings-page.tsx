import { useState } from 'react'
import { Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useAdminRatings } from '../../features/fees/admin/api.ts'
import { RatingsTable } from '../../features/fees/admin/components/ratings-moderation.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { AdminPager, AdminShell } from './admin-shell.tsx'

/** `/admin/ratings` (both admin kinds): search, edit an offensive comment, hide or show a rating. */
export function AdminRatingsPage() {
  const { t } = useLocale()
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const [search] = useDebouncedValue(q.trim(), 300)
  const list = useAdminRatings({ q: search, page })

  let body
  if (list.isPending) body = <LoadingState />
  else if (list.isError)
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
  else if (list.data.data.length === 0) body = <EmptyState title={t('fees.ratings.empty')} />
  else
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" role="status">
          {t('fees.ratings.total', { count: list.data.total })}
        </Text>
        <RatingsTable ratings={list.data.data} />
        <AdminPager page={page} total={list.data.last_page} onChange={setPage} />
      </Stack>
    )

  return (
    <AdminShell title={t('fees.ratings.title')}>
      <Text>{t('fees.ratings.intro')}</Text>
      <TextInput
        label={t('fees.ratings.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(e) => {
          setQ(e.currentTarget.value)
          setPage(1)
        }}
        type="search"
        maw={420}
      />
      {body}
    </AdminShell>
  )
}
