import { Divider, Stack } from '@mantine/core'
import { useTermsVersions } from '../../features/legal/admin/api.ts'
import { PublishTermsForm } from '../../features/legal/admin/components/publish-terms-form.tsx'
import { TermsVersionsTable } from '../../features/legal/admin/components/terms-versions-table.tsx'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { AdminShell, MasterOnly } from './admin-shell.tsx'

function TermsBody() {
  const versions = useTermsVersions()
  return (
    <Stack gap="xl">
      <PublishTermsForm />
      <Divider />
      {versions.isPending ? (
        <LoadingState />
      ) : versions.isError ? (
        <ErrorState message={versions.error.message} onRetry={() => void versions.refetch()} />
      ) : (
        <TermsVersionsTable versions={versions.data} />
      )}
    </Stack>
  )
}

/** `/admin/terms` (admin master): publish a terms version, see the published ones. */
export function AdminTermsPage() {
  const { t } = useLocale()
  return (
    <AdminShell title={t('admin.terms.title')}>
      <MasterOnly>
        <TermsBody />
      </MasterOnly>
    </AdminShell>
  )
}
