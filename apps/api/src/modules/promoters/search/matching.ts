import { OPTION_SETS } from '@galera/shared/options/option-sets.ts'
import { UF_CODES } from '@galera/shared/locations/location.schemas.ts'
import type { CardRow, SearchPlan, SearchTerm } from '../promoter-search.repository.ts'
import { cardRow, type Doc } from './documents.ts'
import {
  bits,
  F_CAR,
  F_INVOICE,
  F_LISTED,
  F_SENSITIVE,
  F_TRAVEL,
  F_USER_ACTIVE,
  ymd,
  type Columns,
} from './columns.ts'
import type { Postings5 } from './postings.ts'
import {
  fold,
  gramsOf,
  strictWordSimilarity,
  trigrams,
  WORD_SIMILARITY,
  wordSimilarity,
} from './trigrams.ts'
import { rankWords, sqlSum, tsRank, type ScorePart } from './ranking.ts'

/**
 * A search over the index's contents: the rules of the SQL path (promoter-search.repository.ts)
 * checked on the typed-array columns, walking the smallest posting list the plan allows.
 */
export interface IndexContents {
  docs: Map<string, Doc>
  postings: Postings5
  columns: Columns
  /** Category id → parent id, for "this category or its subcategories". */
  parents: Map<string, string | null>
}

/** One page of cards in order and how many match (exact). */
export function findMatches(
  plan: SearchPlan,
  index: IndexContents,
): { rows: CardRow[]; total: number } {
  const now = plan.now.getTime()
  const terms = plan.terms.map((t) => compileTerm(t, index.postings, index.columns))
  const ranked = terms.some((t) => t.loose)
  const match = compileFilters(plan, index.parents, index.columns)
  const { flags, blockedUntil } = index.columns
  const LISTED = F_LISTED | F_USER_ACTIVE
  // Walk the smallest posting list a word or a filter allows, else everyone.
  const P = index.postings
  const lists: Int32Array[][] = terms.map((t) => t.candidates)
  if (plan.uf) lists.push(plan.uf.map((uf) => P.slots(P.byUf, uf)))
  if (plan.categoryId) {
    const id = plan.categoryId
    const ids = [...index.parents].filter(([cat, parent]) => cat === id || parent === id)
    lists.push(ids.map(([cat]) => P.slots(P.byCategory, cat)))
  }
  let walk: Int32Array[] | null = null
  let best = index.docs.size
  let walkedTerm = -1
  for (const [i, l] of lists.entries()) {
    const n = l.reduce((sum, a) => sum + a.length, 0)
    if (n < best) {
      best = n
      walk = l
      walkedTerm = i < terms.length && !terms[i]!.loose ? i : -1
    }
  }
  // Every row of a resolved word's own lists matches that word: no need to check it again.
  const scored = ranked && plan.sort === 'relevance'
  const words = rankWords(plan.terms.filter((_, i) => terms[i]!.loose).map((t) => t.word))
  const parts: ScorePart[] = terms.map(() => ({ value: 1, int: true }))
  const slotDocs = index.columns.docs
  const seen = walk && walk.length > 1 ? new Uint8Array(index.columns.size) : null
  type Hit = { doc: Doc; score: number }
  const byId = (a: Doc, b: Doc) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  const compare =
    plan.sort === 'rating'
      ? (a: Hit, b: Hit) => b.doc.ratingScore - a.doc.ratingScore || byId(a.doc, b.doc)
      : plan.sort === 'newest'
        ? (a: Hit, b: Hit) => b.doc.createdAt - a.doc.createdAt || byId(a.doc, b.doc)
        : (a: Hit, b: Hit) =>
            (ranked ? b.score - a.score : 0) ||
            Number(b.doc.isSpotlight) - Number(a.doc.isSpotlight) ||
            b.doc.ratingScore - a.doc.ratingScore ||
            byId(a.doc, b.doc)
  // Only the first `offset + 20` are kept, in order, while every match is counted.
  const end = plan.offset + plan.limit
  const top: Hit[] = []
  let total = 0
  const keep = (hit: Hit) => {
    if (top.length === end && compare(hit, top[end - 1]!) >= 0) return
    let lo = 0
    let hi = top.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (compare(hit, top[mid]!) < 0) hi = mid
      else lo = mid + 1
    }
    top.splice(lo, 0, hit)
    if (top.length > end) top.pop()
  }
  const visit = (slot: number) => {
    if (seen) {
      if (seen[slot]) return
      seen[slot] = 1
    }
    if ((flags[slot]! & LISTED) !== LISTED) return
    if (blockedUntil[slot]! > now) return
    const doc = slotDocs[slot]!
    if (!match(slot, doc)) return
    for (const [i, t] of terms.entries()) {
      if (i === walkedTerm) continue
      const s = t.score(slot, doc)
      if (s < 0) return
      parts[i] = { value: s, int: !t.loose }
    }
    total++
    // Relevance as SQL sums it: every word's part, then ts_rank of the description (ranking.ts).
    const score = scored
      ? sqlSum([...parts, { value: tsRank(words, doc.lexemes, doc.lexemeRanks), int: false }])
      : 0
    keep({ doc, score })
  }
  if (walk) for (const list of walk) for (let i = 0; i < list.length; i++) visit(list[i]!)
  else for (let slot = 0; slot < index.columns.size; slot++) visit(slot)
  return { rows: top.slice(plan.offset, end).map(({ doc }) => cardRow(doc)), total }
}

