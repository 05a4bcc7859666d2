import { Container, Stack, Text, Title } from '@mantine/core'
import { useAdminDashboard, useDomains } from '../../features/dashboards/api.ts'
import { AdminDashboard } from '../../features/dashboards/components/admin-dashboard.tsx'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { useSession } from '../../lib/session.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { AdminNav } from './admin-nav.tsx'

/**
 * home-admin `/admin/home`, the admin Start tab: accounts per role, open budgets, jobs and revenue
 * this month, latest products and sign-ups, ad auctions and today's home slides.
 */
export function AdminHomePage() {
  const { t } = useLocale()
  const { user } = useSession()
  const ready = useDomains('dashboards', 'promotions')
  const dashboard = useAdminDashboard()
  usePageTitle(t('web.admin.title'))

  let body
  if (!ready || dashboard.isPending) body = <LoadingState />
  else if (dashboard.isError)
    body = <ErrorState message={dashboard.error.message} onRetry={() => void dashboard.refetch()} />
  else body = <AdminDashboard data={dashboard.data} />

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <AdminNav />
        <Stack gap={4}>
          <Title order={1}>{t('web.admin.title')}</Title>
          {user && <Text c="dimmed">{t('web.admin.welcome', { name: user.name })}</Text>}
        </Stack>
        {body}
      </Stack>
    </Container>
  )
}
