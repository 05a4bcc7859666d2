import { Divider, Stack } from '@mantine/core'
import { useAdmins } from '../../features/admin/users/api.ts'
import { AdminsTable } from '../../features/admin/users/components/admins-table.tsx'
import { InviteAdminForm } from '../../features/admin/users/components/invite-admin-form.tsx'
import { FailedMails } from '../../features/admin/mail-queue/components/failed-mails.tsx'
import { FailedTickerRuns } from '../../features/admin/mail-queue/components/failed-ticker-runs.tsx'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { useSession } from '../../lib/session.tsx'
import { AdminShell, MasterOnly } from './admin-shell.tsx'

function AdminsBody() {
  const { user } = useSession()
  const admins = useAdmins()
  if (admins.isPending) return <LoadingState />
  if (admins.isError)
    return <ErrorState message={admins.error.message} onRetry={() => void admins.refetch()} />
  return (
    <Stack gap="xl">
      <AdminsTable admins={admins.data} meId={user?.userId ?? ''} />
      <Divider />
      <InviteAdminForm />
      <Divider />
      <FailedMails />
      <Divider />
      <FailedTickerRuns />
    </Stack>
  )
}

/**
 * `/admin/admins` (admin master): admin accounts, invitations, mails that failed (ADR 0066) and
 * the ticker's runs that failed (ADR 0071).
 */
export function AdminAdminsPage() {
  const { t } = useLocale()
  return (
    <AdminShell title={t('admin.admins.title')}>
      <MasterOnly>
        <AdminsBody />
      </MasterOnly>
    </AdminShell>
  )
}
