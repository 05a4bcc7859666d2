import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'
import { num } from './fees-rows.ts'

export interface SuggestionStats {
  n: number
  median: number | null
  low: number | null
  high: number | null
}

/** sugestao-cache: the hourly rates' quartiles the ticker computes (cache-rates.ts). */
export function cacheSuggestionRepository(db: DbOrTx) {
  return {
    /**
     * The quartiles of the hourly rate for the category (a top-level one with its subcategories)
     * in the city, the UF and the country, as the ticker last computed them (cache-rates.ts).
     */
    async suggestionStats(input: { categoryId: string; uf: string; city: string }) {
      const rows = await queryRows<{
        scope: 'city' | 'uf' | 'country'
        n: number
        p25: string | number
        p50: string | number
        p75: string | number
      }>(
        db,
        sql`SELECT scope, n, p25, p50, p75 FROM cache_rate_stats
             WHERE category_key = ${input.categoryId}
               AND (scope = 'country'
                    OR (scope = 'uf' AND uf = ${input.uf})
                    OR (scope = 'city' AND uf = ${input.uf}
                        AND city_key = galera_unaccent(${input.city})))`,
      )
      const stats = (scope: 'city' | 'uf' | 'country'): SuggestionStats => {
        const r = rows.find((x) => x.scope === scope)
        return r
          ? { n: num(r.n), median: Number(r.p50), low: Number(r.p25), high: Number(r.p75) }
          : { n: 0, median: null, low: null, high: null }
      }
      return { city: stats('city'), uf: stats('uf'), country: stats('country') }
    },
  }
}
