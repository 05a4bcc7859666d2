import {
  SEARCH_COUNT_CAP,
  SEARCH_PAGE_SIZE,
  type PromoterCard,
  type PromoterSearchQuery,
  type PromoterSearchResult,
} from '@galera/shared/promoters/promoter.schemas.ts'
import { DAY_TIMES, weekdayOf } from '@galera/shared/promoters/availability.ts'
import { ageOnDay, todayInBrazil } from '@galera/shared/registration/registration.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { fileUrl } from './promoter-dto.ts'
import { UF_CODES } from '@galera/shared/locations/location.schemas.ts'
import { PromoterSearchIndex } from './search/search-index.ts'
import { trigrams, WORD_SIMILARITY, wordSimilarity } from './search/trigrams.ts'
import {
  promoterSearchRepository,
  type CardRow,
  type SearchPlan,
  type SearchTerm,
} from './promoter-search.repository.ts'

/**
 * Words that say nothing about who is wanted (ADR 0015): Portuguese articles/prepositions and
 * the generic "promoter" words every visitor types ("promotora são paulo"). Dropped before
 * matching, so they neither narrow nor widen a search. Compared after accents and case go.
 */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set([
  'de',
  'da',
  'do',
  'das',
  'dos',
  'e',
  'em',
  'para',
  'a',
  'o',
  'as',
  'os',
  'promotor',
  'promotora',
  'promotores',
  'promotoras',
  'promoter',
  'promoters',
])

/** At most this many words count; a longer query is cut (each word is one index condition). */
export const SEARCH_MAX_WORDS = 6

/**
 * "Recepcionista  em SALVADOR!" → ["recepcionista", "salvador"]: lower case, no accents (like
 * galera_unaccent), split on anything that is not a letter or digit — which also removes every
 * tsquery operator (`:*&|!()'`) — then stop words out.
 */
export function searchWords(q: string | undefined): string[] {
  if (!q) return []
  const words = q
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !SEARCH_STOP_WORDS.has(w))
    .map((w) => w.slice(0, 40))
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS)
}

interface Entry<T> {
  grams: Set<string>
  values: T[]
}

/**
 * Words of the category names and of the cities promoters live in, each pointing at what it
 * names. A query word that equals or nearly equals one of them (typo-tolerant, same measure as
 * pg_trgm) matches through the category / place btree indexes (ADR 0015).
 */
export class SearchDictionary {
  private readonly categoryWords = new Map<string, Entry<string>>()
  private readonly placeWords = new Map<string, Entry<readonly [string, string]>>()

  private readonly categoryRows = new Map<string, number>()
  private readonly placeRows = new Map<string, number>()
  /** Promoters with a known place (the share of a word's rows is taken against it). */
  private readonly totalRows: number

  constructor(
    categories: { id: string; names: string; rows?: number }[],
    places: { uf: string; city: string; rows?: number }[],
  ) {
    for (const c of categories) this.categoryRows.set(c.id, c.rows ?? Infinity)
    for (const p of places) this.placeRows.set(`${p.uf}|${p.city}`, p.rows ?? Infinity)
    this.totalRows = places.reduce((n, p) => n + (p.rows ?? 0), 0)
    const add = <T>(map: Map<string, Entry<T>>, text: string, value: T) => {
      for (const w of searchWords(text)) {
        const e = map.get(w) ?? { grams: trigrams(w), values: [] }
        if (!e.values.includes(value)) e.values.push(value)
        map.set(w, e)
      }
    }
    for (const c of categories) add(this.categoryWords, c.names, c.id)
    for (const p of places) add(this.placeWords, p.city, [p.uf, p.city] as const)
  }

  private lookup<T>(map: Map<string, Entry<T>>, word: string, grams: Set<string>): T[] {
    const exact = map.get(word)
    if (exact) return [...exact.values]
    const out = new Set<T>()
    for (const e of map.values())
      if (wordSimilarity(grams, e.grams) >= WORD_SIMILARITY) for (const v of e.values) out.add(v)
    return [...out]
  }

  resolve(word: string): SearchTerm {
    const grams = trigrams(word)
    const upper = word.toUpperCase()
    const categoryIds = this.lookup(this.categoryWords, word, grams)
    const places = this.lookup(this.placeWords, word, grams)
    const ufs = (UF_CODES as readonly string[]).includes(upper) ? [upper] : []
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
    // About how many promoters the word's columns hold: decides how array filters are checked.
    const rows = ufs.length
      ? Infinity
      : sum(categoryIds.map((id) => this.categoryRows.get(id) ?? Infinity)) +
        sum(places.map(([uf, city]) => this.placeRows.get(`${uf}|${city}`) ?? Infinity))
    const total = this.totalRows
    return { word, categoryIds, places, ufs, share: total > 0 ? rows / total : 1 }
  }
}

/**
 * Words that only name places ("sao" + "paulo", "rio" + "janeiro") must all hold, so they become
 * one condition on the places they have in common: one index scan instead of one per word.
 */
