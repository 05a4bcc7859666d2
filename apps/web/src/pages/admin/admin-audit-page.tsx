import { useState } from 'react'
import { Stack, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useAudit } from '../../features/admin-users/api.ts'
import { AuditTable } from '../../features/admin-users/components/audit-table.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { AdminPager, AdminShell } from './admin-shell.tsx'

/** `/admin/audit`: the trail of admin actions, newest first. */
export function AdminAuditPage() {
  const { t } = useLocale()
  const [page, setPage] = useState(1)
  const [target, setTarget] = useState('')
  const [targetId] = useDebouncedValue(target.trim(), 300)
  const audit = useAudit({ page, targetId })
  let body
  if (audit.isPending) body = <LoadingState />
  else if (audit.isError)
    body = <ErrorState message={audit.error.message} onRetry={() => void audit.refetch()} />
  else if (audit.data.data.length === 0) body = <EmptyState title={t('admin.common.empty')} />
  else
    body = (
      <Stack gap="md">
        <AuditTable entries={audit.data.data} />
        <AdminPager page={page} total={audit.data.last_page} onChange={setPage} />
      </Stack>
    )
  return (
    <AdminShell title={t('admin.audit.title')}>
      <TextInput
        label={t('admin.audit.filterTarget')}
        value={target}
        maw={420}
        onChange={(e) => {
          setTarget(e.currentTarget.value)
          setPage(1)
        }}
      />
      {body}
    </AdminShell>
  )
}
