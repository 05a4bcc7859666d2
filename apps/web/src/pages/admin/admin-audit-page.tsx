import { useState } from 'react'
import { Stack } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { AuditQuerySchema } from '@galera/shared/admin/admin.schemas.ts'
import { useAudit } from '../../features/admin/audit/api.ts'
import { AuditList } from '../../features/admin/audit/components/audit-list.tsx'
import {
  AuditFilters,
  NO_AUDIT_FILTERS,
  type AuditFilterValues,
} from '../../features/admin/audit/components/audit-filters.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { AdminPager, AdminShell } from './admin-shell.tsx'

/** `/admin/audit` (ADR 0037): the trail of admin actions as sentences, newest first, filtered. */
export function AdminAuditPage() {
  const { t, fieldError } = useLocale()
  const [page, setPage] = useState(1)
  const [filters, setFilters] = useState<AuditFilterValues>(NO_AUDIT_FILTERS)
  const [actor] = useDebouncedValue(filters.actor.trim(), 300)
  // The shared schema checks the filters here too: an inverted range asks nothing of the API.
  const parsed = AuditQuerySchema.safeParse({
    page,
    actor: actor || undefined,
    action: filters.action ?? undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  })
  const errors: Partial<Record<keyof AuditFilterValues, string>> = {}
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof AuditFilterValues
      errors[field] ??= fieldError(issue.message)
    }
  const audit = useAudit(parsed.success ? parsed.data : { page }, parsed.success)
  let body
  if (!parsed.success) body = null
  else if (audit.isPending) body = <LoadingState />
  else if (audit.isError)
    body = <ErrorState message={audit.error.message} onRetry={() => void audit.refetch()} />
  else if (audit.data.data.length === 0) body = <EmptyState title={t('audit.empty')} />
  else
    body = (
      <Stack gap="md">
        <AuditList entries={audit.data.data} />
        <AdminPager page={page} total={audit.data.last_page} onChange={setPage} />
      </Stack>
    )
  return (
    <AdminShell title={t('admin.audit.title')}>
      <AuditFilters
        value={filters}
        errors={errors}
        onChange={(next) => {
          setFilters(next)
          setPage(1)
        }}
      />
      {body}
    </AdminShell>
  )
}