export function mergePlaceTerms(terms: SearchTerm[]): SearchTerm[] {
  const placeOnly = (t: SearchTerm) =>
    Boolean(t.places?.length) && !t.categoryIds?.length && !t.ufs?.length
  const group = terms.filter(placeOnly)
  if (group.length < 2) return terms
  const key = ([uf, city]: readonly [string, string]) => `${uf}|${city}`
  let common = group[0]!.places!
  for (const t of group.slice(1)) {
    const keys = new Set(t.places!.map(key))
    common = common.filter((p) => keys.has(key(p)))
  }
  const merged: SearchTerm = {
    word: group.map((t) => t.word).join(' '),
    categoryIds: [],
    ufs: [],
    places: common,
    share: Math.min(...group.map((t) => t.share ?? 1)),
  }
  // No place has every word: the search must find nothing, so keep a condition that cannot hold.
  if (!common.length) merged.places = [['', '']]
  return [...terms.filter((t) => !placeOnly(t)), merged]
}

/** The dictionary is rebuilt at most this often (new cities/categories wait this long). */
export const DICTIONARY_TTL_MS = 60_000

/** YYYY-MM-DD minus whole years; 29 Feb becomes 28 Feb in a common year. */
export function minusYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const year = y - years
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const dd = m === 2 && d === 29 && !leap ? 28 : d
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`
}

/** The weekly-availability bits that make a promoter available on `day` (at `dayTime`, or at any time). */
export function availabilityMask(day: string, dayTime: string | undefined): number {
  const weekday = weekdayOf(day)
  if (dayTime) return 1 << (weekday * 3 + DAY_TIMES.indexOf(dayTime as (typeof DAY_TIMES)[number]))
  return 7 << (weekday * 3)
}

export function buildPlan(
  query: PromoterSearchQuery,
  now: Date,
  dictionary?: SearchDictionary,
): SearchPlan {
  const today = todayInBrazil(now)
  const words = searchWords(query.q)
  // age a..b ⇔ birth_date in (today − (b+1) years, today − a years]
  return {
    terms: mergePlaceTerms(words.map((word) => dictionary?.resolve(word) ?? { word })),
    now,
    categoryId: query.category,
    gender: query.gender,
    bornOnOrBefore: query.ageMin !== undefined ? minusYears(today, query.ageMin) : undefined,
    bornAfter: query.ageMax !== undefined ? minusYears(today, query.ageMax + 1) : undefined,
    heightMin: query.heightMin,
    heightMax: query.heightMax,
    weightMin: query.weightMin,
    weightMax: query.weightMax,
    hair: query.hair,
    eyes: query.eyes,
    skin: query.skin,
    disabilities: query.disabilities,
    hasDisability: query.hasDisability,
    languages: query.languages,
    dance: query.dance,
    instruments: query.instruments,
    hasCar: query.hasCar,
    canTravel: query.canTravel,
    issuesInvoice: query.issuesInvoice,
    uf: query.uf,
    city: query.city,
    availableDay: query.date,
    availableMask: query.date ? availabilityMask(query.date, query.dayTime) : undefined,
    sort: query.sort,
    limit: SEARCH_PAGE_SIZE,
    offset: (query.page - 1) * SEARCH_PAGE_SIZE,
  }
}

function cardOf(row: CardRow, today: string): PromoterCard {
  return {
    id: row.id,
    name: row.name,
    age: ageOnDay(row.birthDate, today),
    city: row.city,
    uf: row.uf,
    category: row.categoryId
      ? { id: row.categoryId, namePt: row.categoryNamePt ?? '', nameEn: row.categoryNameEn ?? '' }
      : null,
    gender: row.gender,
    heightCm: row.heightCm,
    pictureUrl: fileUrl(row.coverVariants, 'medium') ?? fileUrl(row.avatarVariants, 'medium'),
    isCertified: row.isCertified,
    isLaunched: row.isLaunched,
    isSpotlight: row.isSpotlight,
    ratings: {
      positive: row.ratingPositive,
      neutral: row.ratingNeutral,
      negative: row.ratingNegative,
    },
  }
}

export function promoterSearchService(ctx: AppContext) {
  const repo = promoterSearchRepository(ctx.db)
  const index = new PromoterSearchIndex(ctx.db, { health: ctx.health, log: ctx.log })
  let dictionary: { value: Promise<SearchDictionary>; at: number } | undefined
  const getDictionary = () => {
    const at = performance.now()
    if (!dictionary || at - dictionary.at > DICTIONARY_TTL_MS) {
      const value = repo.dictionary().then(({ categories, places }) => {
        return new SearchDictionary(categories, places)
      })
      value.catch(() => (dictionary = undefined))
      dictionary = { value, at }
    }
    return dictionary.value
  }
  return {
    async search(query: PromoterSearchQuery): Promise<PromoterSearchResult> {
      const now = ctx.clock.now()
      const plan = buildPlan(query, now, query.q ? await getDictionary() : undefined)
      // Served from the in-process index, brought up to date first (ADR 0018). While it cannot
      // sync it retries by itself and the search answers 503: a stale answer is never served.
      const { rows, total: matches } = await index.search(plan).catch((err: unknown) => {
        if (!index.failing) throw err
        throw new AppError('SERVICE_UNAVAILABLE')
      })
      let total = matches
      const totalCapped = total > SEARCH_COUNT_CAP
      if (totalCapped) total = SEARCH_COUNT_CAP
      const today = todayInBrazil(now)
      return {
        items: rows.map((r) => cardOf(r, today)),
        total,
        totalCapped,
        page: query.page,
        pageSize: SEARCH_PAGE_SIZE,
        lastPage: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)),
      }
    },
    /** Stops the index's background retry (the app is closing). */
    close: () => index.close(),
  }
}
