import { Group, Text } from '@mantine/core'
import { IconStarFilled } from '@tabler/icons-react'
import type { ProductRatingSummary } from '@galera/shared/catalogue/product.schemas.ts'
import { useLocale } from '../../../lib/i18n.ts'

/** "★ 4,5 (12)", read out as a sentence; "Sem avaliações" when there are none. */
export function RatingLine({
  rating,
  size = 'sm',
}: {
  rating: Pick<ProductRatingSummary, 'average' | 'count'>
  size?: 'xs' | 'sm' | 'md'
}) {
  const { t, locale } = useLocale()
  if (rating.average === null || rating.count === 0)
    return (
      <Text size={size} c="dimmed">
        {t('products.rating.none')}
      </Text>
    )
  const value = rating.average.toLocaleString(locale, { maximumFractionDigits: 1 })
  return (
    <Group
      gap={4}
      role="img"
      aria-label={t('products.rating.summary', { value, count: rating.count })}
      wrap="nowrap"
    >
      <IconStarFilled size={14} color="var(--mantine-color-yellow-7)" aria-hidden />
      <Text size={size} fw={600} component="span">
        {value}
      </Text>
      <Text size={size} c="dimmed" component="span">
        ({rating.count})
      </Text>
    </Group>
  )
}

/** A 1–5 star score as text stars (for one criterion of a rating). */
export function Stars({ value }: { value: number }) {
  const { t } = useLocale()
  return (
    <Text span c="yellow.8" role="img" aria-label={t('products.rating.stars', { value })}>
      {'★'.repeat(value)}
      <Text span c="gray.5">
        {'★'.repeat(Math.max(0, 5 - value))}
      </Text>
    </Text>
  )
}
