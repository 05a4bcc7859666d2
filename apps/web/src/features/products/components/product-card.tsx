import { Link } from 'react-router'
import { AspectRatio, Badge, Card, Center, Group, Stack, Text } from '@mantine/core'
import { IconPhotoOff } from '@tabler/icons-react'
import type { ProductCardDto } from '@galera/shared/catalogue/product.schemas.ts'
import { ResponsiveImage } from '../../../components/responsive-image.tsx'
import { pathTo } from '../../../lib/routes.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { ColorSwatch } from './color-swatch.tsx'
import { RatingLine } from './rating-line.tsx'
import { useDetailValue } from '../detail-value.ts'

const MAX_SWATCHES = 6

/** One product of a list: cover, name, supplier, colours, tags and rating. */
export function ProductCard({
  card,
  priority = false,
}: {
  card: ProductCardDto
  /** The first card of a list that opens the page: eager, high fetch priority (ADR 0050). */
  priority?: boolean
}) {
  const { t } = useLocale()
  const detailValue = useDetailValue()
  const extra = card.colors.length - MAX_SWATCHES
  return (
    <Card withBorder radius="md" padding="sm" h="100%" data-testid="product-card">
      <Card.Section>
        <AspectRatio ratio={1}>
          {card.cover ? (
            <ResponsiveImage
              image={card.cover}
              alt=""
              // Grids of 2 (phone) to 4 columns inside the 1140 px container.
              sizes="(min-width: 62em) 270px, (min-width: 48em) 33vw, 50vw"
              priority={priority}
            />
          ) : (
            <Center bg="gray.1" role="img" aria-label={t('products.card.noImage')}>
              <IconPhotoOff size={40} color="var(--mantine-color-gray-6)" aria-hidden />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text
          component={Link}
          to={pathTo('product', { id: card.id })}
          fw={700}
          size="md"
          lineClamp={2}
          style={{ color: 'inherit' }}
        >
          {card.name}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {t('products.card.by', { name: card.supplier.tradeName })}
        </Text>
        {card.supplier.isCertified && (
          <Group gap={4}>
            <Badge size="sm" color="teal.9">
              {t('products.card.certified')}
            </Badge>
          </Group>
        )}
        {card.colors.length > 0 && (
          <Group
            gap={4}
            role="list"
            aria-label={t('products.card.colors')}
            wrap="wrap"
            align="center"
          >
            {card.colors.slice(0, MAX_SWATCHES).map((c) => (
              <span role="listitem" key={c.id} title={c.name} aria-label={c.name}>
                <ColorSwatch hex={c.hex} texture={c.textureUrl} size={16} />
              </span>
            ))}
            {extra > 0 && (
              <Text span size="xs" c="dimmed" role="listitem">
                {t('products.card.moreColors', { count: extra })}
              </Text>
            )}
          </Group>
        )}
        {card.tags.length > 0 && (
          <Group gap={4}>
            {card.tags.slice(0, 3).map((tag) => (
              <Badge key={tag} size="sm" variant="outline" color="gray.8" tt="none">
                {detailValue(tag)}
              </Badge>
            ))}
          </Group>
        )}
        <RatingLine rating={card.rating} />
      </Stack>
    </Card>
  )
}
