import { z } from '../validation/zod-setup.ts'
import { ROLES } from '../auth/profiles.ts'
import {
  AD_KINDS,
  AD_POSITIONS,
  AD_STATUSES,
  AUCTION_PHASES,
} from '../promotions/promotion.schemas.ts'

/** The supplier's Start tab and the admin Start tab (response schemas, ADR 0044). Money in centavos. */

const count = z.number().int()

export const SupplierDashboardDtoSchema = z.object({
  /** Requests waiting for this supplier's answer, soonest deadline first (at most 5). */
  openRequests: z.array(
    z.object({
      proposalId: z.string(),
      budgetId: z.string(),
      kind: z.enum(['budget', 'reverse_auction']),
      subject: z.string(),
      quantity: z.number().int(),
      answerBy: z.string(),
    }),
  ),
  openRequestsCount: count,
  /** Share of requests of the last 90 days it answered (0–1); null without any. */
  answerRate: z.number().nullable(),
  /** Median minutes from request to answer over the last 90 days; null without answers. */
  answerMinutes: z.number().nullable(),
  dealsClosed: count,
  dealsThisMonth: count,
  ratings: z.object({ average: z.number().nullable(), count }),
  /** Its won ads that are scheduled or online, and auctions where it leads. */
  activePromotions: z.array(
    z.object({
      auctionId: z.string(),
      name: z.string(),
      kind: z.enum(AD_KINDS),
      status: z.enum(AD_STATUSES),
      startsOn: z.string(),
      endsOn: z.string(),
    }),
  ),
  leadingAuctions: count,
  openAuctions: count,
})
export type SupplierDashboardDto = z.infer<typeof SupplierDashboardDtoSchema>

export const AdminDashboardAuctionDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(AD_KINDS),
  phase: z.enum(AUCTION_PHASES),
  bidsCloseAt: z.string(),
  highestBidCents: z.number().int().nullable(),
  bidCount: count,
  winnerName: z.string().nullable(),
})
export type AdminDashboardAuctionDto = z.infer<typeof AdminDashboardAuctionDtoSchema>

export const AdminDashboardDtoSchema = z.object({
  counts: z.object({
    usersByRole: z.record(z.enum(ROLES), count),
    openBudgets: count,
    jobsThisMonth: count,
    /** This month (São Paulo): platform fees of settled jobs and ad charges. */
    feesRevenueCents: z.number().int(),
    adsRevenueCents: z.number().int(),
  }),
  latestProducts: z.array(
    z.object({ id: z.string(), name: z.string(), supplierName: z.string(), createdAt: z.string() }),
  ),
  newCompanies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.enum(['supplier', 'company']),
      createdAt: z.string(),
    }),
  ),
  auctions: z.object({
    open: z.array(AdminDashboardAuctionDtoSchema),
    closingSoon: z.array(AdminDashboardAuctionDtoSchema),
    results: z.array(AdminDashboardAuctionDtoSchema),
  }),
  /** What the home slides show today, both positions. */
  banners: z.array(
    z.object({
      id: z.string(),
      source: z.enum(['banner', 'auction']),
      title: z.string(),
      position: z.enum(AD_POSITIONS),
      slideOrder: z.number().int(),
      endsOn: z.string(),
    }),
  ),
})
export type AdminDashboardDto = z.infer<typeof AdminDashboardDtoSchema>
