import { z } from '../validation/zod-setup.ts'

/*
 * What the promoter routes answer (ADR 0044): the search cards, the public profile, its ratings,
 * the promoter's gallery, schedule and panel home. Routes declare these as `schema.response`; the
 * serializer strips any field they do not name.
 */

export const CategoryRefSchema = z.object({
  id: z.string(),
  namePt: z.string(),
  nameEn: z.string(),
})
export type CategoryRef = z.infer<typeof CategoryRefSchema>

export const RatingSummarySchema = z.object({
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
})
export type RatingSummary = z.infer<typeof RatingSummarySchema>

/** One result card. Never CPF, e-mail, phone or address (only city/UF). */
export const PromoterCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  category: CategoryRefSchema.nullable(),
  gender: z.string(),
  heightCm: z.number().int(),
  /** Cover picture (or avatar), `medium` size; null when the promoter has no picture. */
  pictureUrl: z.string().nullable(),
  isCertified: z.boolean(),
  isLaunched: z.boolean(),
  isSpotlight: z.boolean(),
  ratings: RatingSummarySchema,
})
export type PromoterCard = z.infer<typeof PromoterCardSchema>

export const PromoterSearchResultSchema = z.object({
  items: z.array(PromoterCardSchema),
  /** Exact up to SEARCH_COUNT_CAP; `totalCapped` says there are more. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  lastPage: z.number().int(),
})
export type PromoterSearchResult = z.infer<typeof PromoterSearchResultSchema>

/* ───────────────────────── public profile (GET /api/public/promoters/{id}) ───────────────────────── */

export const GALLERY_KINDS = ['image', 'video'] as const
export type GalleryKind = (typeof GALLERY_KINDS)[number]
/** Gallery size (photos + videos) for one promoter. */
export const GALLERY_MAX_ITEMS = 30

export const GalleryItemDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(GALLERY_KINDS),
  isCover: z.boolean(),
  position: z.number().int(),
  /** Image: thumb / medium / large URLs. */
  image: z
    .object({
      thumb: z.string(),
      medium: z.string(),
      large: z.string(),
      width: z.number().int(),
      height: z.number().int(),
    })
    .nullable(),
  /** Video: the link as given and the privacy-friendly embed URL. */
  video: z
    .object({ url: z.string(), embedUrl: z.string(), provider: z.enum(['youtube', 'vimeo']) })
    .nullable(),
})
export type GalleryItemDto = z.infer<typeof GalleryItemDtoSchema>
export const GalleryDtoSchema = z.array(GalleryItemDtoSchema)

const RATING_VALUE_CODES = ['positive', 'neutral', 'negative'] as const
export type RatingValue = (typeof RATING_VALUE_CODES)[number]

export const RatingDtoSchema = z.object({
  id: z.string(),
  value: z.enum(RATING_VALUE_CODES),
  comment: z.string(),
  createdAt: z.string(),
  /** Public name of who rated: first name and the initial of the last one. */
  raterName: z.string(),
  raterRole: z.enum(['client', 'company', 'promoter', 'supplier']),
})
export type RatingDto = z.infer<typeof RatingDtoSchema>

/** Public availability: the weekly pattern and the blocked days from today on (next 6 months). */
export const AvailabilityDtoSchema = z.object({
  weeklyMask: z.number().int(),
  blockedDates: z.array(z.string()),
  /**
   * Days (São Paulo) taken by a booked job (accepted or completed) in the same window:
   * not available for a new hire. Only on the public profile.
   */
  bookedDates: z.array(z.string()).optional(),
})
export type AvailabilityDto = z.infer<typeof AvailabilityDtoSchema>

export const PublicPromoterDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  category: CategoryRefSchema.nullable(),
  gender: z.string(),
  heightCm: z.number().int(),
  weightKg: z.number().int(),
  shoeSize: z.number().int(),
  hair: z.string(),
  eyes: z.string(),
  /** Only when the promoter consented to show sensitive data; otherwise null / []. */
  skin: z.string().nullable(),
  disabilities: z.array(z.string()),
  languages: z.array(z.string()),
  dance: z.array(z.string()),
  instruments: z.array(z.string()),
  hasCar: z.boolean(),
  equipment: z.string().nullable(),
  issuesInvoice: z.boolean(),
  canTravel: z.boolean(),
  description: z.string(),
  references: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isCertified: z.boolean(),
  isLaunched: z.boolean(),
  isSpotlight: z.boolean(),
  memberSince: z.string(),
  gallery: z.array(GalleryItemDtoSchema),
  availability: AvailabilityDtoSchema,
  ratings: RatingSummarySchema.extend({ latest: z.array(RatingDtoSchema) }),
})
export type PublicPromoterDto = z.infer<typeof PublicPromoterDtoSchema>

export const RATINGS_PAGE_SIZE = 10
export const LATEST_RATINGS = 5

/** `GET /api/public/ratings/{userId}?page=n` (screen `comments/{id}`). */
export const RatingsPageDtoSchema = z.object({
  subject: z.object({ id: z.string(), name: z.string(), kind: z.literal('promoter') }),
  summary: RatingSummarySchema,
  items: z.array(RatingDtoSchema),
  page: z.number().int(),
  lastPage: z.number().int(),
  total: z.number().int(),
})
export type RatingsPageDto = z.infer<typeof RatingsPageDtoSchema>

/* ───────────────────────── promoter panel (/api/promoter/…) ───────────────────────── */

export const ScheduleDtoSchema = z.object({
  weeklyMask: z.number().int(),
  blockedDates: z.array(z.string()),
})
export type ScheduleDto = z.infer<typeof ScheduleDtoSchema>

export const PROFILE_MISSING = ['avatar', 'gallery', 'cover', 'schedule', 'category'] as const

/** Panel home (`GET /api/promoter/panel`): what the promoter needs to see at a glance. */
export const PromoterPanelDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['active', 'inactive']),
  blockedUntil: z.string().nullable(),
  isCertified: z.boolean(),
  isLaunched: z.boolean(),
  isSpotlight: z.boolean(),
  /** What is still missing for a complete profile (codes, e.g. `gallery`, `schedule`, `avatar`). */
  missing: z.array(z.enum(PROFILE_MISSING)),
  galleryCount: z.number().int(),
  ratings: RatingSummarySchema,
})
export type PromoterPanelDto = z.infer<typeof PromoterPanelDtoSchema>