/**
 * One word: a resolved word holds when the row has one of its categories, places or UFs
 * (score 1); another word when it is (nearly) a word of name/category/city — pg_trgm strict word
 * similarity ≥ 0.5 — or a prefix of a description word, and scores strict_word_similarity over
 * the whole search_doc as SQL does (also below 0.5, and across words). `score` is -1 for no match; `candidates`
 * are the posting lists of every row that can match.
 */
function compileTerm(t: SearchTerm, p: Postings5, c: Columns) {
  const resolved = Boolean(t.categoryIds?.length || t.places?.length || t.ufs?.length)
  if (resolved) {
    const cats = new Set(t.categoryIds ?? [])
    const placeKeys = (t.places ?? []).map(([uf, city]) => `${uf}|${city}`)
    const ufs = new Set(t.ufs ?? [])
    const candidates: Int32Array[] = [
      ...[...cats].map((cat) => p.slots(p.byCategory, cat)),
      ...placeKeys.map((k) => p.slots(p.byPlace, k)),
      ...[...ufs].map((u) => p.slots(p.byUf, u)),
    ]
    const catCodes = new Set([...cats].map((id) => c.categoryCodes.get(id) ?? -2))
    const placeCodes = new Set(placeKeys.map((k) => c.placeCodes.get(k) ?? -2))
    const ufCodes = new Set(
      [...ufs].map((u) => UF_CODES.indexOf(u as (typeof UF_CODES)[number])).filter((i) => i >= 0),
    )
    return {
      loose: false,
      candidates,
      score: (slot: number, _d: Doc) =>
        catCodes.has(c.category[slot]!) ||
        placeCodes.has(c.place[slot]!) ||
        ufCodes.has(c.uf[slot]!)
          ? 1
          : -1,
    }
  }
  const grams = trigrams(t.word)
  // Words of name/category/city close enough, and description lexemes it begins.
  const similar = new Map<string, number>()
  const candidates: Int32Array[] = []
  const near = new Set<string>()
  for (const g of grams) for (const word of p.byGram.get(g) ?? []) near.add(word)
  for (const word of near) {
    const s = wordSimilarity(grams, gramsOf(word))
    if (s >= WORD_SIMILARITY && p.byWord.has(word)) {
      similar.set(word, s)
      candidates.push(p.slots(p.byWord, word))
    }
  }
  const lexemeSlots = new Set<number>()
  for (const lexeme of p.byLexeme.keys())
    if (lexeme.startsWith(t.word)) {
      const slots = p.slots(p.byLexeme, lexeme)
      candidates.push(slots)
      for (const slot of slots) lexemeSlots.add(slot)
    }
  return {
    loose: true,
    candidates,
    score: (slot: number, d: Doc) => {
      let close = false
      for (const w of d.docWords) if (similar.has(w.word)) close = true
      if (!close && !lexemeSlots.has(slot)) return -1
      return strictWordSimilarity(grams, d.docWordList)
    },
  }
}

