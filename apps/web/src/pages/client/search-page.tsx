import { useState } from 'react'
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import {
  Box,
  Button,
  Card,
  Container,
  Group,
  NativeSelect,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconAdjustmentsHorizontal } from '@tabler/icons-react'
import { PROMOTER_SORTS, type PromoterSort } from '@galera/shared/promoters/promoter.schemas.ts'
import { pathTo } from '../../app/routes.ts'
import { EmptyState, ErrorState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { useCategory, usePromoterSearch } from '../../features/promoter-search/api.ts'
import { ActiveFilters } from '../../features/promoter-search/components/active-filters.tsx'
import { FilterModal } from '../../features/promoter-search/components/filter-modal.tsx'
import { PromoterCard } from '../../features/promoter-search/components/promoter-card.tsx'
import { SearchBox } from '../../features/promoter-search/components/search-box.tsx'
import {
  countFilters,
  readSearch,
  writeSearch,
  type SearchState,
} from '../../features/promoter-search/search-url.ts'

function ResultsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} aria-hidden data-testid="results-loading">
      {Array.from({ length: 8 }, (_, i) => (
        <Card key={i} withBorder radius="md" padding="sm">
          <Card.Section>
            <Skeleton h={180} radius={0} />
          </Card.Section>
          <Skeleton h={14} mt="sm" w="70%" />
          <Skeleton h={12} mt={8} w="50%" />
        </Card>
      ))}
    </SimpleGrid>
  )
}

/**
 * `/pesquisa/{term?}` and `/categoria/{id}/{subcategory?}` (spec §2: the same screen): the
 * promoter search. Everything lives in the URL, so a search can be shared and back/forward
 * replay it; applying filters, sorting or paging pushes a history entry.
 */
export function SearchPage() {
  const { t, locale } = useLocale()
  const params = useParams<{ term?: string; id?: string; subcategory?: string }>()
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const [filtersOpen, setFiltersOpen] = useState(false)

  const pathCategory = params.subcategory ?? params.id
  const onCategoryRoute = Boolean(params.id)
  const state = readSearch(params.term, pathCategory, searchParams)
  const category = useCategory(state.filters.category, locale)
  const results = usePromoterSearch(state)

  const title = state.term
    ? t('search.titleTerm', { term: state.term })
    : onCategoryRoute && category.data
      ? t('search.titleCategory', { category: category.data.name })
      : t('search.title')
  usePageTitle(title)

  const go = (next: SearchState) => {
    const stay = onCategoryRoute && !next.term && next.filters.category === pathCategory
    const pathname = stay ? location.pathname : pathTo('search', { term: next.term || undefined })
    const qs = writeSearch(next, { omitCategory: stay }).toString()
    void navigate({ pathname, search: qs ? `?${qs}` : '' })
  }

  const data = results.data
  let body
  if (results.isPending) body = <ResultsSkeleton />
  else if (results.isError)
    body = <ErrorState message={results.error.message} onRetry={() => void results.refetch()} />
  else if (!data || data.items.length === 0)
    body = (
      <EmptyState title={t('search.empty')}>
        <Text size="sm" c="dimmed">
          {t('search.emptyHint')}
        </Text>
      </EmptyState>
    )
  else
    body = (
      <Stack gap="lg">
        <SimpleGrid
          cols={{ base: 2, sm: 3, md: 4 }}
          component="ul"
          aria-label={t('search.results')}
          style={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            opacity: results.isPlaceholderData ? 0.6 : 1,
          }}
        >
          {data.items.map((card) => (
            <Box component="li" key={card.id}>
              <PromoterCard card={card} />
            </Box>
          ))}
        </SimpleGrid>
        {data.lastPage > 1 && (
          <Group justify="center">
            <Pagination
              total={data.lastPage}
              value={state.page}
              onChange={(page) => {
                go({ ...state, page })
                window.scrollTo({ top: 0 })
              }}
              getControlProps={() => ({ 'aria-label': t('search.pagination') })}
              aria-label={t('search.pagination')}
            />
          </Group>
        )}
      </Stack>
    )

  const count = data
    ? data.totalCapped
      ? t('search.countCapped', { count: data.total.toLocaleString(locale) })
      : t('search.count', { count: data.total.toLocaleString(locale) })
    : ''
  const nFilters = countFilters(state.filters)

  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {title}
        </Title>
        <SearchBox
          initial={state.term ?? ''}
          label={t('search.box.label')}
          placeholder={t('search.box.placeholder')}
          submit={t('search.box.submit')}
          onSearch={(term) => go({ ...state, term: term || undefined, page: 1 })}
        />
        <Group justify="space-between" align="flex-end" gap="sm">
          <Text aria-live="polite" fw={600} data-testid="result-count">
            {count}
          </Text>
          <Group gap="sm" align="flex-end">
            <NativeSelect
              label={t('search.sort.label')}
              value={state.sort}
              data={PROMOTER_SORTS.map((s) => ({ value: s, label: t(`search.sort.${s}`) }))}
              onChange={(e) =>
                go({ ...state, sort: e.currentTarget.value as PromoterSort, page: 1 })
              }
            />
            <Button
              variant="light"
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              onClick={() => setFiltersOpen(true)}
            >
              {nFilters
                ? t('search.filters.openCount', { count: nFilters })
                : t('search.filters.open')}
            </Button>
          </Group>
        </Group>
        <ActiveFilters
          filters={state.filters}
          categoryName={category.data?.name}
          onRemove={(key) => {
            const filters = { ...state.filters }
            delete filters[key]
            if (key === 'date') delete filters.dayTime
            go({ ...state, filters, page: 1 })
          }}
          onClear={() => go({ ...state, filters: {}, page: 1 })}
        />
        {body}
      </Stack>
      <FilterModal
        opened={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        filters={state.filters}
        onApply={(filters) => {
          setFiltersOpen(false)
          go({ ...state, filters, page: 1 })
        }}
      />
    </Container>
  )
}
