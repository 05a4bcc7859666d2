import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { BrandMark } from '../../components/brand.tsx'
import { useDpoContact } from '../../lib/dpo.ts'
import { useLocale } from '../../lib/i18n.ts'
import { useTerms } from '../../lib/terms.tsx'
import { routes } from '../../lib/routes.ts'
import classes from './layout.module.css'

export function AppFooter() {
  const { t } = useLocale()
  const { openTerms } = useTerms()
  const dpo = useDpoContact().data
  return (
    <Box component="footer" className={classes.footer} py="xl">
      <Container size="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="lg">
            <Stack gap={4} maw={360}>
              <Group gap={8}>
                <BrandMark size={24} />
                <Text fw={800}>{t('app.name')}</Text>
              </Group>
              <Text size="sm" c="dimmed">
                {t('web.footer.tagline')}
              </Text>
            </Stack>
            <Group component="nav" aria-label={t('web.footer.nav')} gap="lg" wrap="wrap">
              <Anchor component={Link} to={routes.about} size="sm">
                {t('web.nav.about')}
              </Anchor>
              <Anchor component="button" type="button" size="sm" onClick={() => openTerms('terms')}>
                {t('web.footer.terms')}
              </Anchor>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => openTerms('privacy')}
              >
                {t('web.footer.privacy')}
              </Anchor>
              {dpo && (
                <Anchor href={`mailto:${dpo.email}`} size="sm">
                  {t('web.footer.dpo', { name: dpo.name, email: dpo.email })}
                </Anchor>
              )}
            </Group>
          </Group>
          <Text size="xs" c="dimmed">
            {t('web.footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Stack>
      </Container>
    </Box>
  )
}
