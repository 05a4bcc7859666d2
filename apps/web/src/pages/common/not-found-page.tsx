import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Link } from 'react-router'
import { IconMapSearch } from '@tabler/icons-react'
import { routes } from '../../lib/routes.ts'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** Spec §2: any unknown path shows a not-found screen. */
export function NotFoundPage() {
  const { t } = useLocale()
  usePageTitle(t('web.notFound.title'))
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconMapSearch size={40} />
        </ThemeIcon>
        <Title order={1}>{t('web.notFound.title')}</Title>
        <Text c="dimmed" maw={460}>
          {t('web.notFound.body')}
        </Text>
        <Button component={Link} to={routes.home} size="md">
          {t('web.notFound.backHome')}
        </Button>
      </Stack>
    </Container>
  )
}
