import { z } from '../validation/zod-setup.ts'
import { msg } from '../validation/messages.ts'
import { OPTION_SETS } from '../options/option-sets.ts'
import { UF_CODES } from '../locations/location.schemas.ts'
import type { AddressDto, PromoterAttributesDto } from '../profile/profile.schemas.ts'
import { WEEKLY_MASK_MAX } from './availability.ts'

/* ───────────────────────── search (GET /api/public/promoters) ───────────────────────── */

export const PROMOTER_SORTS = ['relevance', 'rating', 'newest'] as const
export type PromoterSort = (typeof PROMOTER_SORTS)[number]
export const SEARCH_PAGE_SIZE = 20
/** Totals are counted up to this many (ADR 0015); pages stop there too. */
export const SEARCH_COUNT_CAP = 1000
export const SEARCH_MAX_PAGE = SEARCH_COUNT_CAP / SEARCH_PAGE_SIZE
export const SEARCH_MAX_UFS = 3

/** `a,b,c` in a query string (or repeated keys) → a de-duplicated list of allowed codes. */
function codeList<const T extends readonly [string, ...string[]]>(codes: T, max = codes.length) {
  return z
    .preprocess(
      (v) => {
        const raw = Array.isArray(v) ? v.join(',') : v
        if (typeof raw !== 'string') return raw
        const items = [
          ...new Set(
            raw
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          ),
        ]
        return items.length ? items : undefined
      },
      z
        .array(z.enum(codes, { error: 'validation.invalidOption' }))
        .max(max, { error: msg('validation.maxItems', { max }) })
        .optional(),
    )
    .optional()
}

/** `true` / `false` in a query string. Anything else is a validation error. */
const flag = z
  .enum(['true', 'false'], { error: 'validation.invalidOption' })
  .transform((v) => v === 'true')
  .optional()

function intRange(min: number, max: number) {
  return z.coerce
    .number({ error: 'validation.invalidNumber' })
    .int({ error: 'validation.invalidNumber' })
    .min(min, { error: msg('validation.minValue', { min }) })
    .max(max, { error: msg('validation.maxValue', { max }) })
    .optional()
}

const IsoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalidDate' })
  .refine(
    (v) => {
      // `new Date('2026-02-30')` rolls over to 2 March: the day must survive the round trip.
      const d = new Date(`${v}T00:00:00Z`)
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
    },
    { error: 'validation.invalidDate' },
  )

/**
 * The search and its filter modal. Every field is optional and lives in the URL
 * (`/pesquisa/{term}?gender=female&uf=BA,SE&…`), so a search can be shared.
 * Lists inside one filter mean "any of" (gender, hair, eyes, skin, disabilities, uf) except
 * languages, dance and instruments, which mean "all of" (a hirer who needs English and Spanish).
 */
