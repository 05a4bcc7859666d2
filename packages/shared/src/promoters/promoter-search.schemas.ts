import { z } from '../validation/zod-setup.ts'
import { msg } from '../validation/messages.ts'
import { OPTION_SETS } from '../options/option-sets.ts'
import { UF_CODES } from '../locations/location.schemas.ts'
import { IsoDay } from './iso-day.ts'

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
