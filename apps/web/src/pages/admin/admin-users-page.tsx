import { useState } from 'react'
import { Group, NativeSelect, Stack, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { ROLES, type Role } from '@galera/shared/auth/profiles.ts'
import {
  USER_STATUSES,
  type AdminUserRow,
  type UserStatus,
} from '@galera/shared/admin/admin.schemas.ts'
import { useAdminUsers } from '../../features/admin/users/api.ts'
import { UserPanel } from '../../features/admin/users/components/user-panel.tsx'
import { UsersTable } from '../../features/admin/users/components/users-table.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { AdminPager, AdminShell } from './admin-shell.tsx'

/** `/admin/users`: search, filters, pages; a row opens the moderation panel. */
export function AdminUsersPage() {
  const { t } = useLocale()
  const [q, setQ] = useState('')
  const [role, setRole] = useState<Role | ''>('')
  const [status, setStatus] = useState<UserStatus | ''>('')
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<AdminUserRow | null>(null)
  const [search] = useDebouncedValue(q.trim(), 300)
  const users = useAdminUsers({
    q: search,
    role: role || undefined,
    status: status || undefined,
    page,
  })

  let body
  if (users.isPending) body = <LoadingState />
  else if (users.isError)
    body = <ErrorState message={users.error.message} onRetry={() => void users.refetch()} />
  else if (users.data.data.length === 0) body = <EmptyState title={t('admin.common.empty')} />
  else
    body = (
      <Stack gap="md">
        <UsersTable users={users.data.data} onOpen={setOpen} />
        <AdminPager page={page} total={users.data.last_page} onChange={setPage} />
      </Stack>
    )

  return (
    <AdminShell title={t('admin.users.title')}>
      <Group align="flex-end" gap="sm" role="search">
        <TextInput
          label={t('admin.users.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value)
            setPage(1)
          }}
          type="search"
          style={{ flex: '1 1 240px' }}
        />
        <NativeSelect
          label={t('admin.users.role')}
          value={role}
          onChange={(e) => {
            setRole(e.currentTarget.value as Role | '')
            setPage(1)
          }}
          data={[
            { value: '', label: t('admin.common.all') },
            ...ROLES.map((r) => ({ value: r, label: t(`admin.roles.${r}`) })),
          ]}
          style={{ flex: '1 1 160px' }}
        />
        <NativeSelect
          label={t('admin.users.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as UserStatus | '')
            setPage(1)
          }}
          data={[
            { value: '', label: t('admin.common.all') },
            ...USER_STATUSES.map((s) => ({ value: s, label: t(`admin.statuses.${s}`) })),
          ]}
          style={{ flex: '1 1 140px' }}
        />
      </Group>
      {body}
      <UserPanel user={open} onClose={() => setOpen(null)} onChanged={setOpen} />
    </AdminShell>
  )
}
