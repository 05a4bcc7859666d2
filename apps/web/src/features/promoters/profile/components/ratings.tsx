import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconMoodNeutral, IconMoodSad, IconMoodSmile } from '@tabler/icons-react'
import type {
  RatingDto,
  RatingSummary as Summary,
  RatingValue,
} from '@galera/shared/promoters/promoter.schemas.ts'
import { EmptyState } from '../../../../components/states.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { formatDateMedium } from '@galera/shared/format/date.ts'

/** Text colours at shade 9 (WCAG AA on white); icons use the plain colour. */
const LOOK: Record<RatingValue, { color: string; text: string; icon: typeof IconMoodSmile }> = {
  positive: { color: 'teal', text: 'teal.9', icon: IconMoodSmile },
  neutral: { color: 'gray', text: 'gray.9', icon: IconMoodNeutral },
  negative: { color: 'red', text: 'red.9', icon: IconMoodSad },
}

/** Positive / neutral / negative counts (spec §1 mutual ratings). */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { t } = useLocale()
  return (
    <SimpleGrid
      cols={3}
      spacing="sm"
      component="ul"
      aria-label={t('promoterPage.ratings.summary')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {(['positive', 'neutral', 'negative'] as const).map((value) => {
        const { color, icon: Icon } = LOOK[value]
        return (
          <Card key={value} component="li" withBorder padding="sm" radius="md" data-rating={value}>
            <Stack gap={2} align="center">
              <ThemeIcon color={color} variant="light" radius="xl" size="lg" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <Text fw={800} size="xl">
                {summary[value]}
              </Text>
              <Text size="sm">{t(`promoterPage.ratings.${value}`)}</Text>
            </Stack>
          </Card>
        )
      })}
    </SimpleGrid>
  )
}

/** Ratings with their comments, newest first. */
export function RatingList({ items }: { items: RatingDto[] }) {
  const { t, locale } = useLocale()
  if (items.length === 0) return <EmptyState title={t('promoterPage.ratings.empty')} />
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((r) => {
        const { text, icon: Icon } = LOOK[r.value]
        return (
          <Card key={r.id} component="li" withBorder padding="md" radius="md" data-testid="rating">
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Badge color={text} variant="outline" leftSection={<Icon size={14} aria-hidden />}>
                  {t(`promoterPage.ratings.value.${r.value}`)}
                </Badge>
                <Text size="sm" c="dimmed">
                  <time dateTime={r.createdAt}>{formatDateMedium(r.createdAt, locale)}</time>
                </Text>
              </Group>
              <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{r.comment}</Text>
              <Text size="sm" fw={600}>
                {r.raterName} · {t(`promoterPage.ratings.role.${r.raterRole}`)}
              </Text>
            </Stack>
          </Card>
        )
      })}
    </Stack>
  )
}
