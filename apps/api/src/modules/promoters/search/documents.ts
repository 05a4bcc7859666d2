import { sql, type SQL } from 'drizzle-orm'
import type { CardRow } from '../promoter-search.repository.ts'
import { fold, gramsOf } from './trigrams.ts'
import { lexemeRank } from './ranking.ts'

/**
 * A promoter as the in-process index holds it (ADR 0018): the row the index loads from
 * PostgreSQL, the document made of it, and the card a search answers with.
 */

export interface Doc {
  /** Row of this promoter in the typed-array columns. */
  slot: number
  id: string
  name: string
  listed: boolean
  userActive: boolean
  blockedUntil: number | null
  categoryId: string | null
  categoryNamePt: string | null
  categoryNameEn: string | null
  uf: string | null
  city: string | null
  cityKey: string | null
  /** `UF|City`, the key of a place in the posting lists and in resolved words. */
  placeKey: string | null
  gender: string
  birthDate: string
  heightCm: number
  weightKg: number
  hair: string
  eyes: string
  skin: string | null
  showSensitive: boolean
  disabilities: string[]
  languages: string[]
  dance: string[]
  instruments: string[]
  hasCar: boolean
  canTravel: boolean
  issuesInvoice: boolean
  weekly: number
  ratingScore: number
  ratingPositive: number
  ratingNeutral: number
  ratingNegative: number
  isSpotlight: boolean
  isLaunched: boolean
  isCertified: boolean
  createdAt: number
  /** Words of name, category, city and UF (search_doc) with their trigrams. */
  docWords: { word: string; grams: Set<string> }[]
  /** The same words in order, repeats kept (strict word similarity walks them). */
  docWordList: string[]
  /** Description lexemes (search_tsv), in tsvector order. */
  lexemes: string[]
  /** Each lexeme's share of ts_rank (ranking.ts). */
  lexemeRanks: number[]
  blocked: Set<string>
  coverVariants: Record<string, string> | null
  avatarVariants: Record<string, string> | null
}

export interface Row {
  id: string
  name: string
  user_status: string
  is_certified: boolean
  status: string
  blocked_until: number | null
  category_id: string | null
  name_pt: string | null
  name_en: string | null
  uf: string | null
  city: string | null
  gender: string
  birth_date: string
  height_cm: number
  weight_kg: number
  hair: string
  eyes: string
  skin: string | null
  show_sensitive: boolean
  disabilities: string[]
  languages: string[]
  dance: string[]
  instruments: string[]
  has_car: boolean
  can_travel: boolean
  issues_invoice: boolean
  weekly_availability: number
  rating_score: number
  rating_positive: number
  rating_neutral: number
  rating_negative: number
  is_spotlight: boolean
  is_launched: boolean
  created_at: number
  search_doc: string
  tsv: string | null
  cover: Record<string, string> | null
  avatar: Record<string, string> | null
  blocked: string[] | null
}

const LEXEME = /'((?:[^']|'')+)'(?::([0-9A-D,]+))?/g
/** `'word':3,21 'other':5A` → the lexemes in tsvector order and each one's ts_rank share. */
function lexemesOf(tsv: string | null): { lexemes: string[]; ranks: number[] } {
  const lexemes: string[] = []
  const ranks: number[] = []
  for (const m of (tsv ?? '').matchAll(LEXEME)) {
    lexemes.push(m[1]!.replace(/''/g, "'"))
    ranks.push(lexemeRank(m[2]))
  }
  return { lexemes, ranks }
}

