import { z } from '../validation/zod-setup.ts'
import { NamedRefSchema } from '../catalogue/product.dto.ts'
import { AD_PAYMENT_STATUSES } from '../payments/ad-payment.schemas.ts'

/**
 * What the ad auctions, bids, banners and home slides answer (ADR 0022). Money is integer
 * centavos; ad periods are São Paulo calendar days (YYYY-MM-DD); instants are ISO date-times.
 */

export const AD_KINDS = ['company', 'product', 'category'] as const
export type AdKind = (typeof AD_KINDS)[number]
export const AD_POSITIONS = ['top', 'bottom'] as const
export type AdPosition = (typeof AD_POSITIONS)[number]

/**
 * Ad status (PRODUCT.md): derived from the dates, never stored by hand. API codes: 0 offline,
 * 1 online, 2 scheduled, 3 deleted. A cancelled ad (winner) and a deleted banner or cancelled
 * auction (admin) answer 3; `cancelled` keeps the difference for the screens.
 */
export const AD_STATUSES = ['offline', 'online', 'scheduled', 'cancelled', 'deleted'] as const
export type AdStatus = (typeof AD_STATUSES)[number]
const AdStatusCodeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])
export type AdStatusCode = z.infer<typeof AdStatusCodeSchema>

/**
 * Bidding phase of an auction: `upcoming` before `bidsOpenAt`, `open` until `bidsCloseAt`,
 * `closed` from then on (the ticker marks the winner), `cancelled` when an admin cancelled it.
 */
export const AUCTION_PHASES = ['upcoming', 'open', 'closed', 'cancelled'] as const
export type AuctionPhase = (typeof AUCTION_PHASES)[number]

const money = () => z.number().int()
const ProductRefSchema = z.object({ id: z.string(), name: z.string(), code: z.string() })

export const ArtDtoSchema = z.object({
  imageId: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})
export type ArtDto = z.infer<typeof ArtDtoSchema>

/** The won ad of an auction (null before the close or without bids). */
export const AdDtoSchema = z.object({
  status: z.enum(AD_STATUSES),
  statusCode: AdStatusCodeSchema,
  desktop: ArtDtoSchema.nullable(),
  mobile: ArtDtoSchema.nullable(),
  /** Where the slide leads: the company page, the promoted product or the category's products. */
  link: z.string(),
  product: ProductRefSchema.nullable(),
  cancelledAt: z.string().nullable(),
})
export type AdDto = z.infer<typeof AdDtoSchema>

/**
 * Where a closed auction's slot stands with its payment (ADR 0060, ADR 0064): the offer waits for
 * the offered supplier's money by its deadline, was paid (the ad may go online), or every offer
 * expired and no bid was left (`unsold`), or the winner gave the ad up (`withdrawn`).
 */
export const AD_SLOT_STATES = ['awaiting_payment', 'paid', 'unsold', 'withdrawn'] as const
export type AdSlotState = (typeof AD_SLOT_STATES)[number]

/** One offer of the slot to a bid. The payer is named to admins and to that supplier only. */
export const AdOfferDtoSchema = z.object({
  payer: z.object({ supplierId: z.string(), name: z.string() }).nullable(),
  /** The reading supplier is the one offered (always false for admins). */
  mine: z.boolean(),
  amountCents: money(),
  /** Pay by this instant (ISO). */
  deadline: z.string(),
  status: z.enum(AD_PAYMENT_STATUSES),
  paidAt: z.string().nullable(),
})
export type AdOfferDto = z.infer<typeof AdOfferDtoSchema>

export const AdSlotPaymentDtoSchema = z.object({
  state: z.enum(AD_SLOT_STATES),
  /** The offer in force (pending or paid), else the last one. */
  current: AdOfferDtoSchema,
  /** Earlier offers, oldest first: each expired unpaid and the slot passed to the next bid. */
  passedOn: z.array(AdOfferDtoSchema),
})
export type AdSlotPaymentDto = z.infer<typeof AdSlotPaymentDtoSchema>