export const PromoterSearchQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(100, { error: msg('validation.maxChars', { max: 100 }) })
      .optional()
      .transform((v) => (v ? v : undefined)),
    category: z.uuid({ error: 'validation.invalidOption' }).optional(),
    gender: codeList(OPTION_SETS.gender),
    ageMin: intRange(18, 100),
    ageMax: intRange(18, 100),
    heightMin: intRange(100, 250),
    heightMax: intRange(100, 250),
    weightMin: intRange(30, 300),
    weightMax: intRange(30, 300),
    hair: codeList(OPTION_SETS.hair),
    eyes: codeList(OPTION_SETS.eyes),
    /** Only promoters who consented to show sensitive data ever match these two. */
    skin: codeList(OPTION_SETS.skin),
    disabilities: codeList(OPTION_SETS.disabilities),
    hasDisability: flag,
    languages: codeList(OPTION_SETS.languages),
    dance: codeList(OPTION_SETS.dance),
    instruments: codeList(OPTION_SETS.instruments),
    hasCar: flag,
    canTravel: flag,
    issuesInvoice: flag,
    uf: codeList(UF_CODES, SEARCH_MAX_UFS),
    city: z
      .string()
      .trim()
      .max(80, { error: msg('validation.maxChars', { max: 80 }) })
      .optional()
      .transform((v) => (v ? v : undefined)),
    /** "Available on" a day (YYYY-MM-DD), optionally at a day time. */
    date: IsoDay.optional(),
    dayTime: z.enum(OPTION_SETS.dayTimes, { error: 'validation.invalidOption' }).optional(),
    sort: z.enum(PROMOTER_SORTS, { error: 'validation.invalidOption' }).default('relevance'),
    page: z.coerce
      .number({ error: 'validation.invalidNumber' })
      .int({ error: 'validation.invalidNumber' })
      .min(1, { error: msg('validation.minValue', { min: 1 }) })
      .max(SEARCH_MAX_PAGE, { error: msg('validation.maxValue', { max: SEARCH_MAX_PAGE }) })
      .default(1),
  })
  .refine((v) => v.ageMin === undefined || v.ageMax === undefined || v.ageMin <= v.ageMax, {
    path: ['ageMax'],
    error: 'validation.rangeInverted',
  })
  .refine(
    (v) => v.heightMin === undefined || v.heightMax === undefined || v.heightMin <= v.heightMax,
    { path: ['heightMax'], error: 'validation.rangeInverted' },
  )
  .refine(
    (v) => v.weightMin === undefined || v.weightMax === undefined || v.weightMin <= v.weightMax,
    { path: ['weightMax'], error: 'validation.rangeInverted' },
  )
  .refine((v) => v.dayTime === undefined || v.date !== undefined, {
    path: ['date'],
    error: 'validation.required',
  })
export type PromoterSearchQuery = z.output<typeof PromoterSearchQuerySchema>
export type PromoterSearchParams = z.input<typeof PromoterSearchQuerySchema>

export interface CategoryRef {
  id: string
  namePt: string
  nameEn: string
}

export interface RatingSummary {
  positive: number
  neutral: number
  negative: number
}

/** One result card. Never CPF, e-mail, phone or address (only city/UF). */
export interface PromoterCard {
  id: string
  name: string
  age: number
  city: string | null
  uf: string | null
  category: CategoryRef | null
  gender: string
  heightCm: number
  /** Cover picture (or avatar), `medium` size; null when the promoter has no picture. */
  pictureUrl: string | null
  isCertified: boolean
  isLaunched: boolean
  isSpotlight: boolean
  ratings: RatingSummary
}

export interface PromoterSearchResult {
  items: PromoterCard[]
  /** Exact up to SEARCH_COUNT_CAP; `totalCapped` says there are more. */
  total: number
  totalCapped: boolean
  page: number
  pageSize: number
  lastPage: number
}

/* ───────────────────────── public profile (GET /api/public/promoters/{id}) ───────────────────────── */

export const GALLERY_KINDS = ['image', 'video'] as const
export type GalleryKind = (typeof GALLERY_KINDS)[number]
/** Gallery size (photos + videos) for one promoter. */
export const GALLERY_MAX_ITEMS = 30

export interface GalleryItemDto {
  id: string
  kind: GalleryKind
  isCover: boolean
  position: number
  /** Image: thumb / medium / large URLs. */
  image: { thumb: string; medium: string; large: string; width: number; height: number } | null
  /** Video: the link as given and the privacy-friendly embed URL. */
  video: { url: string; embedUrl: string; provider: 'youtube' | 'vimeo' } | null
}

export type RatingValue = 'positive' | 'neutral' | 'negative'

export interface RatingDto {
  id: string
  value: RatingValue
  comment: string
  createdAt: string
  /** Public name of who rated: first name and the initial of the last one. */
  raterName: string
  raterRole: 'client' | 'company' | 'promoter' | 'supplier'
}

export interface PublicPromoterDto {
  id: string
  name: string
  age: number
  city: string | null
  uf: string | null
  category: CategoryRef | null
  gender: string
  heightCm: number
  weightKg: number
  shoeSize: number
  hair: string
  eyes: string
  /** Only when the promoter consented to show sensitive data; otherwise null / []. */
  skin: string | null
  disabilities: string[]
  languages: string[]
  dance: string[]
  instruments: string[]
  hasCar: boolean
  equipment: string | null
  issuesInvoice: boolean
  canTravel: boolean
  description: string
  references: string | null
  instagramUrl: string | null
  facebookUrl: string | null
  avatarUrl: string | null
  isCertified: boolean
  isLaunched: boolean
  isSpotlight: boolean
  memberSince: string
  gallery: GalleryItemDto[]
  availability: AvailabilityDto
  ratings: RatingSummary & { latest: RatingDto[] }
}

