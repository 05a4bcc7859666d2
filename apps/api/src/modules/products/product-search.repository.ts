import { and, asc, desc, sql, type SQL } from 'drizzle-orm'
import { products } from '../../db/schema/index.ts'

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** The words of a search (at most eight; the rest are ignored). */
function searchWords(q: string): string[] {
  return q.split(/\s+/).filter(Boolean).slice(0, 8)
}

/**
 * Every word of `q` (accents and case ignored) appears in name, code or importer code, in the
 * stored accent-free, lower-case `search_doc` (migration 0010) under the trigram index
 * `products_search_doc_trgm`. Both sides are already lower-case and accent-free
 * (`galera_unaccent`), so a plain `LIKE` answers what `ILIKE` did, at about half its cost per row
 * (ADR 0062).
 */
export function searchWhere(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  return and(
    ...searchWords(q).map(
      (w) => sql`${products.searchDoc} like galera_unaccent(${likePattern(w)})`,
    ),
  )
}

/**
 * The relevance tier of a match (ADR 0072): true when every word is in the product's name, false
 * when some word is only in its code or importer code. Names first, then the rest.
 */
export function nameMatch(q: string): SQL<boolean> {
  return sql<boolean>`(${and(
    ...searchWords(q).map(
      (w) => sql`galera_unaccent(${products.name}) like galera_unaccent(${likePattern(w)})`,
    ),
  )})`
}

/** Best-rated first, then newest, then id: the order of index `products_rating_idx`. */
export const ratingOrder: SQL[] = [
  sql`${products.ratingAvg} desc nulls last`,
  desc(products.createdAt),
  asc(products.id),
]

/**
 * How many matches, in rating order, a relevance page reads before it trusts them (ADR 0072):
 * the rows up to the page and three pages more. The first page is answered from them when at
 * least a quarter of them are name matches; deeper pages need a larger share.
 */
export function relevancePool(offset: number, size: number): number {
  return offset + 4 * size
}