function compileFilters(plan: SearchPlan, parents: Map<string, string | null>, c: Columns) {
  const checks: ((s: number, d: Doc) => boolean)[] = []
  /** "Any of" on a small code column: a bit per allowed code. */
  const anyCode = (values: string[] | undefined, set: readonly string[], column: Int8Array) => {
    if (!values) return
    const mask = bits(set, values)
    checks.push((s) => column[s]! >= 0 && ((mask >>> column[s]!) & 1) === 1)
  }
  if (plan.categoryId) {
    const id = plan.categoryId
    const allowed = new Set<number>()
    for (const [cat, parent] of parents)
      if (cat === id || parent === id) {
        const code = c.categoryCodes.get(cat)
        if (code !== undefined) allowed.add(code)
      }
    checks.push((s) => allowed.has(c.category[s]!))
  }
  anyCode(plan.gender, OPTION_SETS.gender, c.gender)
  if (plan.bornAfter) {
    const v = ymd(plan.bornAfter)
    checks.push((s) => c.birth[s]! > v)
  }
  if (plan.bornOnOrBefore) {
    const v = ymd(plan.bornOnOrBefore)
    checks.push((s) => c.birth[s]! <= v)
  }
  const range = (min: number | undefined, max: number | undefined, col: Int16Array) => {
    if (min !== undefined) checks.push((s) => col[s]! >= min)
    if (max !== undefined) checks.push((s) => col[s]! <= max)
  }
  range(plan.heightMin, plan.heightMax, c.height)
  range(plan.weightMin, plan.weightMax, c.weight)
  anyCode(plan.hair, OPTION_SETS.hair, c.hair)
  anyCode(plan.eyes, OPTION_SETS.eyes, c.eyes)
  // Sensitive data (LGPD art. 11): only promoters who chose to show it can match on it.
  if (plan.skin || plan.disabilities || plan.hasDisability !== undefined)
    checks.push((s) => (c.flags[s]! & F_SENSITIVE) !== 0)
  anyCode(plan.skin, OPTION_SETS.skin, c.skin)
  if (plan.disabilities) {
    const mask = bits(OPTION_SETS.disabilities, plan.disabilities)
    checks.push((s) => (c.disabilities[s]! & mask) !== 0)
  }
  if (plan.hasDisability !== undefined) {
    const has = plan.hasDisability
    checks.push((s) => (c.disabilities[s]! !== 0) === has)
  }
  const allOf = (values: string[] | undefined, set: readonly string[], col: Int32Array) => {
    if (!values) return
    const mask = bits(set, values)
    checks.push((s) => (col[s]! & mask) === mask)
  }
  allOf(plan.languages, OPTION_SETS.languages, c.languages)
  allOf(plan.dance, OPTION_SETS.dance, c.dance)
  allOf(plan.instruments, OPTION_SETS.instruments, c.instruments)
  const flag = (value: boolean | undefined, bit: number) => {
    if (value !== undefined) checks.push((s) => ((c.flags[s]! & bit) !== 0) === value)
  }
  flag(plan.hasCar, F_CAR)
  flag(plan.canTravel, F_TRAVEL)
  flag(plan.issuesInvoice, F_INVOICE)
  if (plan.uf) {
    const allowed = new Set(
      plan.uf.map((uf) => UF_CODES.indexOf(uf as (typeof UF_CODES)[number])).filter((i) => i >= 0),
    )
    checks.push((s) => allowed.has(c.uf[s]!))
  }
  if (plan.city) {
    const code = c.cityCodes.get(fold(plan.city)) ?? -2
    checks.push((s) => c.city[s] === code)
  }
  if (plan.availableDay && plan.availableMask !== undefined) {
    const day = plan.availableDay
    const mask = plan.availableMask
    checks.push((s, d) => (c.weekly[s]! & mask) !== 0 && !d.blocked.has(day))
  }
  return (s: number, d: Doc) => {
    for (const check of checks) if (!check(s, d)) return false
    return true
  }
}
