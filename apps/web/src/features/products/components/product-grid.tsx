import type { UseQueryResult } from '@tanstack/react-query'
import { Box, Card, Group, Pagination, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import type { ProductListDto } from '@galera/shared/catalogue/product.schemas.ts'
import { EmptyState, ErrorState } from '../../../components/states.tsx'
import { useLocale } from '../../../lib/i18n.ts'
import { ProductCard } from './product-card.tsx'

function GridSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} aria-hidden data-testid="products-loading">
      {Array.from({ length: 8 }, (_, i) => (
        <Card key={i} withBorder radius="md" padding="sm">
          <Card.Section>
            <Skeleton h={160} radius={0} />
          </Card.Section>
          <Skeleton h={14} mt="sm" w="70%" />
          <Skeleton h={12} mt={8} w="50%" />
        </Card>
      ))}
    </SimpleGrid>
  )
}

/** A page of product cards with its loading, error and empty states and the pager. */
export function ProductGrid({
  query,
  page,
  onPage,
  emptyTitle,
  emptyHint,
  firstIsPriority = false,
}: {
  query: UseQueryResult<ProductListDto>
  page: number
  onPage: (page: number) => void
  emptyTitle: string
  emptyHint?: string
  /** The grid opens the page: its first cover is the first screen's largest image (ADR 0050). */
  firstIsPriority?: boolean
}) {
  const { t } = useLocale()
  if (query.isPending) return <GridSkeleton />
  if (query.isError)
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
  const data = query.data
  if (data.data.length === 0)
    return (
      <EmptyState title={emptyTitle}>
        {emptyHint && (
          <Text size="sm" c="dimmed">
            {emptyHint}
          </Text>
        )}
      </EmptyState>
    )
  return (
    <Stack gap="lg">
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 4 }}
        component="ul"
        aria-label={t('products.search.results')}
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          opacity: query.isPlaceholderData ? 0.6 : 1,
        }}
        aria-busy={query.isPlaceholderData}
      >
        {data.data.map((card, i) => (
          <Box component="li" key={card.id}>
            <ProductCard card={card} priority={firstIsPriority && i === 0} />
          </Box>
        ))}
      </SimpleGrid>
      {data.last_page > 1 && (
        <Group justify="center">
          <Pagination
            total={data.last_page}
            value={page}
            onChange={onPage}
            aria-label={t('products.search.pagination')}
            getControlProps={() => ({ 'aria-label': t('products.search.pagination') })}
          />
        </Group>
      )}
    </Stack>
  )
}
