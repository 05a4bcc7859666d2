import { lazy, Suspense, useState } from 'react'
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
  Tabs,
  Text,
  Title,
} from '@mantine/core'
import { IconAdjustmentsHorizontal, IconPackage, IconUserStar } from '@tabler/icons-react'
import { PROMOTER_SORTS, type PromoterSort } from '@galera/shared/promoters/promoter.schemas.ts'
import { pathTo } from '../../lib/routes.ts'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { lazyPart } from '../../lib/lazy-part.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { useCategory, usePromoterSearch } from '../../features/promoters/search/api.ts'
import { ActiveFilters } from '../../features/promoters/search/components/active-filters.tsx'
import { PromoterCard } from '../../features/promoters/search/components/promoter-card.tsx'
import { SearchBox } from '../../features/promoters/search/components/search-box.tsx'
import {
  countFilters,
  readSearch,
  writeSearch,
  type SearchState,
} from '../../features/promoters/search/search-url.ts'
import { useProductWords } from '../../features/products/api.ts'

// The products tab (and its words) load when it is opened.
const ProductsTab = lazyPart('ProductsTab', () =>
  import('../../features/products/components/products-tab.tsx').then((m) => ({
    default: m.ProductsTab,
  })),
)

// The filter form (react-hook-form, zod) loads when the filters are first opened (ADR 0050).
const FilterModal = lazy(() =>
  import('../../features/promoters/search/components/filter-modal.tsx').then((m) => ({
    default: m.FilterModal,
  })),
)

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

type SearchTab = 'promoters' | 'products'

/**
 * `/pesquisa/{term?}` and `/categoria/{id}/{subcategory?}` (spec §2: the same screen): the
 * promoter search and, on `?tab=products`, the products. Everything lives in the URL, so a search
 * can be shared and back/forward replay it; applying filters, sorting or paging pushes a history
 * entry. A product category opens the products tab.
 */
export function SearchPage() {
  const { t, locale } = useLocale()
  const params = useParams<{ term?: string; id?: string; subcategory?: string }>()
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const productWords = useProductWords()

  const pathCategory = params.subcategory ?? params.id
  const onCategoryRoute = Boolean(params.id)
  const topCategory = useCategory(params.id, locale)
  const categoryKind = (topCategory.data as { kind?: string } | undefined)?.kind
  const categoryIsProduct = categoryKind === 'product'
  const asked = searchParams.get('tab')
  const tab: SearchTab =
    asked === 'products' || asked === 'promoters'
      ? asked
      : onCategoryRoute && categoryIsProduct
        ? 'products'
        : 'promoters'
  const term = params.term?.trim() || undefined
  const category = useCategory(pathCategory, locale)

  const productsTitle = term
    ? t('products.search.titleTerm', { term })
    : onCategoryRoute && categoryIsProduct && category.data
      ? t('products.search.titleCategory', { category: category.data.name })
      : t('products.search.title')

  const changeTab = (next: string | null) => {
    if (next !== 'promoters' && next !== 'products') return
    const pathname = onCategoryRoute
      ? location.pathname
      : pathTo('search', { term: term || undefined })
    void navigate({ pathname, search: `?tab=${next}` })
  }

  // The category route waits for its kind, so a product category does not flash promoters.
  const waitKind = onCategoryRoute && !asked && topCategory.isPending

  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      {waitKind ? (
        <LoadingState />
      ) : tab === 'products' && productWords ? (
        <Stack gap="md">
          <PageTitle title={productsTitle} />
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {productsTitle}
          </Title>
          <TermBox tab={tab} term={term} />
          <SearchTabs tab={tab} onChange={changeTab} />
          <Suspense fallback={<LoadingState />}>
            <ProductsTab
              term={term}
              categoryId={params.id}
              subcategoryId={params.subcategory}
              categoryIsProduct={categoryIsProduct}
            />
          </Suspense>
        </Stack>
      ) : tab === 'products' ? (
        <LoadingState />
      ) : (
        <PromoterSearch
          tabs={productWords ? <SearchTabs tab={tab} onChange={changeTab} /> : null}
        />
      )}
    </Container>
  )
}

function PageTitle({ title }: { title: string }) {
  usePageTitle(title)
  return null
}

function SearchTabs({ tab, onChange }: { tab: SearchTab; onChange: (tab: string | null) => void }) {
  const { t } = useLocale()
  return (
    <Tabs value={tab} onChange={onChange} keepMounted={false}>
      <Tabs.List aria-label={t('products.search.tabs')}>
        <Tabs.Tab value="promoters" leftSection={<IconUserStar size={16} aria-hidden />}>
          {t('products.search.promoters')}
        </Tabs.Tab>
        <Tabs.Tab value="products" leftSection={<IconPackage size={16} aria-hidden />}>
          {t('products.search.products')}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  )
}

/** The search box of the products tab: a new term keeps the tab. */
function TermBox({ tab, term }: { tab: SearchTab; term: string | undefined }) {
  const { t } = useLocale()
  const navigate = useNavigate()
  return (
    <SearchBox
      initial={term ?? ''}
      label={t('products.search.boxLabel')}
      placeholder={t('products.search.boxPlaceholder')}
      submit={t('search.box.submit')}
      onSearch={(next) =>
        void navigate({
          pathname: pathTo('search', { term: next || undefined }),
          search: `?tab=${tab}`,
        })
      }
    />
  )
}

/** The promoter tab (the original search screen). */
function PromoterSearch({ tabs }: { tabs: React.ReactNode }) {
  const { t, locale } = useLocale()
  const params = useParams<{ term?: string; id?: string; subcategory?: string }>()
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [filtersEverOpened, setFiltersEverOpened] = useState(false)

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
    const out = writeSearch(next, { omitCategory: stay })
    // An explicit promoters tab stays (a product category would open products otherwise).
    if (searchParams.get('tab') === 'promoters') out.set('tab', 'promoters')
    const qs = out.toString()
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
          aria-busy={results.isPlaceholderData}
        >
          {data.items.map((card, i) => (
            <Box component="li" key={card.id}>
              <PromoterCard card={card} priority={i === 0} />
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
    <>
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
        {tabs}
        <Group justify="space-between" align="flex-end" gap="sm">
          {/* The results' heading: the cards' names are h3 under it (axe "heading-order"). */}
          <Text component="h2" m={0} aria-live="polite" fw={600} data-testid="result-count">
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
              onClick={() => {
                setFiltersEverOpened(true)
                setFiltersOpen(true)
              }}
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
      {filtersEverOpened && (
        <Suspense fallback={null}>
          <FilterModal
            opened={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            filters={state.filters}
            onApply={(filters) => {
              setFiltersOpen(false)
              go({ ...state, filters, page: 1 })
            }}
          />
        </Suspense>
      )}
    </>
  )
}
