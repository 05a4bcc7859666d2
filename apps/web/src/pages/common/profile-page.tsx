import { Card, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { AccountDetails } from '../../features/profile/components/account-details.tsx'
import { DisplayLanguage } from '../../features/profile/components/display-language.tsx'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { fetchSessionUser, SESSION_QUERY_KEY } from '../../lib/session.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** profile `/profile`: any signed-in user; read fresh from `GET /auth/me` on every visit. */
export function ProfilePage() {
  const { t } = useLocale()
  usePageTitle(t('web.profile.title'))
  const me = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser,
    refetchOnMount: 'always',
    staleTime: Infinity,
    retry: false,
  })

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('web.profile.title')}</Title>
          <Text c="dimmed">{t('web.profile.subtitle')}</Text>
        </Stack>
        {me.isPending ? (
          <LoadingState />
        ) : me.isError ? (
          <ErrorState message={me.error.message} onRetry={() => void me.refetch()} />
        ) : me.data ? (
          <>
            <Card
              withBorder
              radius="lg"
              padding="lg"
              component="section"
              aria-labelledby="profile-account"
            >
              <Stack gap="md">
                <Group justify="space-between">
                  <Title order={2} size="h4" id="profile-account">
                    {t('web.profile.account')}
                  </Title>
                </Group>
                <AccountDetails user={me.data} />
              </Stack>
            </Card>
            <Card
              withBorder
              radius="lg"
              padding="lg"
              component="section"
              aria-labelledby="profile-preferences"
            >
              <Stack gap="md">
                <Title order={2} size="h4" id="profile-preferences">
                  {t('web.profile.preferences')}
                </Title>
                <DisplayLanguage />
              </Stack>
            </Card>
          </>
        ) : null}
      </Stack>
    </Container>
  )
}
