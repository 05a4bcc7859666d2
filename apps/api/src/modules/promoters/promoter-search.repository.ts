import { sql, type SQL } from 'drizzle-orm'
import type { PromoterSort } from '@galera/shared/promoters/promoter.schemas.ts'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'

/**
 * One word of the query. When it names (or nearly names) a category, a city or a UF we know,
 * it matches through those columns' btree indexes instead of the trigram index (ADR 0015).
 */
export interface SearchTerm {
  word: string
  categoryIds?: string[]
  places?: (readonly [uf: string, city: string])[]
  ufs?: string[]
  /** About which share of all promoters the word's columns hold (from the dictionary), if known. */
  share?: number
}

/** Below this share of promoters, array filters are checked row by row (see whereClause). */
export const NARROW_SHARE = 0.05
const resolved = (t: SearchTerm) =>
  Boolean(t.categoryIds?.length || t.places?.length || t.ufs?.length)

/**
 * What the service hands the repository: already normalised (words without accents, stop
 * words or tsquery operators; ages turned into birth-date bounds). Every value is bound as a
 * parameter: nothing a visitor types is ever spliced into the SQL text.
 */
export interface SearchPlan {
  terms: SearchTerm[]
  now: Date
  categoryId?: string
  gender?: string[]
  /** birth_date > bornAfter (exclusive) / birth_date <= bornOnOrBefore (inclusive), YYYY-MM-DD. */
  bornAfter?: string
  bornOnOrBefore?: string
  heightMin?: number
  heightMax?: number
  weightMin?: number
  weightMax?: number
  hair?: string[]
  eyes?: string[]
  skin?: string[]
  disabilities?: string[]
  hasDisability?: boolean
  languages?: string[]
  dance?: string[]
  instruments?: string[]
  hasCar?: boolean
  canTravel?: boolean
  issuesInvoice?: boolean
  uf?: string[]
  city?: string
  /** "Available on": the day and the weekly-availability bits that count for it. */
  availableDay?: string
  availableMask?: number
  sort: PromoterSort
  limit: number
  offset: number
}

export interface CardRow {
  id: string
  name: string
  birthDate: string
  city: string | null
  uf: string | null
  gender: string
  heightCm: number
  isCertified: boolean
  isLaunched: boolean
  isSpotlight: boolean
  ratingPositive: number
  ratingNeutral: number
  ratingNegative: number
  categoryId: string | null
  categoryNamePt: string | null
  categoryNameEn: string | null
  coverVariants: Record<string, string> | null
  avatarVariants: Record<string, string> | null
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )
const textArray = (values: readonly string[]) => sql`ARRAY[${list(values)}]::text[]`

/** Whether the row matches one word (see SearchTerm). Always bound parameters. */
function termMatch(t: SearchTerm): SQL {
  // The word as a prefix of a description word (full text, GIN index).
  const description = sql`p.search_tsv @@ to_tsquery('simple', ${`${t.word}:*`})`
  if (!resolved(t))
    // Typo-tolerant on name / category / city / UF: strict trigram word similarity ≥ 0.5 (the
    // pg_trgm default), through the GIN trigram index.
    return sql`(${t.word} <<% p.search_doc OR ${description})`
  // A word that names a category, a city or a state means that column (ADR 0015): btree
  // indexes, no trigram scan. Its typos were resolved against the same names.
  return fieldMatch(t)
}

/** A resolved word on its columns (category, city, UF). */
function fieldMatch(t: SearchTerm): SQL {
  const parts: SQL[] = []
  if (t.categoryIds?.length) parts.push(sql`p.category_id IN (${list(t.categoryIds)})`)
  if (t.places?.length)
    parts.push(
      sql`(p.uf, p.city) IN (${sql.join(
        t.places.map(([uf, city]) => sql`(${uf}, ${city})`),
        sql`, `,
      )})`,
    )
  if (t.ufs?.length) parts.push(sql`p.uf IN (${list(t.ufs)})`)
  return sql`(${sql.join(parts, sql` OR `)})`
}

