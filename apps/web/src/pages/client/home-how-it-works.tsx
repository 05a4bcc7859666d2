import {
  Anchor,
  Card,
  Container,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import { Link } from 'react-router'
import { IconBriefcase, IconUsersGroup } from '@tabler/icons-react'
import { routes } from '../../lib/routes.ts'
import { useLocale } from '../../lib/i18n.ts'

const HIRER_STEPS = ['s1', 's2', 's3', 's4'] as const
const PROVIDER_STEPS = ['s1', 's2', 's3', 's4'] as const

export function HomeHowItWorks() {
  const { t } = useLocale()
  const columns = [
    { id: 'hirers', icon: IconBriefcase, steps: HIRER_STEPS },
    { id: 'providers', icon: IconUsersGroup, steps: PROVIDER_STEPS },
  ] as const
  return (
    <Container size="lg" component="section" aria-labelledby="how-title" py={{ base: 40, sm: 64 }}>
      <Stack gap="lg">
        <Title id="how-title" order={2}>
          {t('web.home.how.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {columns.map(({ id, icon: Icon, steps }) => (
            <Card key={id} withBorder radius="lg" padding="lg">
              <Stack gap="md">
                <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
                  <Icon size={24} />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {t(`web.home.how.${id}.title`)}
                </Title>
                <List type="ordered" spacing="xs" size="sm">
                  {steps.map((s) => (
                    <List.Item key={s}>{t(`web.home.how.${id}.${s}`)}</List.Item>
                  ))}
                </List>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Text size="sm">
          {t('web.home.how.more')}{' '}
          <Anchor component={Link} to={routes.about}>
            {t('web.home.how.moreLink')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  )
}
