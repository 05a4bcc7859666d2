import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Link } from 'react-router'
import { IconUserSearch } from '@tabler/icons-react'
import { pathTo } from '../../../../lib/routes.ts'
import { useLocale } from '../../../../lib/i18n.ts'

/** Spec message "Promoter not found": unknown, inactive, suspended or blocked promoters. */
export function PromoterNotFound() {
  const { t } = useLocale()
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconUserSearch size={40} />
        </ThemeIcon>
        <Title order={1}>{t('promoterPage.notFound.title')}</Title>
        <Text c="dimmed" maw={460}>
          {t('promoterPage.notFound.body')}
        </Text>
        <Button component={Link} to={pathTo('search')} size="md">
          {t('promoterPage.notFound.search')}
        </Button>
      </Stack>
    </Container>
  )
}