/** The WHERE clause: who may be listed at all, then every word, then every filter. */
function whereClause(plan: SearchPlan): SQL {
  const c: SQL[] = [
    sql`p.status = 'active'`,
    // The account is active: written as "no inactive account" so a small partial index on the
    // few non-active users (ADR 0015) can answer it without reading every matching user row.
    sql`NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id AND u.status <> 'active')`,
    sql`(p.blocked_until IS NULL OR p.blocked_until <= ${plan.now.toISOString()}::timestamptz)`,
  ]
  for (const t of plan.terms) c.push(termMatch(t))
  if (plan.categoryId)
    c.push(
      sql`p.category_id IN (SELECT id FROM categories WHERE id = ${plan.categoryId} OR parent_id = ${plan.categoryId})`,
    )
  if (plan.gender) c.push(sql`p.gender IN (${list(plan.gender)})`)
  if (plan.bornAfter) c.push(sql`p.birth_date > ${plan.bornAfter}::date`)
  if (plan.bornOnOrBefore) c.push(sql`p.birth_date <= ${plan.bornOnOrBefore}::date`)
  if (plan.heightMin !== undefined) c.push(sql`p.height_cm >= ${plan.heightMin}`)
  if (plan.heightMax !== undefined) c.push(sql`p.height_cm <= ${plan.heightMax}`)
  if (plan.weightMin !== undefined) c.push(sql`p.weight_kg >= ${plan.weightMin}`)
  if (plan.weightMax !== undefined) c.push(sql`p.weight_kg <= ${plan.weightMax}`)
  if (plan.hair) c.push(sql`p.hair IN (${list(plan.hair)})`)
  if (plan.eyes) c.push(sql`p.eyes IN (${list(plan.eyes)})`)
  // Sensitive data (LGPD art. 11): only promoters who chose to show it can match on it.
  if (plan.skin || plan.disabilities || plan.hasDisability !== undefined)
    c.push(sql`p.show_sensitive`)
  if (plan.skin) c.push(sql`p.skin IN (${list(plan.skin)})`)
  if (plan.disabilities) c.push(sql`p.disabilities && ${textArray(plan.disabilities)}`)
  if (plan.hasDisability !== undefined)
    c.push(
      plan.hasDisability
        ? sql`cardinality(p.disabilities) > 0`
        : sql`cardinality(p.disabilities) = 0`,
    )
  // "All of" a list. When a word already narrowed the search to a category or a place, the
  // array GIN indexes would only add a bitmap of tens of thousands of rows (English is spoken by
  // ~40%): then the arrays are checked on the few candidate rows instead (ADR 0015).
  const arr = (column: string) =>
    sql.raw(narrowed(plan) ? `(p.${column} || '{}'::text[])` : `p.${column}`)
  if (plan.languages) c.push(sql`${arr('languages')} @> ${textArray(plan.languages)}`)
  if (plan.dance) c.push(sql`${arr('dance')} @> ${textArray(plan.dance)}`)
  if (plan.instruments) c.push(sql`${arr('instruments')} @> ${textArray(plan.instruments)}`)
  if (plan.hasCar !== undefined) c.push(sql`p.has_car = ${plan.hasCar}`)
  if (plan.canTravel !== undefined) c.push(sql`p.can_travel = ${plan.canTravel}`)
  if (plan.issuesInvoice !== undefined) c.push(sql`p.issues_invoice = ${plan.issuesInvoice}`)
  if (plan.uf) c.push(sql`p.uf IN (${list(plan.uf)})`)
  if (plan.city) c.push(sql`galera_unaccent(p.city) = galera_unaccent(${plan.city})`)
  if (plan.availableDay && plan.availableMask !== undefined) {
    c.push(sql`(p.weekly_availability & ${plan.availableMask}) <> 0`)
    c.push(
      sql`NOT EXISTS (SELECT 1 FROM promoter_blocked_dates b WHERE b.promoter_id = p.user_id AND b.day = ${plan.availableDay}::date)`,
    )
    // A booked job (accepted or completed) that touches the São Paulo day takes the whole day
    // Booked jobs count as blocked days: the same days the in-process index reads (search/search-index.repository.ts, BOOKED_DAYS_SQL).
    c.push(
      sql`NOT EXISTS (SELECT 1 FROM jobs j WHERE j.promoter_id = p.user_id
            AND j.status IN ('accepted','completed')
            AND j.starts_at < ((${plan.availableDay}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')
            AND j.ends_at > (${plan.availableDay}::date::timestamp AT TIME ZONE 'America/Sao_Paulo'))`,
    )
  }
  return sql.join(c, sql` AND `)
}

