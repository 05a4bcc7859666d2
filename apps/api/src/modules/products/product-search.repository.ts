import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import { PRODUCTS_COUNT_CAP } from '@galera/shared/catalogue/product.schemas.ts'
import { products, suppliers, users } from '../../db/schema/index.ts'

/**
 * Public visibility: an active product of an active supplier account whose company an admin has
 * not inactivated. The visible suppliers are one small set (suppliers joined to their account by
 * primary key) the planner hashes once, so a search never scans `users` — the promoters and
 * clients make it the largest table (ADR 0062).
 */
export const publicWhere = and(
  eq(products.status, 'active'),
  sql`${products.supplierId} in (select vs.user_id from ${suppliers} vs
    join ${users} vu on vu.id = vs.user_id where vs.status = 'active' and vu.status = 'active')`,
)!

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** The words of a search (at most eight; the rest are ignored). */
export function searchWords(q: string): string[] {
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
/**
 * How many matches a list counts (ADR 0068): at least the pages up to this one, so the pager can
 * always reach it; past the cap the total is a lower bound.
 */
export function countCap(page: number, size: number): number {
  return Math.max(PRODUCTS_COUNT_CAP, page * size)
}

/** The list's total and whether it is a lower bound, from the matches counted up to `cap + 1`. */
export function cappedTotal(counted: number, cap: number) {
  return { total: Math.min(counted, cap), totalCapped: counted > cap }
}

export function relevancePool(offset: number, size: number): number {
  return offset + 4 * size
}