export const AdAuctionDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(AD_KINDS),
  name: z.string(),
  details: z.string(),
  category: NamedRefSchema.nullable(),
  product: ProductRefSchema.nullable(),
  position: z.enum(AD_POSITIONS),
  slideOrder: z.number().int(),
  minBidCents: money(),
  incrementCents: money(),
  bidsOpenAt: z.string(),
  bidsCloseAt: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  exampleImageId: z.string().nullable(),
  exampleImageUrl: z.string().nullable(),
  phase: z.enum(AUCTION_PHASES),
  highestBidCents: money().nullable(),
  bidCount: z.number().int(),
  nextMinBidCents: money(),
  winner: z.object({ supplierId: z.string(), name: z.string(), amountCents: money() }).nullable(),
  ad: AdDtoSchema.nullable(),
  /** Null before the close, without bids, or for an ad won before ad payments (ADR 0060). */
  payment: AdSlotPaymentDtoSchema.nullable(),
  createdAt: z.string(),
})
export type AdAuctionDto = z.infer<typeof AdAuctionDtoSchema>

/** What a supplier sees of an auction: the same plus its own standing. */
export const SupplierAdAuctionDtoSchema = AdAuctionDtoSchema.extend({
  eligible: z.boolean(),
  myHighestBidCents: money().nullable(),
  leading: z.boolean(),
  won: z.boolean(),
})
export type SupplierAdAuctionDto = z.infer<typeof SupplierAdAuctionDtoSchema>

export const BidDtoSchema = z.object({
  id: z.string(),
  amountCents: money(),
  createdAt: z.string(),
  /** Admins see every bidder; a supplier sees only "you" or "another supplier". */
  supplier: z.object({ id: z.string(), name: z.string() }).nullable(),
  mine: z.boolean(),
  won: z.boolean(),
})
export type BidDto = z.infer<typeof BidDtoSchema>

/** Payload of the auction's SSE stream (`event: bid`), and of its first message. */
export const AuctionLiveDtoSchema = z.object({
  auctionId: z.string(),
  phase: z.enum(AUCTION_PHASES),
  highestBidCents: money().nullable(),
  bidCount: z.number().int(),
  nextMinBidCents: money(),
  /** The supplier reading the stream leads (always false for admins). */
  leading: z.boolean(),
})
export type AuctionLiveDto = z.infer<typeof AuctionLiveDtoSchema>

export interface Paged<T> {
  data: T[]
  total: number
  page: number
  lastPage: number
}
/** The schema of a `Paged<T>` answer. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    lastPage: z.number().int(),
  })
}

export const BannerDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: NamedRefSchema.nullable(),
  category: NamedRefSchema.nullable(),
  product: NamedRefSchema.nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  link: z.string().nullable(),
  desktop: ArtDtoSchema,
  mobile: ArtDtoSchema,
  position: z.enum(AD_POSITIONS),
  slideOrder: z.number().int(),
  status: z.enum(AD_STATUSES),
  statusCode: AdStatusCodeSchema,
  createdAt: z.string(),
})
export type BannerDto = z.infer<typeof BannerDtoSchema>

/** One slide of the home page: a direct banner or a won ad, online today, with its art. */
export const HomeSlideDtoSchema = z.object({
  id: z.string(),
  source: z.enum(['banner', 'auction']),
  kind: z.enum(AD_KINDS).nullable(),
  title: z.string(),
  position: z.enum(AD_POSITIONS),
  slideOrder: z.number().int(),
  /** An internal path (`/fornecedor/…`) or an external http(s) URL; null: not a link. */
  link: z.string().nullable(),
  external: z.boolean(),
  desktop: ArtDtoSchema,
  mobile: ArtDtoSchema,
})
export type HomeSlideDto = z.infer<typeof HomeSlideDtoSchema>

export const HomeSlidesDtoSchema = z.object({
  top: z.array(HomeSlideDtoSchema),
  bottom: z.array(HomeSlideDtoSchema),
})
export type HomeSlidesDto = z.infer<typeof HomeSlidesDtoSchema>