/**
 * Relevance: a resolved word scores 1 (every match hit its column); other words score their
 * trigram similarity to name/category/city plus the description rank.
 */
function scoreExpr(terms: SearchTerm[]): SQL {
  const parts = terms.map((t) =>
    resolved(t) ? sql`1` : sql`strict_word_similarity(${t.word}, p.search_doc)`,
  )
  const loose = terms.filter((t) => !resolved(t))
  if (loose.length) {
    const tsq = loose.map((t) => `${t.word}:*`).join(' | ')
    parts.push(sql`ts_rank(p.search_tsv, to_tsquery('simple', ${tsq}))`)
  }
  return sql`(${sql.join(parts, sql` + `)})`
}

/** Some word matched by similarity: rows get different scores, so every match is ranked. */
const ranked = (plan: SearchPlan) => plan.terms.some((t) => !resolved(t))
/** A word narrowed the search to a small share of promoters (category, place). */
const narrowed = (plan: SearchPlan) =>
  plan.terms.some((t) => resolved(t) && (t.share ?? 1) < NARROW_SHARE)
/**
 * One scan reads, ranks and counts every match (`count(*) OVER ()`) when ranking needs them all
 * or they are few; otherwise the page walks an index and stops early, and a capped count follows.
 */
const scanAll = (plan: SearchPlan) => ranked(plan) || narrowed(plan)
/** Relevance without ranking words: spotlight first, then the rating index's order. */
const noWordsRelevance = (plan: SearchPlan) =>
  plan.sort === 'relevance' && !ranked(plan) && !narrowed(plan)

function orderBy(plan: SearchPlan, prefix: 'p.' | 'page.'): SQL {
  const col = (name: string) => sql.raw(prefix + name)
  switch (plan.sort) {
    // NULLS LAST like the promoters_rating_idx / promoters_newest_idx order, so the index serves it.
    case 'rating':
      return sql`${col('rating_score')} DESC NULLS LAST, ${col('user_id')}`
    case 'newest':
      return sql`${col('created_at')} DESC NULLS LAST, ${col('user_id')}`
    default:
      // Only words matched by similarity rank rows; resolved words score the same for every match.
      return ranked(plan)
        ? sql`${prefix === 'p.' ? scoreExpr(plan.terms) : sql.raw('page.score')} DESC, ${col('is_spotlight')} DESC, ${col('rating_score')} DESC, ${col('user_id')}`
        : sql`${col('is_spotlight')} DESC, ${col('rating_score')} DESC, ${col('user_id')}`
  }
}