/** Public availability: the weekly pattern and the blocked days from today on (next 6 months). */
export interface AvailabilityDto {
  weeklyMask: number
  blockedDates: string[]
  /**
   * Days (São Paulo) taken by a booked job (accepted or completed) in the same window:
   * not available for a new hire. Only on the public profile.
   */
  bookedDates?: string[]
}

export const RATINGS_PAGE_SIZE = 10
export const LATEST_RATINGS = 5

/** `GET /api/public/ratings/{userId}?page=n` (screen `comments/{id}`). */
export interface RatingsPageDto {
  subject: { id: string; name: string; kind: 'promoter' }
  summary: RatingSummary
  items: RatingDto[]
  page: number
  lastPage: number
  total: number
}

export const RatingsPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'validation.invalidNumber' })
    .int({ error: 'validation.invalidNumber' })
    .min(1, { error: msg('validation.minValue', { min: 1 }) })
    .max(10_000, { error: msg('validation.maxValue', { max: 10_000 }) })
    .default(1),
})

/* ───────────────────────── promoter panel (/api/promoter/…) ───────────────────────── */

export const AddGalleryImageSchema = z.object({ imageId: z.uuid({ error: 'validation.required' }) })

/** YouTube or Vimeo links only (ADR 0014): the embed is built by us, never user HTML. */
export function parseVideoUrl(
  raw: string,
): { provider: 'youtube' | 'vimeo'; id: string; embedUrl: string } | null {
  let u: URL
  try {
    u = new URL(raw.trim())
  } catch {
    return null
  }
  if (u.protocol !== 'https:') return null
  const host = u.hostname.replace(/^www\.|^m\./, '')
  let id: string | null = null
  if (host === 'youtube.com') {
    id = u.pathname === '/watch' ? u.searchParams.get('v') : null
    if (!id) {
      const m = /^\/(?:shorts|embed)\/([\w-]{11})$/.exec(u.pathname)
      id = m ? m[1] : null
    }
  } else if (host === 'youtu.be') {
    id = u.pathname.slice(1)
  }
  if (id !== null) {
    return /^[\w-]{11}$/.test(id)
      ? { provider: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` }
      : null
  }
  if (host === 'vimeo.com') {
    const m = /^\/(\d{6,12})$/.exec(u.pathname)
    return m
      ? { provider: 'vimeo', id: m[1], embedUrl: `https://player.vimeo.com/video/${m[1]}` }
      : null
  }
  return null
}

export const AddGalleryVideoSchema = z.object({
  videoUrl: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(300, { error: msg('validation.maxChars', { max: 300 }) })
    .refine((v) => parseVideoUrl(v) !== null, { error: 'validation.invalidVideoUrl' }),
})

/** The whole gallery order, first to last (every current item exactly once). */
export const ReorderGallerySchema = z.object({
  ids: z
    .array(z.uuid({ error: 'validation.invalidOption' }))
    .min(1, { error: 'validation.required' })
    .max(GALLERY_MAX_ITEMS, { error: msg('validation.maxItems', { max: GALLERY_MAX_ITEMS }) })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalidOption' }),
})

/** Blocked days are kept up to a year ahead. */
export const BLOCKED_DATES_MAX = 366

/** `PUT /api/promoter/schedule`: the whole weekly pattern and the blocked days. */
export const ScheduleSchema = z.object({
  weeklyMask: z
    .number({ error: 'validation.invalidNumber' })
    .int({ error: 'validation.invalidNumber' })
    .min(0, { error: 'validation.invalidNumber' })
    .max(WEEKLY_MASK_MAX, { error: 'validation.invalidNumber' }),
  blockedDates: z
    .array(IsoDay)
    .max(BLOCKED_DATES_MAX, { error: msg('validation.maxItems', { max: BLOCKED_DATES_MAX }) })
    .transform((days) => [...new Set(days)].sort()),
})
export type ScheduleInput = z.output<typeof ScheduleSchema>

export interface ScheduleDto {
  weeklyMask: number
  blockedDates: string[]
}

/** Panel home (`GET /api/promoter/panel`): what the promoter needs to see at a glance. */
export interface PromoterPanelDto {
  id: string
  name: string
  status: 'active' | 'inactive'
  blockedUntil: string | null
  isCertified: boolean
  isLaunched: boolean
  isSpotlight: boolean
  /** What is still missing for a complete profile (codes, e.g. `gallery`, `schedule`, `avatar`). */
  missing: ('avatar' | 'gallery' | 'cover' | 'schedule' | 'category')[]
  galleryCount: number
  ratings: RatingSummary
}

/* ───────────────────────── admin (/api/admin/promoters…) ───────────────────────── */

export const PROMOTER_STATUSES = ['active', 'inactive'] as const
export type PromoterStatus = (typeof PROMOTER_STATUSES)[number]

export const AdminPromoterListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, { error: msg('validation.maxChars', { max: 100 }) })
    .optional()
    .transform((v) => (v ? v : undefined)),
  status: z.enum(PROMOTER_STATUSES, { error: 'validation.invalidOption' }).optional(),
  page: z.coerce
    .number({ error: 'validation.invalidNumber' })
    .int({ error: 'validation.invalidNumber' })
    .min(1, { error: msg('validation.minValue', { min: 1 }) })
    .max(10_000, { error: msg('validation.maxValue', { max: 10_000 }) })
    .default(1),
})
export const ADMIN_PROMOTERS_PAGE_SIZE = 20

