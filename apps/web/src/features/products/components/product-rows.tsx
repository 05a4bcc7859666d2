import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Anchor, Badge, Card, Center, Group, Stack, Text } from '@mantine/core'
import { IconPhotoOff } from '@tabler/icons-react'
import type { ProductRowDto } from '@galera/shared/catalogue/product.schemas.ts'
import { formatDate } from '@galera/shared/format/date.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { RatingLine } from './rating-line.tsx'
import classes from './products.module.css'

export function StatusBadge({
  row,
}: {
  row: Pick<ProductRowDto, 'status' | 'deactivatedByAdmin'>
}) {
  const { t } = useLocale()
  if (row.status === 'active')
    return (
      <Badge color="teal.9" style={{ flexShrink: 0 }}>
        {t('products.status.active')}
      </Badge>
    )
  return (
    <Badge
      style={{ flexShrink: 0 }}
      color={row.deactivatedByAdmin ? 'red.9' : 'gray.8'}
      variant={row.deactivatedByAdmin ? 'filled' : 'outline'}
      tt="none"
    >
      {row.deactivatedByAdmin ? t('products.status.lockedByAdmin') : t('products.status.inactive')}
    </Badge>
  )
}

/**
 * Product rows of the supplier's and the admin's lists: cover, name (a link to the editor),
 * code, category, status, rating, last change, and the row's actions.
 */
export function ProductRows({
  rows,
  linkTo,
  actions,
  showSupplier = false,
}: {
  rows: ProductRowDto[]
  linkTo: (row: ProductRowDto) => string
  actions: (row: ProductRowDto) => ReactNode
  showSupplier?: boolean
}) {
  const { t, locale } = useLocale()
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row) => (
        <li key={row.id}>
          <Card withBorder padding="sm" radius="md" data-testid="product-row">
            <Group gap="md" wrap="nowrap" align="flex-start">
              {row.cover ? (
                <img src={row.cover.thumb} alt="" className={classes.rowCover} />
              ) : (
                <Center className={classes.rowCover} bg="gray.1" aria-hidden>
                  <IconPhotoOff size={24} color="var(--mantine-color-gray-6)" />
                </Center>
              )}
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs" wrap="wrap" align="center">
                  <Anchor
                    component={Link}
                    to={linkTo(row)}
                    fw={700}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {row.name}
                  </Anchor>
                  <StatusBadge row={row} />
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[
                    t('products.list.code', { code: row.code }),
                    row.category.name,
                    showSupplier ? row.supplier.tradeName : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <Group gap="md" wrap="wrap">
                  <RatingLine rating={row.rating} size="xs" />
                  <Text size="xs" c="dimmed">
                    {t('products.list.updated', { date: formatDate(row.updatedAt, locale) })}
                  </Text>
                </Group>
                <Group gap="xs" wrap="wrap" mt={4}>
                  {actions(row)}
                </Group>
              </Stack>
            </Group>
          </Card>
        </li>
      ))}
    </Stack>
  )
}