export function toDoc(r: Row): Doc {
  const { lexemes, ranks } = lexemesOf(r.tsv)
  const words = r.search_doc.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  return {
    slot: -1,
    id: r.id,
    name: r.name,
    listed: r.status === 'active',
    userActive: r.user_status === 'active',
    blockedUntil: r.blocked_until === null ? null : Number(r.blocked_until),
    categoryId: r.category_id,
    categoryNamePt: r.name_pt,
    categoryNameEn: r.name_en,
    uf: r.uf,
    city: r.city,
    cityKey: r.city === null ? null : fold(r.city),
    placeKey: r.uf !== null && r.city !== null ? `${r.uf}|${r.city}` : null,
    gender: r.gender,
    birthDate: r.birth_date,
    heightCm: r.height_cm,
    weightKg: r.weight_kg,
    hair: r.hair,
    eyes: r.eyes,
    skin: r.skin,
    showSensitive: r.show_sensitive,
    disabilities: r.disabilities,
    languages: r.languages,
    dance: r.dance,
    instruments: r.instruments,
    hasCar: r.has_car,
    canTravel: r.can_travel,
    issuesInvoice: r.issues_invoice,
    weekly: r.weekly_availability,
    ratingScore: Number(r.rating_score),
    ratingPositive: r.rating_positive,
    ratingNeutral: r.rating_neutral,
    ratingNegative: r.rating_negative,
    isSpotlight: r.is_spotlight,
    isLaunched: r.is_launched,
    isCertified: r.is_certified,
    createdAt: Number(r.created_at),
    docWords: words.map((word) => ({ word, grams: gramsOf(word) })),
    docWordList: words,
    lexemes,
    lexemeRanks: ranks,
    blocked: new Set(r.blocked ?? []),
    coverVariants: r.cover,
    avatarVariants: r.avatar,
  }
}

/**
 * The São Paulo days a booked job (accepted or completed) touches, as `day` rows: for "available
 * on" they count as blocked days, exactly as the SQL path's NOT EXISTS on jobs
 * (promoter-search.repository.ts). The jobs trigger (migration 0006) writes search_changes when a
 * job becomes or stops being booked, so the index reloads the promoter.
 */
export const BOOKED_DAYS_SQL = sql`SELECT g.day::date::text AS day
    FROM jobs j
    CROSS JOIN LATERAL generate_series(
      (j.starts_at AT TIME ZONE 'America/Sao_Paulo')::date::timestamp,
      ((j.ends_at - interval '1 microsecond') AT TIME ZONE 'America/Sao_Paulo')::date::timestamp,
      interval '1 day') AS g(day)
   WHERE j.promoter_id = p.user_id AND j.status IN ('accepted','completed')`

export function rowsSql(ids?: string[]): SQL {
  const where = ids
    ? sql`WHERE p.user_id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``
  return sql`SELECT p.user_id AS id, u.name, u.status AS user_status, u.is_certified, p.status,
      extract(epoch FROM p.blocked_until) * 1000 AS blocked_until,
      p.category_id, c.name_pt, c.name_en, p.uf, p.city, p.gender, p.birth_date::text AS birth_date,
      p.height_cm, p.weight_kg, p.hair, p.eyes, p.skin, p.show_sensitive, p.disabilities,
      p.languages, p.dance, p.instruments, p.has_car, p.can_travel, p.issues_invoice,
      p.weekly_availability, p.rating_score, p.rating_positive, p.rating_neutral,
      p.rating_negative, p.is_spotlight, p.is_launched,
      extract(epoch FROM p.created_at) * 1000000 AS created_at,
      p.search_doc, p.search_tsv::text AS tsv,
      (SELECT i.variants FROM promoter_gallery g JOIN images i ON i.id = g.image_id
        WHERE g.promoter_id = p.user_id AND g.is_cover AND i.deleted_at IS NULL LIMIT 1) AS cover,
      (SELECT av.variants FROM images av
        WHERE av.id = u.avatar_image_id AND av.deleted_at IS NULL) AS avatar,
      (SELECT array_agg(DISTINCT d.day) FROM (
         SELECT b.day::text AS day FROM promoter_blocked_dates b WHERE b.promoter_id = p.user_id
         UNION ALL
         ${BOOKED_DAYS_SQL}
       ) d) AS blocked
    FROM promoters p
    JOIN users u ON u.id = p.user_id
    LEFT JOIN categories c ON c.id = p.category_id
    ${where}`
}

export function cardRow(d: Doc): CardRow {
  return {
    id: d.id,
    name: d.name,
    birthDate: d.birthDate,
    city: d.city,
    uf: d.uf,
    gender: d.gender,
    heightCm: d.heightCm,
    isCertified: d.isCertified,
    isLaunched: d.isLaunched,
    isSpotlight: d.isSpotlight,
    ratingPositive: d.ratingPositive,
    ratingNeutral: d.ratingNeutral,
    ratingNegative: d.ratingNegative,
    categoryId: d.categoryId,
    categoryNamePt: d.categoryNamePt,
    categoryNameEn: d.categoryNameEn,
    coverVariants: d.coverVariants,
    avatarVariants: d.avatarVariants,
  }
}
