import { Link } from 'react-router'
import { AspectRatio, Badge, Card, Center, Group, Stack, Text } from '@mantine/core'
import { IconMoodHappy, IconUser } from '@tabler/icons-react'
import type { PromoterCard as Card_ } from '@galera/shared/promoters/promoter.schemas.ts'
import { ResponsiveImage } from '../../../../components/responsive-image.tsx'
import { pathTo } from '../../../../lib/routes.ts'
import { useLocale } from '../../../../lib/i18n.ts'

/** One result: picture, name, age, category, place, badges and the rating summary. */
export function PromoterCard({
  card,
  priority = false,
}: {
  card: Card_
  /** The first result: eager, high fetch priority (ADR 0050). */
  priority?: boolean
}) {
  const { t, locale } = useLocale()
  const category = card.category
    ? locale === 'en'
      ? card.category.nameEn
      : card.category.namePt
    : null
  const place = [card.city, card.uf].filter(Boolean).join('/')
  // What people read on a marketplace card: the share of positive ratings and how many there are.
  const total = card.ratings.positive + card.ratings.neutral + card.ratings.negative
  const positivePercent = total ? Math.round((card.ratings.positive * 100) / total) : 0
  return (
    <Card
      component={Link}
      to={pathTo('promoter', { id: card.id })}
      withBorder
      radius="md"
      padding="sm"
      data-testid="promoter-card"
    >
      <Card.Section>
        <AspectRatio ratio={4 / 5}>
          {card.pictureUrl ? (
            // The API gives the cards one size (medium); the box is 4:5.
            <ResponsiveImage
              image={card.pictureUrl}
              alt=""
              width={400}
              height={500}
              priority={priority}
            />
          ) : (
            <Center bg="gray.1" aria-label={t('search.card.noPicture')} role="img">
              <IconUser size={48} color="var(--mantine-color-gray-6)" aria-hidden />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={700} component="h3" size="md" lineClamp={1}>
          {card.name}
        </Text>
        <Text size="sm" c="dimmed">
          {[t('search.card.age', { age: card.age }), category].filter(Boolean).join(' · ')}
        </Text>
        {place && <Text size="sm">{place}</Text>}
        {(card.isCertified || card.isLaunched || card.isSpotlight) && (
          <Group gap={4}>
            {card.isCertified && (
              <Badge size="sm" color="teal.9">
                {t('search.card.certified')}
              </Badge>
            )}
            {card.isSpotlight && (
              <Badge size="sm" color="orange.9">
                {t('search.card.spotlight')}
              </Badge>
            )}
            {card.isLaunched && (
              <Badge size="sm" color="grape.9">
                {t('search.card.launched')}
              </Badge>
            )}
          </Group>
        )}
        <Group
          aria-label={t('search.card.ratings', { ...card.ratings })}
          role="img"
          c="dimmed"
          fz="sm"
          gap={0}
          style={{ columnGap: 4 }}
        >
          {total === 0 ? (
            <Text span size="sm">
              {t('search.card.noRatings')}
            </Text>
          ) : (
            <>
              <IconMoodHappy size={16} aria-hidden color="var(--mantine-color-teal-7)" />
              {/* Each part stays whole; on a narrow card the count goes to the next line. */}
              <Text span size="sm" fw={600} c="teal.9" style={{ whiteSpace: 'nowrap' }}>
                {t('search.card.positiveShare', { percent: positivePercent })}
              </Text>
              <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
                · {t('search.card.ratingCount', { count: total })}
              </Text>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  )
}
