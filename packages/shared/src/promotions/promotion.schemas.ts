import { z } from '../validation/zod-setup.ts'
import { PeriodFilterShape, periodInOrder } from '../validation/list-filters.ts'
import { msg } from '../validation/messages.ts'
import { HttpUrlSchema, lineText, longText } from '../validation/text.ts'
import { todayInBrazil } from '../registration/registration.schemas.ts'
import {
  AD_KINDS,
  AD_POSITIONS,
  AD_STATUSES,
  AUCTION_PHASES,
  type AdStatus,
  type AdStatusCode,
  type AuctionPhase,
} from './promotion.dto.ts'
import { AD_DEVICES } from './ad-art.ts'

export * from './promotion.dto.ts'

/**
 * ADR 0022: ad auctions, bids, the won ad, direct banners and the home slides.
 * Money is integer centavos; ad periods are São Paulo calendar days (YYYY-MM-DD); bidding
 * instants are ISO date-times.
 */

const uuid = () => z.uuid({ error: 'validation.invalid' })

// Zod-free, in ad-art.ts: the home page's slide placeholders read it (ADR 0050).
export * from './ad-art.ts'

export const AD_LIMITS = {
  detailsMin: 100,
  detailsMax: 3000,
  nameMax: 120,
  slideOrderMax: 20,
  /** R$ 1.000.000,00 */
  moneyMaxCents: 100_000_000,
  /** "Closing soon" on the dashboards. */
  closingSoonHours: 48,
} as const

/** API status codes of an ad (see `AD_STATUSES`). */
export const AD_STATUS_CODE: Record<AdStatus, AdStatusCode> = {
  offline: 0,
  online: 1,
  scheduled: 2,
  cancelled: 3,
  deleted: 3,
}

/** The one place the derived status is computed (API, web and SQL tests agree on it). */
export function adStatus(
  period: { startsOn: string; endsOn: string },
  now: Date,
  removed: 'cancelled' | 'deleted' | null = null,
): AdStatus {
  if (removed) return removed
  const today = todayInBrazil(now)
  if (today < period.startsOn) return 'scheduled'
  if (today > period.endsOn) return 'offline'
  return 'online'
}

export function auctionPhase(
  a: { status: 'open' | 'closed' | 'cancelled'; bidsOpenAt: string; bidsCloseAt: string },
  now: Date,
): AuctionPhase {
  if (a.status === 'cancelled') return 'cancelled'
  if (a.status === 'closed') return 'closed'
  const t = now.getTime()
  if (t < new Date(a.bidsOpenAt).getTime()) return 'upcoming'
  if (t >= new Date(a.bidsCloseAt).getTime()) return 'closed'
  return 'open'
}

/** The least a new bid may be: the minimum, or the highest plus the increment. */
export function nextMinBidCents(a: {
  minBidCents: number
  incrementCents: number
  highestBidCents: number | null
}): number {
  return a.highestBidCents === null
    ? a.minBidCents
    : Math.max(a.minBidCents, a.highestBidCents + a.incrementCents)
}

export const IsoDaySchema = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalidDate' })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`)
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
    },
    { error: 'validation.invalidDate' },
  )

/** An instant with its offset (`2026-12-01T18:00:00-03:00` or `…Z`), as the date-time pickers send. */
export const InstantSchema = z.iso.datetime({ offset: true, error: 'validation.invalidDate' })

const MoneySchema = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.required' })
  .max(AD_LIMITS.moneyMaxCents, { error: 'validation.invalid' })

const SlideOrderSchema = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(AD_LIMITS.slideOrderMax, {
    error: msg('validation.maxValue', { max: AD_LIMITS.slideOrderMax }),
  })

