/**
 * The public product search's rules, applied in memory (ADR 0078) exactly as the SQL path applies
 * them (product-catalogue.repository.ts `listPublic`, product-search.repository.ts): every word in
 * the accent-free `search_doc`, the filters, the orders, name matches first for a relevance search
 * (ADR 0072), and the matches counted up to a cap (ADR 0068).
 */

import type { ProductColumns, ProductDoc, SlotBits } from './product-columns.ts'

/** Best-rated first (unrated last), then newest, then id: index `products_rating_idx`'s order. */
export function byRating(a: ProductDoc, b: ProductDoc): number {
  if (a.rating !== b.rating) {
    if (a.rating === null) return 1
    if (b.rating === null) return -1
    return b.rating - a.rating
  }
  return byNewest(a, b)
}

/** Newest first, then id (PostgreSQL orders uuids as their lower-case text does). */
export function byNewest(a: ProductDoc, b: ProductDoc): number {
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** Where `doc` goes in `list` sorted by `cmp` (the first element not before it). */
function lowerBound(list: ProductDoc[], doc: ProductDoc, cmp: typeof byRating): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (cmp(list[mid]!, doc) < 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * Products in one sort's order, and their slots in the same order (the walk of a search reads
 * the slots, a packed array of numbers).
 */
export class SortedSlots {
  docs: ProductDoc[] = []
  slots: number[] = []

  constructor(private readonly cmp: typeof byRating) {}

  reset(docs: ProductDoc[]) {
    this.docs = docs.slice().sort(this.cmp)
    this.slots = this.docs.map((d) => d.slot)
  }

  insert(doc: ProductDoc) {
    const at = lowerBound(this.docs, doc, this.cmp)
    this.docs.splice(at, 0, doc)
    this.slots.splice(at, 0, doc.slot)
  }

  /** Removes `doc` (the very object, found by its sort values). */
  remove(doc: ProductDoc) {
    let at = lowerBound(this.docs, doc, this.cmp)
    if (this.docs[at] !== doc) at = this.docs.indexOf(doc)
    if (at < 0) return
    this.docs.splice(at, 1)
    this.slots.splice(at, 1)
  }
}

export interface MatchPlan {
  /** Folded words (galera_unaccent), each a literal substring of `search_doc`. */
  words: string[]
  /** Name matches first (a relevance search with words). */
  namedFirst: boolean
  /** A top-level category is the product's own; a subcategory one of its subcategories. */
  category?: { id: string; parentId: string | null } | null
  colorId?: string
  materialId?: string
  supplierId?: string
  offset: number
  size: number
  /** Matches are counted up to `cap + 1`: more than `cap` means "at least". */
  cap: number
}

/**
 * One page of ids in order, and the matches counted (at most `cap + 1`, or more when a relevance
 * page had to look further for its name matches). `order` holds the slots of the active products
 * in the sort's order.
 */
export function findProducts(
  cols: ProductColumns,
  order: readonly number[],
  plan: MatchPlan,
): { ids: string[]; counted: number } {
  const { words, category, colorId, materialId, supplierId } = plan
  const none = { ids: [], counted: 0 }
  const codeOf = (map: Map<string, number>, id: string | undefined) =>
    id === undefined ? -1 : (map.get(id) ?? -2)
  const top = category && category.parentId === null ? category.id : undefined
  const topCode = codeOf(cols.categoryCodes, top)
  const supplierCode = codeOf(cols.supplierCodes, supplierId)
  const sets = [
    category && category.parentId !== null ? category.id : undefined,
    colorId,
    materialId,
  ]
    .filter((id) => id !== undefined)
    .map((id) => cols.members.get(id))
  if (topCode === -2 || supplierCode === -2 || sets.some((b) => !b)) return none
  const bits = sets.filter((b) => b !== undefined)
  // The words: only the candidate slots (postings) can match; each is checked for its words
  // when the walk reaches it, so a broad search checks the few it reads before it stops.
  const mark = cols.scratch()
  const candidates = words.length ? cols.markCandidates(words, mark) : null
  try {
    if (candidates && candidates.found === 0) return none
    return walk(cols, order, plan, candidates ? { mark, level: candidates.level } : null, {
      topCode,
      supplierCode,
      bits,
    })
  } finally {
    candidates?.clear()
  }
}

/** The walk in the sort's order: the page's ids and the matches counted (see findProducts). */
function walk(
  cols: ProductColumns,
  order: readonly number[],
  plan: MatchPlan,
  candidates: { mark: Uint8Array; level: number } | null,
  f: { topCode: number; supplierCode: number; bits: SlotBits[] },
): { ids: string[]; counted: number } {
  const { offset, size, cap, namedFirst, words } = plan
  const { category, supplier, visible, docs, text, names } = cols
  const { topCode, supplierCode, bits } = f
  const end = offset + size
  let counted = 0
  // Name matches first, each tier in the list's order: the first `end` of each tier decide the
  // page; the walk stops once the count is past the cap and the page's name matches are found.
  const named: string[] = []
  const others: string[] = []
  for (let i = 0; i < order.length; i++) {
    const s = order[i]!
    if (candidates !== null && candidates.mark[s] !== candidates.level) continue
    if (topCode !== -1 && category[s] !== topCode) continue
    if (supplierCode !== -1 && supplier[s] !== supplierCode) continue
    if (visible[supplier[s]!] !== 1) continue
    let member = true
    for (let k = 0; k < bits.length; k++) if (!bits[k]!.has(s)) member = false
    if (!member) continue
    // Every word in the search text; for a relevance search, in the name too (tier 2).
    let tier = 1
    if (words.length) {
      const t = text[s]!
      let all = true
      for (let k = 0; k < words.length && all; k++) all = t.includes(words[k]!)
      if (!all) continue
      if (namedFirst) {
        const name = names[s]!
        tier = 2
        for (let k = 0; k < words.length && tier === 2; k++) if (!name.includes(words[k]!)) tier = 1
      }
    }
    if (!namedFirst) {
      if (counted >= offset && counted < end) named.push(docs[s]!.id)
      counted++
      if (counted > cap && counted >= end) break
      continue
    }
    counted++
    if (tier === 2) {
      if (named.length < end) named.push(docs[s]!.id)
    } else if (others.length < end) others.push(docs[s]!.id)
    if (counted > cap && named.length >= end) break
  }
  if (!namedFirst) return { ids: named, counted }
  return { ids: named.concat(others).slice(offset, end), counted }
}
