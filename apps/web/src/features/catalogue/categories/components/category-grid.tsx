import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core'
import { IconSparkles } from '@tabler/icons-react'
import { EmptyState, ErrorState } from '../../../../components/states.tsx'
import { isApiError } from '../../../../lib/api-client.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { useCategories, type CategoryKind } from '../api.ts'

/** Top-level categories as cards, with loading, empty and error states. */
export function CategoryGrid({ kind }: { kind: CategoryKind }) {
  const { t } = useLocale()
  const categories = useCategories(kind)

  if (categories.isPending) {
    return (
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 4 }}
        spacing="md"
        role="status"
        aria-busy="true"
        aria-label={t('web.common.loading')}
      >
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={72} radius="md" />
        ))}
      </SimpleGrid>
    )
  }
  if (categories.isError) {
    // Spec §8: a 404 on a list reads "No result found" in place of the list.
    if (isApiError(categories.error) && categories.error.status === 404) return <EmptyState />
    return (
      <ErrorState message={categories.error.message} onRetry={() => void categories.refetch()} />
    )
  }
  if (categories.data.length === 0) return <EmptyState title={t('web.home.categories.empty')} />

  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, sm: 3, md: 4 }}
      spacing="md"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {categories.data.map((c) => (
        <Card component="li" key={c.id} withBorder radius="md" padding="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden visibleFrom="xs">
              <IconSparkles size={18} />
            </ThemeIcon>
            <Text fw={600} size="sm" style={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
              {c.name}
            </Text>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  )
}
