import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconCircleCheck, IconDownload, IconInfoCircle } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { Locale } from '@galera/shared/constants.ts'
import type { RegistrationKind } from '@galera/shared/registration/registration.schemas.ts'
import { routes } from '../../../lib/routes.ts'
import { useLocale } from '../../../lib/i18n.ts'

/**
 * The promoter course the project ships, one edition per language (apps/web/public, both made by
 * scripts/make-promoter-course.mjs): the page hands out the one in the reader's language.
 */
export const PROMOTER_COURSE: Record<Locale, { href: string; download: string }> = {
  'pt-BR': { href: '/promoter-course.pdf', download: 'curso-do-promotor-galera-eventos.pdf' },
  en: { href: '/promoter-course.en.pdf', download: 'promoter-course-galera-eventos.pdf' },
}

/** Where "Go to my profile" / "Go to the home page" leads: providers to their own panel. */
const afterSignup: Record<RegistrationKind, string> = {
  promoter: routes.promoterPanel,
  supplier: routes.supplierStart,
  client: routes.home,
  company: routes.home,
}

/** Thank-you step: the person is signed in; promoters get the course to download. */
export function ThanksStep({
  kind,
  name,
  picturesFailed,
}: {
  kind: RegistrationKind
  name: string
  picturesFailed: boolean
}) {
  const { t, locale } = useLocale()
  const course = PROMOTER_COURSE[locale]
  const provider = kind === 'promoter' || kind === 'supplier'
  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCircleCheck size={36} color="var(--mantine-color-teal-8)" aria-hidden />
        <Stack gap={4}>
          <Text fw={700} size="lg">
            {t('signup.thanks.title')}
          </Text>
          <Text>{t('signup.thanks.body', { name })}</Text>
        </Stack>
      </Group>
      {picturesFailed && (
        <Alert color="yellow" variant="light" role="status" icon={<IconInfoCircle aria-hidden />}>
          {t('signup.pictures.later')}
        </Alert>
      )}
      {kind === 'promoter' && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Text size="sm">{t('signup.thanks.course')}</Text>
            <Button
              component="a"
              href={course.href}
              download={course.download}
              hrefLang={locale}
              leftSection={<IconDownload size={16} aria-hidden />}
              w="fit-content"
            >
              {t('signup.thanks.courseButton')}
            </Button>
          </Stack>
        </Paper>
      )}
      <Group>
        <Button component={Link} to={afterSignup[kind]} variant="light">
          {provider ? t('signup.thanks.goProfile') : t('signup.thanks.goHome')}
        </Button>
      </Group>
    </Stack>
  )
}
