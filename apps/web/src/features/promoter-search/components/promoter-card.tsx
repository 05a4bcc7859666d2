import { Link } from 'react-router'
import { AspectRatio, Badge, Card, Center, Group, Image, Stack, Text } from '@mantine/core'
import { IconMoodHappy, IconMoodEmpty, IconMoodSad, IconUser } from '@tabler/icons-react'
import type { PromoterCard as Card_ } from '@galera/shared/promoters/promoter.schemas.ts'
import { pathTo } from '../../../app/routes.ts'
import { useLocale } from '../../../lib/i18n.ts'

/** One result: picture, name, age, category, place, badges and rating counters. */
export function PromoterCard({ card }: { card: Card_ }) {
  const { t, locale } = useLocale()
  const category = card.category
    ? locale === 'en'
      ? card.category.nameEn
      : card.category.namePt
    : null
  const place = [card.city, card.uf].filter(Boolean).join('/')
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
            <Image src={card.pictureUrl} alt="" loading="lazy" fit="cover" />
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
          gap="xs"
          aria-label={t('search.card.ratings', { ...card.ratings })}
          role="img"
          c="dimmed"
          fz="sm"
        >
          <Group gap={2}>
            <IconMoodHappy size={16} aria-hidden color="var(--mantine-color-teal-7)" />
            <Text span size="sm">
              {card.ratings.positive}
            </Text>
          </Group>
          <Group gap={2}>
            <IconMoodEmpty size={16} aria-hidden />
            <Text span size="sm">
              {card.ratings.neutral}
            </Text>
          </Group>
          <Group gap={2}>
            <IconMoodSad size={16} aria-hidden color="var(--mantine-color-red-7)" />
            <Text span size="sm">
              {card.ratings.negative}
            </Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  )
}
