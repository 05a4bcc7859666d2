import { useMemo } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { Group, NativeSelect, Stack, Text } from '@mantine/core'
import {
  PRODUCT_SORTS,
  ProductListQuerySchema,
  type ProductListQuery,
  type ProductSort,
} from '@galera/shared/catalogue/product.schemas.ts'
import { pathTo } from '../../../lib/routes.ts'
import { useLocale } from '../../../lib/i18n.ts'
import {
  useColors,
  useMaterials,
  useProductCategories,
  usePublicProducts,
  useSubcategories,
} from '../api.ts'
import { ProductGrid } from './product-grid.tsx'

/** The products tab's own URL parameters (the term and a category route live in the path). */
const PARAMS = ['category', 'colorId', 'materialId', 'sort', 'page'] as const

/** Reads the tab's state from the URL; a hand-edited bad parameter is dropped. */
export function readProductSearch(
  term: string | undefined,
  params: URLSearchParams,
): ProductListQuery {
  const raw: Record<string, string> = {}
  for (const key of PARAMS) {
    const v = params.get(key)
    if (v !== null && v !== '') raw[key] = v
  }
  if (term?.trim()) raw.q = term.trim()
  let parsed = ProductListQuerySchema.safeParse(raw)
  for (let i = 0; !parsed.success && i < 5; i++) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])]
    parsed = ProductListQuerySchema.safeParse(raw)
  }
  return parsed.success ? parsed.data : ProductListQuerySchema.parse({})
}

/**
 * The products tab of `pesquisa/{term}` and `categoria/{id}/{sub}` (spec §2: the same screen):
 * product cards with the category (path or filter), colour and material filters, sort and pages.
 * Everything lives in the URL next to `tab=products`.
 */
export function ProductsTab({
  term,
  categoryId,
  subcategoryId,
  categoryIsProduct,
}: {
  term: string | undefined
  /** `categoria/:id` when it is a product category. */
  categoryId?: string
  subcategoryId?: string
  categoryIsProduct: boolean
}) {
  const { t, locale } = useLocale()
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const state = readProductSearch(term, params)
  const onCategoryRoute = Boolean(categoryId)
  const pathCategory = categoryIsProduct ? (subcategoryId ?? categoryId) : undefined
  const apiQuery: Partial<ProductListQuery> = {
    ...state,
    category: onCategoryRoute ? pathCategory : state.category,
  }
  const results = usePublicProducts(apiQuery)
  const categories = useProductCategories(locale)
  const materials = useMaterials(locale)
  const subcategories = useSubcategories(categoryIsProduct ? categoryId : undefined, locale)

  const allColors = useColors('public', locale)
  const colors = useMemo(
    () => [...(allColors.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, locale)),
    [allColors.data, locale],
  )

  const go = (next: Partial<ProductListQuery>, pathname = location.pathname) => {
    const merged = { ...state, page: 1, ...next }
    const out = new URLSearchParams({ tab: 'products' })
    if (!onCategoryRoute && merged.category) out.set('category', merged.category)
    if (merged.colorId) out.set('colorId', merged.colorId)
    if (merged.materialId) out.set('materialId', merged.materialId)
    if (merged.sort && merged.sort !== 'relevance') out.set('sort', merged.sort)
    if (merged.page > 1) out.set('page', String(merged.page))
    void navigate({ pathname, search: `?${out.toString()}` })
  }

  // A broad search is counted up to a cap (ADR 0068): "1,000+" / "1.000+".
  const count = results.data
    ? t(results.data.totalCapped ? 'products.search.countCapped' : 'products.search.count', {
        count: results.data.total.toLocaleString(locale),
      })
    : ''
  const colorOptions = [
    { value: '', label: t('products.search.anyColor') },
    ...colors.map((c) => ({ value: c.id, label: c.name })),
  ]
  if (state.colorId && !colors.some((c) => c.id === state.colorId))
    colorOptions.push({ value: state.colorId, label: t('products.search.color') })

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {!onCategoryRoute && (
          <NativeSelect
            label={t('products.search.category')}
            value={state.category ?? ''}
            data={[
              { value: '', label: t('products.search.anyCategory') },
              ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
            ]}
            onChange={(e) => go({ category: e.currentTarget.value || undefined })}
          />
        )}
        {onCategoryRoute && categoryIsProduct && (subcategories.data?.length ?? 0) > 0 && (
          <NativeSelect
            label={t('products.search.subcategory')}
            value={subcategoryId ?? ''}
            data={[
              { value: '', label: t('products.search.anyCategory') },
              ...(subcategories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
            ]}
            onChange={(e) =>
              go(
                {},
                pathTo('category', {
                  id: categoryId,
                  subcategory: e.currentTarget.value || undefined,
                }),
              )
            }
          />
        )}
        <NativeSelect
          label={t('products.search.color')}
          value={state.colorId ?? ''}
          data={colorOptions}
          onChange={(e) => go({ colorId: e.currentTarget.value || undefined })}
        />
        <NativeSelect
          label={t('products.search.material')}
          value={state.materialId ?? ''}
          data={[
            { value: '', label: t('products.search.anyMaterial') },
            ...(materials.data ?? []).map((m) => ({ value: m.id, label: m.name })),
          ]}
          onChange={(e) => go({ materialId: e.currentTarget.value || undefined })}
        />
        <NativeSelect
          label={t('products.sort.label')}
          value={state.sort}
          data={PRODUCT_SORTS.map((s) => ({ value: s, label: t(`products.sort.${s}`) }))}
          onChange={(e) => go({ sort: e.currentTarget.value as ProductSort })}
        />
      </Group>
      <Text aria-live="polite" fw={600} data-testid="product-count">
        {count}
      </Text>
      <ProductGrid
        query={results}
        page={state.page}
        onPage={(page) => {
          go({ page })
          window.scrollTo({ top: 0 })
        }}
        emptyTitle={t('products.search.empty')}
        emptyHint={t('products.search.emptyHint')}
        firstIsPriority
      />
    </Stack>
  )
}