export interface AdminPromoterRow {
  id: string
  name: string
  email: string
  city: string | null
  uf: string | null
  category: CategoryRef | null
  status: PromoterStatus
  accountStatus: string
  isLaunched: boolean
  isSpotlight: boolean
  isCertified: boolean
  blockedUntil: string | null
  createdAt: string
}

export const AdminPromoterStatusSchema = z.object({
  status: z.enum(PROMOTER_STATUSES, { error: 'validation.invalidOption' }),
})

export const AdminPromoterFlagsSchema = z
  .object({
    isLaunched: z.boolean({ error: 'validation.invalidOption' }).optional(),
    isSpotlight: z.boolean({ error: 'validation.invalidOption' }).optional(),
  })
  .refine((v) => v.isLaunched !== undefined || v.isSpotlight !== undefined, {
    error: 'validation.required',
  })

/** Home page spotlight strip (`GET /api/public/promoters/spotlight`). */
export const SPOTLIGHT_MAX = 8

/** `GET /api/admin/promoters` (ADR 0017). */
export interface AdminPromoterList {
  items: AdminPromoterRow[]
  page: number
  lastPage: number
  total: number
}

/** `GET /api/admin/promoters/{id}`: everything the admin edit screen shows (sensitive data too). */
export interface AdminPromoterDetail {
  id: string
  account: {
    name: string
    email: string
    cpf: string | null
    phone: string | null
    status: string
    locale: 'pt-BR' | 'en'
    isCertified: boolean
    avatarUrl: string | null
    createdAt: string
  }
  address: AddressDto | null
  attributes: PromoterAttributesDto & { age: number; category: CategoryRef | null }
  /** Whether the promoter's own sensitive_data consent is live (skin/disability editable). */
  hasSensitiveConsent: boolean
  status: PromoterStatus
  isLaunched: boolean
  isSpotlight: boolean
  blockedUntil: string | null
  gallery: GalleryItemDto[]
  schedule: ScheduleDto
  ratings: RatingSummary
  createdAt: string
  updatedAt: string
}

/** `PUT /api/admin/promoters/{id}/status` answer: the spec's message in the request's language. */
export interface AdminPromoterStatusResult {
  id: string
  status: PromoterStatus
  message: string
}

/** `PUT /api/admin/promoters/{id}/flags` answer. */
export interface AdminPromoterFlagsResult {
  id: string
  isLaunched: boolean
  isSpotlight: boolean
}
