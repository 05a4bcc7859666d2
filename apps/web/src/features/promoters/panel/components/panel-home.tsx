import { Link } from 'react-router'
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import {
  IconAlertTriangle,
  IconBell,
  IconBriefcase,
  IconCalendar,
  IconCoin,
  IconCircleCheck,
  IconCircleDashed,
  IconExternalLink,
  IconMoodHappy,
  IconMoodNeutral,
  IconMoodSad,
  IconPencil,
} from '@tabler/icons-react'
import type { PromoterPanelDto } from '@galera/shared/promoters/promoter.schemas.ts'
import { formatDate } from '@galera/shared/format/date.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { useLocale } from '../../../../lib/i18n.ts'

type Missing = PromoterPanelDto['missing'][number]
export type EditTab = 'profile' | 'gallery' | 'schedule'

/** Where each missing item is fixed (tab of the edit screen). */
export const MISSING_TAB: Record<Missing, EditTab> = {
  avatar: 'profile',
  category: 'profile',
  gallery: 'gallery',
  cover: 'gallery',
  schedule: 'schedule',
}

export function editProfilePath(tab: EditTab): string {
  return `${pathTo('promoterEditProfile')}?tab=${tab}`
}

/** Panel home: greeting, status, badges, the checklist of what is missing, ratings and links. */
export function PanelHome({
  panel,
  newSolicitations,
}: {
  panel: PromoterPanelDto
  /** Solicitations waiting for an answer (from the jobs list counts), once loaded. */
  newSolicitations?: number
}) {
  const { t, locale } = useLocale()
  const blocked = panel.blockedUntil !== null
  const badges = [
    panel.isCertified && { key: 'certified', color: 'teal.9' },
    panel.isLaunched && { key: 'launched', color: 'grape.9' },
    panel.isSpotlight && { key: 'spotlight', color: 'festa.8' },
  ].filter(Boolean) as { key: string; color: string }[]

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('promoterPanel.greeting', { name: panel.name.split(' ')[0] })}</Title>
          <Text c="dimmed">{t('promoterPanel.subtitle')}</Text>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={pathTo('promoterEditProfile')}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('promoterPanel.actions.editProfile')}
          </Button>
          <Button
            component={Link}
            to={pathTo('promoter', { id: panel.id })}
            variant="light"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('promoterPanel.actions.viewPublic')}
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card
          withBorder
          radius="md"
          padding="lg"
          component="section"
          aria-labelledby="panel-status"
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id="panel-status">
              {t('promoterPanel.status.title')}
            </Title>
            <Group gap="xs">
              <Badge
                size="lg"
                variant="dot"
                color={panel.status === 'active' && !blocked ? 'teal' : 'red'}
              >
                {t(`promoterPanel.status.${panel.status}`)}
              </Badge>
              {blocked && (
                <Badge size="lg" variant="outline" color="red.9">
                  {t('promoterPanel.status.blocked', {
                    date: formatDate(panel.blockedUntil!, locale),
                  })}
                </Badge>
              )}
            </Group>
            {blocked ? (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle aria-hidden />}
                data-testid="panel-blocked"
              >
                {t('promoterPanel.status.blockedHint', {
                  date: formatDate(panel.blockedUntil!, locale),
                })}
              </Alert>
            ) : (
              <Text size="sm" c="dimmed">
                {t(`promoterPanel.status.${panel.status}Hint`)}
              </Text>
            )}
            <Title order={3} size="h5" mt="xs">
              {t('promoterPanel.badges.title')}
            </Title>
            {badges.length ? (
              <Group gap="xs">
                {badges.map((b) => (
                  <Badge key={b.key} color={b.color} variant="filled">
                    {t(`promoterPanel.badges.${b.key}`)}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('promoterPanel.badges.none')}
              </Text>
            )}
          </Stack>
        </Card>

        <Card
          withBorder
          radius="md"
          padding="lg"
          component="section"
          aria-labelledby="panel-checklist"
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id="panel-checklist">
              {t('promoterPanel.checklist.title')}
            </Title>
            {panel.missing.length === 0 ? (
              <Group gap="xs">
                <ThemeIcon color="teal" variant="light" radius="xl" aria-hidden>
                  <IconCircleCheck size={18} />
                </ThemeIcon>
                <Text>{t('promoterPanel.checklist.done')}</Text>
              </Group>
            ) : (
              <List
                spacing="xs"
                icon={
                  <ThemeIcon color="orange" variant="light" radius="xl" size="sm" aria-hidden>
                    <IconCircleDashed size={14} />
                  </ThemeIcon>
                }
              >
                {panel.missing.map((m) => (
                  <List.Item key={m}>
                    <Anchor component={Link} to={editProfilePath(MISSING_TAB[m])}>
                      {t(`promoterPanel.checklist.${m}`)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )}
            <Text size="sm" c="dimmed">
              {t('promoterPanel.galleryCount', { count: panel.galleryCount })}
            </Text>
          </Stack>
        </Card>
      </SimpleGrid>

      <WorkCard newSolicitations={newSolicitations} />

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="panel-ratings">
        <Stack gap="sm">
          <Title order={2} size="h4" id="panel-ratings">
            {t('promoterPanel.ratings.title')}
          </Title>
          <SimpleGrid cols={3} spacing="sm">
            {(
              [
                ['positive', 'teal', IconMoodHappy],
                ['neutral', 'gray', IconMoodNeutral],
                ['negative', 'red', IconMoodSad],
              ] as const
            ).map(([key, color, Icon]) => (
              <Stack key={key} gap={2} align="center" data-testid={`rating-${key}`}>
                <ThemeIcon color={color} variant="light" size="lg" radius="xl" aria-hidden>
                  <Icon size={20} />
                </ThemeIcon>
                <Text fw={700} size="xl">
                  {panel.ratings[key]}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`promoterPanel.ratings.${key}`)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Card>
    </Stack>
  )
}

/** Jobs: the solicitations (with how many wait for an answer), earnings and the calendar link. */
function WorkCard({ newSolicitations }: { newSolicitations?: number }) {
  const { t } = useLocale()
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="panel-work">
      <Stack gap="sm">
        <Title order={2} size="h4" id="panel-work">
          {t('promoterPanel.work.title')}
        </Title>
        {newSolicitations !== undefined && (
          <Group gap="xs">
            <ThemeIcon
              color={newSolicitations > 0 ? 'orange' : 'teal'}
              variant="light"
              radius="xl"
              aria-hidden
            >
              <IconBell size={18} />
            </ThemeIcon>
            <Text fw={newSolicitations > 0 ? 700 : 400} data-testid="panel-new-solicitations">
              {newSolicitations > 0
                ? t('promoterPanel.work.newCount', { count: newSolicitations })
                : t('promoterPanel.work.newNone')}
            </Text>
          </Group>
        )}
        <Group gap="sm">
          <Button
            component={Link}
            to={pathTo('promoterJobs', { tab: newSolicitations ? 'requested' : 'all' })}
            leftSection={<IconBriefcase size={16} aria-hidden />}
          >
            {t('promoterPanel.work.solicitations')}
          </Button>
          <Button
            component={Link}
            to={pathTo('promoterEarnings')}
            variant="light"
            leftSection={<IconCoin size={16} aria-hidden />}
          >
            {t('promoterPanel.work.earnings')}
          </Button>
          <Button
            component={Link}
            to={`${pathTo('promoterEarnings')}#calendar-feed`}
            variant="subtle"
            leftSection={<IconCalendar size={16} aria-hidden />}
          >
            {t('promoterPanel.work.calendar')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
