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
