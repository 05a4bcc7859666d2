import { Container, Stack, Text, Title } from '@mantine/core'
import { useAdminOverview } from '../../features/admin-overview/api.ts'
import { LatestUsersTable } from '../../features/admin-overview/components/latest-users-table.tsx'
import { RoleCountCards } from '../../features/admin-overview/components/role-count-cards.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { isApiError } from '../../lib/api-client.ts'
import { useLocale } from '../../lib/i18n.ts'
import { useSession } from '../../lib/session.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { AdminNav } from './admin-nav.tsx'

/** home-admin `/admin/home`: accounts per role and the latest sign-ups. */
export function AdminHomePage() {
  const { t } = useLocale()
  const { user } = useSession()
  const overview = useAdminOverview()
  usePageTitle(t('web.admin.title'))

  let body
  if (overview.isPending) body = <LoadingState />
  else if (overview.isError)
    body =
      isApiError(overview.error) && overview.error.status === 404 ? (
        <EmptyState />
      ) : (
        <ErrorState message={overview.error.message} onRetry={() => void overview.refetch()} />
      )
  else
    body = (
      <Stack gap={40}>
        <Stack gap="md" component="section" aria-labelledby="admin-counts">
          <Title order={2} size="h3" id="admin-counts">
            {t('web.admin.counts.title')}
          </Title>
          <RoleCountCards usersByRole={overview.data.usersByRole} />
        </Stack>
        <Stack gap="md" component="section" aria-labelledby="admin-latest">
          <Title order={2} size="h3" id="admin-latest">
            {t('web.admin.latest.title')}
          </Title>
          <LatestUsersTable
            users={overview.data.latestUsers}
            caption={t('web.admin.latest.caption')}
          />
        </Stack>
      </Stack>
    )

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
