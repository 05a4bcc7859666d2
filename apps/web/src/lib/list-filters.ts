import { useSearchParams } from 'react-router'
import {
  FILTER_QUANTITY_MAX,
  FILTER_QUANTITY_MIN,
  isIsoDay,
} from '@galera/shared/validation/list-filter-values.ts'

/**
 * The period and quantity filters of a list (spec §5, ADR 0036), kept in the URL like the other
 * filters: `?from=2026-11-01&to=2026-11-30&quantity=500` (ISO days in the URL, never on screen).
 */
export type ListFilters = {
  from?: string
  to?: string
  quantity?: number
}

export const FILTER_PARAMS = ['from', 'to', 'quantity'] as const

/** What the URL holds; a value the schema would refuse (a typed-in URL) is left out. */
export function readFilters(search: URLSearchParams, withQuantity: boolean): ListFilters {
  const out: ListFilters = {}
  const from = search.get('from') ?? ''
  const to = search.get('to') ?? ''
  if (isIsoDay(from)) out.from = from
  if (isIsoDay(to)) out.to = to
  if (out.from && out.to && out.from > out.to) delete out.from
  const q = Number(search.get('quantity') ?? '')
  if (
    withQuantity &&
    search.get('quantity') &&
    Number.isInteger(q) &&
    q >= FILTER_QUANTITY_MIN &&
    q <= FILTER_QUANTITY_MAX
  )
    out.quantity = q
  return out
}

/** The URL with these filters (others kept); a new filter starts again on page 1. */
export function writeFilters(search: URLSearchParams, filters: ListFilters): URLSearchParams {
  const next = new URLSearchParams(search)
  for (const key of FILTER_PARAMS) {
    const v = filters[key]
    if (v === undefined || v === '') next.delete(key)
    else next.set(key, String(v))
  }
  next.delete('page')
  return next
}

/** The filters as query parameters of the list's request. */
export function filterQuery(filters: ListFilters): Record<string, string | number> {
  const q: Record<string, string | number> = {}
  for (const key of FILTER_PARAMS) if (filters[key] !== undefined) q[key] = filters[key]
  return q
}

export const hasFilters = (f: ListFilters) => FILTER_PARAMS.some((k) => f[k] !== undefined)

/** The list's filters from the URL and a setter that writes them back (page reset). */
export function useListFilters(withQuantity = false) {
  const [search, setSearch] = useSearchParams()
  const filters = readFilters(search, withQuantity)
  const setFilters = (next: ListFilters) => setSearch(writeFilters(search, next))
  return { filters, setFilters, search, setSearch }
}

/** The URL on another page of the list, the filters kept. */
export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search)
  if (page > 1) next.set('page', String(page))
  else next.delete('page')
  return next
}

/** `?from=…&to=…` of the applied filters, for a link to another tab of the same list. */
export function filtersSearch(search: URLSearchParams): string {
  const next = new URLSearchParams()
  for (const key of FILTER_PARAMS) {
    const v = search.get(key)
    if (v) next.set(key, v)
  }
  const s = next.toString()
  return s ? `?${s}` : ''
}
