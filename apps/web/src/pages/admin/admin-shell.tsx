import type { ReactNode } from 'react'
import { Alert, Container, Stack, Title } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { roleFromProfile } from '@galera/shared/auth/profiles.ts'
import { useLocale } from '../../lib/i18n.ts'
import { useSession } from '../../lib/session.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { AdminNav } from './admin-nav.tsx'

/** The admin lists' pager lives in components/ (features use it too); pages keep importing it here. */
export { AdminPager } from '../../components/admin-pager.tsx'

/** Frame of every admin tab: the tabs, the title, the content. */
export function AdminShell({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title)
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <AdminNav />
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  )
}

export function useIsMaster(): boolean {
  const { user } = useSession()
  return !!user && roleFromProfile(user.profile) === 'admin_master'
}

/** Master-only tabs: a basic admin who types the URL sees why (the API answers 403 too). */
export function MasterOnly({ children }: { children: ReactNode }) {
  const { t } = useLocale()
  if (!useIsMaster())
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconLock aria-hidden />}>
        {t('errors.FORBIDDEN')} {t('admin.common.forbidden')}
      </Alert>
    )
  return <>{children}</>
}
