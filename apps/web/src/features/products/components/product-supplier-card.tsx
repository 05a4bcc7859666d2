import { Link } from 'react-router'
import { Anchor, Avatar, Card, Group, Stack, Text } from '@mantine/core'
import type { ProductSupplierDto } from '@galera/shared/catalogue/product.schemas.ts'
import { pathTo } from '../../../lib/routes.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { RatingLine } from './rating-line.tsx'

/** The supplier of a product: logo, name, place, rating and a link to its page. */
export function SupplierCard({
  supplier: s,
  compact = false,
}: {
  supplier: ProductSupplierDto
  compact?: boolean
}) {
  const { t } = useLocale()
  const place = [s.city, s.uf].filter(Boolean).join('/')
  return (
    <Card
      withBorder
      padding="md"
      component={compact ? 'div' : 'section'}
      aria-label={compact ? undefined : t('products.detail.supplier')}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar
          src={s.logoUrl}
          alt=""
          radius="md"
          size="lg"
          // One URL (no variants): the box's size, below the fold (ADR 0050).
          imageProps={{ width: 56, height: 56, loading: 'lazy', decoding: 'async' }}
        >
          {s.tradeName.slice(0, 1)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          {!compact && (
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('products.detail.supplier')}
            </Text>
          )}
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {s.tradeName}
          </Text>
          {place && (
            <Text size="sm" c="dimmed">
              {place}
            </Text>
          )}
          <RatingLine rating={s.rating} />
          <Anchor
            component={Link}
            to={pathTo('supplier', { id: s.id })}
            size="sm"
            aria-label={t('products.detail.seeSupplier', { name: s.tradeName })}
          >
            {t('products.detail.seeSupplier', { name: s.tradeName })}
          </Anchor>
        </Stack>
      </Group>
    </Card>
  )
}
