import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import {
  IconGift,
  IconShieldCheck,
  IconSpeakerphone,
  IconUsersGroup,
  IconReceipt,
  IconLock,
} from '@tabler/icons-react'
import { LIMITS } from '@galera/shared/constants.ts'
import { useDpoContact } from '../../lib/dpo.ts'
import { useLocale } from '../../lib/i18n.ts'
import { useTerms } from '../../lib/terms.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'

const BUSINESSES = [
  { id: 'jobs', icon: IconUsersGroup },
  { id: 'budgets', icon: IconGift },
  { id: 'ads', icon: IconSpeakerphone },
] as const

/** `/sobre-galera-eventos`: the three businesses, fees, safety and LGPD. */
export function AboutPage() {
  const { t, locale } = useLocale()
  const { openTerms } = useTerms()
  const dpo = useDpoContact().data
  usePageTitle(t('about.title'))
  const fee = LIMITS.defaultFee
  const fmt = (bps: number) => (bps / 100).toLocaleString(locale)

  return (
    <Container size="md" py={{ base: 40, sm: 64 }}>
      <Stack gap={48}>
        <Stack gap="md">
          <Title order={1}>{t('about.title')}</Title>
          <Text size="lg">{t('about.lead')}</Text>
          <Text>{t('about.mission')}</Text>
        </Stack>

        <Stack gap="lg" component="section" aria-labelledby="about-businesses">
          <Title order={2} id="about-businesses">
            {t('about.businesses.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {BUSINESSES.map(({ id, icon: Icon }) => (
              <Card key={id} withBorder radius="lg" padding="lg">
                <Stack gap="sm">
                  <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
                    <Icon size={24} />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    {t(`about.businesses.${id}.title`)}
                  </Title>
                  <Text size="sm">{t(`about.businesses.${id}.body`)}</Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="about-fees">
          <Group gap="sm">
            <ThemeIcon variant="light" radius="xl" aria-hidden>
              <IconReceipt size={18} />
            </ThemeIcon>
            <Title order={2} id="about-fees">
              {t('about.fees.title')}
            </Title>
          </Group>
          <Text>{t('about.fees.free')}</Text>
          <List spacing="xs">
            <List.Item>
              {t('about.fees.jobs', {
                total: fmt(fee.providerBps + fee.platformBps),
                provider: fmt(fee.providerBps),
                platform: fmt(fee.platformBps),
              })}
            </List.Item>
            <List.Item>{t('about.fees.ads')}</List.Item>
            <List.Item>{t('about.fees.notice', { days: LIMITS.feeChangeNoticeDays })}</List.Item>
          </List>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="about-safety">
          <Group gap="sm">
            <ThemeIcon variant="light" radius="xl" aria-hidden>
              <IconShieldCheck size={18} />
            </ThemeIcon>
            <Title order={2} id="about-safety">
              {t('about.safety.title')}
            </Title>
          </Group>
          <List spacing="xs">
            <List.Item>{t('about.safety.ratings')}</List.Item>
            <List.Item>{t('about.safety.certified')}</List.Item>
            <List.Item>
              {t('about.safety.cancel', {
                hours: LIMITS.promoterCancelBlockHours,
                days: LIMITS.promoterBlockDays,
              })}
            </List.Item>
            <List.Item>{t('about.safety.adSpace')}</List.Item>
            <List.Item>{t('about.safety.age', { age: LIMITS.promoterMinAge })}</List.Item>
          </List>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="about-lgpd">
          <Group gap="sm">
            <ThemeIcon variant="light" radius="xl" aria-hidden>
              <IconLock size={18} />
            </ThemeIcon>
            <Title order={2} id="about-lgpd">
              {t('about.lgpd.title')}
            </Title>
          </Group>
          <Text>{t('about.lgpd.body')}</Text>
          {dpo && (
            <Text>
              {t('about.lgpd.dpo', { name: dpo.name })}{' '}
              <Anchor href={`mailto:${dpo.email}`}>{dpo.email}</Anchor>
            </Text>
          )}
          <Group gap="sm">
            <Button variant="light" onClick={() => openTerms('terms')}>
              {t('about.lgpd.readTerms')}
            </Button>
            <Button variant="light" onClick={() => openTerms('privacy')}>
              {t('about.lgpd.readPrivacy')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Container>
  )
}
