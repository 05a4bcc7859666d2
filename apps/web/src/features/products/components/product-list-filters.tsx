import { useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Group, NativeSelect, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { PRODUCT_STATUSES, type ProductRowDto } from '@galera/shared/catalogue/product.schemas.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { notifySuccess } from '../../../lib/notify.tsx'
import { PRODUCTS_KEY, setProductStatus, useProductRows, type ProductArea } from '../api.ts'

export type StatusFilter = 'all' | (typeof PRODUCT_STATUSES)[number]

/**
 * The state of a products list (supplier's or admin's), kept in the URL: search (debounced),
 * status, optional supplier, page; and the status change of one row with its notice.
 */
export function useProductList(area: ProductArea, notices: { inactive: string; active: string }) {
  const [params, setParams] = useSearchParams()
  const [q, setQ] = useState(params.get('q') ?? '')
  const [search] = useDebouncedValue(q.trim(), 300)
  const rawStatus = params.get('status')
  const status: StatusFilter =
    rawStatus === 'active' || rawStatus === 'inactive' ? rawStatus : 'all'
  const supplierId = params.get('supplierId') ?? undefined
  const page = Math.max(1, Number(params.get('page')) || 1)
  const list = useProductRows(area, { q: search || undefined, status, supplierId, page })
  const client = useQueryClient()
  const [busy, setBusy] = useState<string | null>(null)

  const setQuery = (next: Record<string, string | undefined>) => {
    const out = new URLSearchParams(params)
    for (const [k, v] of Object.entries(next)) {
      if (v) out.set(k, v)
      else out.delete(k)
    }
    setParams(out)
  }

  const change = async (row: ProductRowDto, next: 'active' | 'inactive') => {
    setBusy(row.id)
    try {
      await setProductStatus(area, row.id, next)
      notifySuccess(notices[next])
      await client.invalidateQueries({ queryKey: PRODUCTS_KEY })
    } catch {
      // The API client showed why (e.g. locked by an admin).
    } finally {
      setBusy(null)
    }
  }

  const typeSearch = (value: string) => {
    setQ(value)
    if (page > 1) setQuery({ page: undefined })
  }

  return { q, typeSearch, status, supplierId, page, list, busy, change, setQuery }
}

/** Search box and status select of a products list; `children` adds more filters. */
export function ProductListFilters({
  searchLabel,
  q,
  onSearch,
  status,
  onStatus,
  children,
}: {
  searchLabel: string
  q: string
  onSearch: (value: string) => void
  status: StatusFilter
  onStatus: (value: StatusFilter) => void
  children?: ReactNode
}) {
  const { t } = useLocale()
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={searchLabel}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        value={q}
        onChange={(e) => onSearch(e.currentTarget.value)}
        style={{ flex: '1 1 240px' }}
      />
      <NativeSelect
        label={t('products.status.label')}
        value={status}
        data={(['all', ...PRODUCT_STATUSES] as const).map((s) => ({
          value: s,
          label: t(`products.status.${s}`),
        }))}
        onChange={(e) => onStatus(e.currentTarget.value as StatusFilter)}
      />
      {children}
    </Group>
  )
}
