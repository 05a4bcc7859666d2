import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'

/** Serialises recomputations across processes (any number unlike the ticker's). */
const REFRESH_LOCK_KEY = 7_410_2027

/** The figures behind sugestao-cache (ADR 0019): hourly-rate quartiles and when they were taken. */
export function cacheRatesRepository(tx: DbOrTx) {
  return {
    /**
     * Recomputes every quartile of the hourly rate in one pass (GROUPING SETS over city, UF and
     * country, per top-level category with its subcategories and per subcategory): ~0.9 s at 200,000
     * jobs on the bench machine, after which a suggestion reads three rows.
     */
    async refresh(now: Date): Promise<number> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${REFRESH_LOCK_KEY})`)
      await tx.execute(sql`DELETE FROM cache_rate_stats`)
      const inserted = await queryRows<{ n: number }>(
        tx,
        sql`WITH r AS (
              SELECT j.category_id AS exact, coalesce(c.parent_id, c.id) AS root,
                     c.parent_id IS NOT NULL AS is_sub, j.uf, galera_unaccent(j.city) AS city_key,
                     j.cash_cents::numeric / j.work_hours AS rate
                FROM jobs j JOIN categories c ON c.id = j.category_id
               WHERE j.status IN ('accepted', 'completed')
            ), keyed AS (
              SELECT root AS key, uf, city_key, rate FROM r
              UNION ALL
              SELECT exact, uf, city_key, rate FROM r WHERE is_sub
            ), ins AS (
              INSERT INTO cache_rate_stats (category_key, scope, uf, city_key, n, p25, p50, p75)
              SELECT key,
                     CASE WHEN GROUPING(uf) = 1 THEN 'country'
                          WHEN GROUPING(city_key) = 1 THEN 'uf' ELSE 'city' END,
                     CASE WHEN GROUPING(uf) = 1 THEN '' ELSE uf END,
                     CASE WHEN GROUPING(city_key) = 1 THEN '' ELSE city_key END,
                     count(*)::int,
                     percentile_cont(0.25) WITHIN GROUP (ORDER BY rate),
                     percentile_cont(0.5) WITHIN GROUP (ORDER BY rate),
                     percentile_cont(0.75) WITHIN GROUP (ORDER BY rate)
                FROM keyed
               GROUP BY GROUPING SETS ((key, uf, city_key), (key, uf), (key))
              RETURNING 1
            )
            SELECT count(*)::int AS n FROM ins`,
      )
      await tx.execute(
        sql`INSERT INTO cache_rate_refresh (id, computed_at) VALUES (1, ${now.toISOString()}::timestamptz)
            ON CONFLICT (id) DO UPDATE SET computed_at = EXCLUDED.computed_at`,
      )
      return Number(inserted[0]?.n ?? 0)
    },
    async computedAt(): Promise<Date | null> {
      const rows = await queryRows<{ computed_at: Date | string }>(
        tx,
        sql`SELECT computed_at FROM cache_rate_refresh WHERE id = 1`,
      )
      return rows[0] ? new Date(rows[0].computed_at) : null
    },
  }
}