/** The page query: the matching ids in order (CTE), then their card fields. */
function pageSql(plan: SearchPlan): SQL {
  const score = plan.sort === 'relevance' && ranked(plan) ? scoreExpr(plan.terms) : sql`0`
  // Ranking reads every match anyway, so that scan counts them too; index-ordered pages stop
  // early and leave the count to the capped count query.
  const matches = scanAll(plan) ? sql`count(*) OVER ()` : sql`NULL::bigint`
  const columns = sql`p.user_id, p.is_spotlight, p.rating_score, p.created_at, ${score} AS score,
                 ${matches} AS matches, p.birth_date, p.city, p.uf, p.gender, p.height_cm,
                 p.is_launched, p.rating_positive, p.rating_neutral, p.rating_negative,
                 p.category_id`
  const where = whereClause(plan)
  // Without words, "relevance" is spotlight promoters first, then by rating: two branches each
  // walked in promoters_rating_idx order and cut at offset + 20, instead of sorting every match.
  const page = noWordsRelevance(plan)
    ? sql`SELECT * FROM (
            (SELECT ${columns} FROM promoters p WHERE ${where} AND p.is_spotlight
              ORDER BY p.rating_score DESC NULLS LAST, p.user_id LIMIT ${plan.offset + plan.limit})
            UNION ALL
            (SELECT ${columns} FROM promoters p WHERE ${where} AND NOT p.is_spotlight
              ORDER BY p.rating_score DESC NULLS LAST, p.user_id LIMIT ${plan.offset + plan.limit})
          ) p
          ORDER BY ${orderBy(plan, 'p.')}
          LIMIT ${plan.limit} OFFSET ${plan.offset}`
    : sql`SELECT ${columns}
            FROM promoters p
           WHERE ${where}
           ORDER BY ${orderBy(plan, 'p.')}
           LIMIT ${plan.limit} OFFSET ${plan.offset}`
  return sql`WITH page AS (${page})
        SELECT page.user_id AS "id", u.name AS "name", page.birth_date::text AS "birthDate",
               page.city AS "city", page.uf AS "uf", page.gender AS "gender",
               page.height_cm AS "heightCm", u.is_certified AS "isCertified",
               page.is_launched AS "isLaunched", page.is_spotlight AS "isSpotlight",
               page.rating_positive AS "ratingPositive", page.rating_neutral AS "ratingNeutral",
               page.rating_negative AS "ratingNegative", c.id AS "categoryId",
               c.name_pt AS "categoryNamePt", c.name_en AS "categoryNameEn",
               (SELECT i.variants FROM promoter_gallery g JOIN images i ON i.id = g.image_id
                 WHERE g.promoter_id = page.user_id AND g.is_cover AND i.deleted_at IS NULL
                 LIMIT 1) AS "coverVariants",
               (SELECT av.variants FROM images av
                 WHERE av.id = u.avatar_image_id AND av.deleted_at IS NULL) AS "avatarVariants",
               page.matches::int AS "matches"
          FROM page
          JOIN users u ON u.id = page.user_id
          LEFT JOIN categories c ON c.id = page.category_id
         ORDER BY ${orderBy(plan, 'page.')}`
}

/** SQL only (STYLE.md): the public promoter search. */
export function promoterSearchRepository(db: DbOrTx) {
  return {
    /**
     * One page of cards, in order. With words, every match is read to rank it anyway, so the
     * same scan also counts them (`matches`); without words the count is a separate capped query.
     */
    async page(plan: SearchPlan): Promise<(CardRow & { matches: number | null })[]> {
      return queryRows<CardRow & { matches: number | null }>(db, pageSql(plan))
    },

    /** How many match, counted up to `cap + 1` so a broad search never counts the whole table. */
    async count(plan: SearchPlan, cap: number): Promise<number> {
      const [row] = await queryRows<{ n: number | string }>(
        db,
        sql`SELECT count(*)::int AS n FROM (
          SELECT 1 FROM promoters p
           WHERE ${whereClause(plan)}
           LIMIT ${cap + 1}
        ) t`,
      )
      return Number(row?.n ?? 0)
    },

    /** What words can resolve to: promoter categories (with their parent) and known places. */
    async dictionary() {
      const categories = await queryRows<{ id: string; names: string; rows: number }>(
        db,
        sql`SELECT c.id, concat_ws(' ', c.name_pt, c.name_en, pc.name_pt, pc.name_en) AS names,
                   (SELECT count(*)::int FROM promoters p WHERE p.category_id = c.id) AS rows
              FROM categories c LEFT JOIN categories pc ON pc.id = c.parent_id
             WHERE c.kind = 'promoter'`,
      )
      const places = await queryRows<{ uf: string; city: string; rows: number }>(
        db,
        sql`SELECT uf, city, count(*)::int AS rows FROM promoters
             WHERE city IS NOT NULL AND uf IS NOT NULL GROUP BY uf, city`,
      )
      return { categories, places }
    },

    /** EXPLAIN (ANALYZE) of the page query: tests and ADR 0015 check the indexes are used. */
    async explainPage(plan: SearchPlan, analyze = false): Promise<string> {
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        db,
        sql`EXPLAIN ${sql.raw(analyze ? '(ANALYZE, BUFFERS)' : '')} ${pageSql(plan)}`,
      )
      return rows.map((r) => r['QUERY PLAN']).join('\n')
    },
  }
}
