import {
  PromoterSearchQuerySchema,
  type PromoterSearchQuery,
} from '@galera/shared/promoters/promoter.schemas.ts'

/**
 * The search lives in the URL (`/pesquisa/{term}?gender=female&uf=BA,SE&page=2`), so a search
 * can be shared and the back button works. These helpers turn the URL into the API query and
 * back; the API query string uses the same names as the URL.
 */

/** Every filter of the modal, in display order (chips follow it too). */
export const FILTER_KEYS = [
  'category',
  'gender',
  'ageMin',
  'ageMax',
  'heightMin',
  'heightMax',
  'weightMin',
  'weightMax',
  'hair',
  'eyes',
  'skin',
  'disabilities',
  'hasDisability',
  'languages',
  'dance',
  'instruments',
  'hasCar',
  'canTravel',
  'issuesInvoice',
  'uf',
  'city',
  'date',
  'dayTime',
] as const
export type FilterKey = (typeof FILTER_KEYS)[number]
export type Filters = Partial<Pick<PromoterSearchQuery, FilterKey>>

export interface SearchState {
  term: string | undefined
  filters: Filters
  sort: PromoterSearchQuery['sort']
  page: number
}

/** One value of the URL: lists joined with commas, flags `true`/`false`. */
function encode(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (Array.isArray(value)) return value.length ? value.join(',') : undefined
  return String(value)
}

/**
 * Reads the URL. A parameter the schema refuses (a hand-edited link) is dropped rather than
 * breaking the whole search.
 */
export function readSearch(
  term: string | undefined,
  categoryFromPath: string | undefined,
  params: URLSearchParams,
): SearchState {
  const raw: Record<string, string> = {}
  for (const key of [...FILTER_KEYS, 'sort', 'page'] as const) {
    const v = params.get(key)
    if (v !== null && v !== '') raw[key] = v
  }
  if (categoryFromPath) raw.category = categoryFromPath
  if (term?.trim()) raw.q = term.trim()
  let parsed = PromoterSearchQuerySchema.safeParse(raw)
  for (let i = 0; !parsed.success && i < 5; i++) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])]
    parsed = PromoterSearchQuerySchema.safeParse(raw)
  }
  const value = parsed.success ? parsed.data : PromoterSearchQuerySchema.parse({})
  const filters: Filters = {}
  for (const key of FILTER_KEYS)
    if (value[key] !== undefined) (filters as Record<string, unknown>)[key] = value[key]
  return { term: value.q, filters, sort: value.sort, page: value.page }
}

/** The query string of a search (without the term, which is in the path). */
export function writeSearch(
  state: Omit<SearchState, 'term'>,
  options: { omitCategory?: boolean } = {},
): URLSearchParams {
  const out = new URLSearchParams()
  for (const key of FILTER_KEYS) {
    if (key === 'category' && options.omitCategory) continue
    const v = encode(state.filters[key])
    if (v !== undefined) out.set(key, v)
  }
  if (state.sort !== 'relevance') out.set('sort', state.sort)
  if (state.page > 1) out.set('page', String(state.page))
  return out
}

/** What `GET /public/promoters` gets. */
export function apiQuery(state: SearchState): Record<string, string> {
  const q = writeSearch(state)
  const out: Record<string, string> = Object.fromEntries(q.entries())
  if (state.term) out.q = state.term
  return out
}

export function countFilters(filters: Filters): number {
  return FILTER_KEYS.filter((k) => encode(filters[k]) !== undefined).length
}
