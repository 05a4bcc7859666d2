import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { IconRefresh } from '@tabler/icons-react'
import { NotFoundPage } from '../pages/common/not-found-page.tsx'
import { useLocale } from '../lib/i18n.ts'
import { usePageTitle } from '../lib/use-page-title.ts'
import { routes } from '../lib/routes.ts'

/** Error boundary screen: a route threw while loading or rendering. */
export function RouteError() {
  const error = useRouteError()
  const { t } = useLocale()
  usePageTitle(t('web.error.title'))
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  // A chunk that vanished after a deploy: a reload fetches the new build.
  const stale =
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('web.error.title')}</Title>
        <Text c="dimmed">{t(stale ? 'web.error.staleBody' : 'web.error.body')}</Text>
        <Group justify="center">
          <Button
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => window.location.reload()}
          >
            {t('web.error.reload')}
          </Button>
          <Button component={Link} to={routes.home} variant="default" reloadDocument>
            {t('web.notFound.backHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}