/** Admin: open (register) an ad auction. Editable only until its first bid. */
export const AdAuctionInputSchema = z
  .object({
    kind: z.enum(AD_KINDS, { error: 'validation.invalidOption' }),
    name: lineText(AD_LIMITS.nameMax, 3),
    details: longText(AD_LIMITS.detailsMax, AD_LIMITS.detailsMin),
    categoryId: uuid().nullable().default(null),
    productId: uuid().nullable().default(null),
    position: z.enum(AD_POSITIONS, { error: 'validation.invalidOption' }),
    slideOrder: SlideOrderSchema,
    minBidCents: MoneySchema,
    incrementCents: MoneySchema,
    bidsOpenAt: InstantSchema,
    bidsCloseAt: InstantSchema,
    startsOn: IsoDaySchema,
    endsOn: IsoDaySchema,
    exampleImageId: uuid().nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'category' && !v.categoryId)
      ctx.addIssue({ code: 'custom', path: ['categoryId'], message: 'validation.required' })
    if (v.kind === 'product' && !v.productId)
      ctx.addIssue({ code: 'custom', path: ['productId'], message: 'validation.required' })
    if (new Date(v.bidsCloseAt).getTime() <= new Date(v.bidsOpenAt).getTime())
      ctx.addIssue({
        code: 'custom',
        path: ['bidsCloseAt'],
        message: 'promotions.validation.closeAfterOpen',
      })
    if (v.endsOn < v.startsOn)
      ctx.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: 'promotions.validation.endAfterStart',
      })
    // The ad runs after bidding: its first day is after the São Paulo day bidding closes.
    if (v.startsOn <= todayInBrazil(new Date(v.bidsCloseAt)))
      ctx.addIssue({
        code: 'custom',
        path: ['startsOn'],
        message: 'promotions.validation.startAfterClose',
      })
  })
export type AdAuctionInput = z.input<typeof AdAuctionInputSchema>
export type AdAuctionValues = z.output<typeof AdAuctionInputSchema>

/** Phase, kind and the period of ADR 0036: the ad's period touches the days asked. */
export const AdAuctionListQuerySchema = z
  .object({
    phase: z.enum(AUCTION_PHASES, { error: 'validation.invalidOption' }).optional(),
    kind: z.enum(AD_KINDS, { error: 'validation.invalidOption' }).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    ...PeriodFilterShape,
  })
  .superRefine(periodInOrder)
export type AdAuctionListQuery = z.output<typeof AdAuctionListQuerySchema>

/** Supplier: a bid (the Idempotency-Key header makes a retried click one bid). */
export const BidInputSchema = z.object({ amountCents: MoneySchema })
export type BidInput = z.input<typeof BidInputSchema>

/** Multipart fields beside the file of an art upload. */
export const AdArtFieldsSchema = z.object({
  device: z.enum(AD_DEVICES, { error: 'validation.invalidOption' }),
  position: z.enum(AD_POSITIONS, { error: 'validation.invalidOption' }).optional(),
})

/** Admin: a banner placed directly on the home slides (spec §3 Banner). */
export const BannerInputSchema = z
  .object({
    title: lineText(AD_LIMITS.nameMax, 3),
    companyId: uuid().nullable().default(null),
    categoryId: uuid().nullable().default(null),
    /** ADR 0028: a banner may promote one product (one live banner per product per day). */
    productId: uuid().nullable().default(null),
    startsOn: IsoDaySchema,
    endsOn: IsoDaySchema,
    link: z
      .union([z.literal(''), HttpUrlSchema])
      .nullable()
      .default(null)
      .transform((v) => (v ? v : null)),
    desktopImageId: uuid().nullable().default(null),
    mobileImageId: uuid().nullable().default(null),
    position: z.enum(AD_POSITIONS, { error: 'validation.invalidOption' }),
    slideOrder: SlideOrderSchema,
  })
  .superRefine((v, ctx) => {
    if (v.endsOn < v.startsOn)
      ctx.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: 'promotions.validation.endAfterStart',
      })
    if (!v.desktopImageId)
      ctx.addIssue({
        code: 'custom',
        path: ['desktopImageId'],
        message: 'promotions.validation.fileRequired',
      })
    if (!v.mobileImageId)
      ctx.addIssue({
        code: 'custom',
        path: ['mobileImageId'],
        message: 'promotions.validation.fileRequired',
      })
  })
export type BannerInput = z.input<typeof BannerInputSchema>
export type BannerValues = z.output<typeof BannerInputSchema>

export const BannerListQuerySchema = z.object({
  status: z.enum(AD_STATUSES, { error: 'validation.invalidOption' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
