import { z } from '../validation/zod-setup.ts'
import {
  PeriodFilterShape,
  QuantityFilterShape,
  periodInOrder,
} from '../validation/list-filters.ts'
import type { Role } from '../auth/profiles.ts'
import type {
  AdKind,
  AdPosition,
  AdStatus,
  AdStatusCode,
  AuctionPhase,
} from '../promotions/promotion.schemas.ts'

/**
 * The admin Suppliers tab (list and one supplier's tabs), the supplier's Start tab and
 * the admin Start tab. Money is integer centavos.
 */

export const SUPPLIER_STATUSES = ['active', 'inactive'] as const
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number]

export const ADMIN_SUPPLIER_TABS = [
  'registration',
  'budgets',
  'products',
  'promotions',
  'feedbacks',
] as const
export type AdminSupplierTab = (typeof ADMIN_SUPPLIER_TABS)[number]

export const ADMIN_SUPPLIERS_PAGE_SIZE = 20

export const AdminSupplierListQuerySchema = z.object({
  /** Company name, establishment title, e-mail or CNPJ (digits), accent-insensitive. */
  q: z.string().trim().max(100, { error: 'validation.invalid' }).optional(),
  status: z.enum(SUPPLIER_STATUSES, { error: 'validation.invalidOption' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export type AdminSupplierListQuery = z.output<typeof AdminSupplierListQuerySchema>

export const AdminSupplierStatusSchema = z.object({
  status: z.enum(SUPPLIER_STATUSES, { error: 'validation.invalidOption' }),
})

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** The admin's budgets tab of a supplier: a page and the filters of ADR 0036. */
export const AdminSupplierBudgetsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    ...PeriodFilterShape,
    ...QuantityFilterShape,
  })
  .superRefine(periodInOrder)
export type AdminSupplierBudgetsQuery = z.output<typeof AdminSupplierBudgetsQuerySchema>

export interface AdminSupplierRowDto {
  id: string
  companyName: string
  establishmentTitle: string
  cnpj: string
  email: string
  city: string | null
  uf: string | null
  /** Admin's activate/inactivate. */
  status: SupplierStatus
  /** The account's own state (a suspended account cannot log in). */
  accountStatus: string
  activeProducts: number
  createdAt: string
}

/** The registration tab: everything the supplier registered, read-only for the admin. */
export interface AdminSupplierDto extends AdminSupplierRowDto {
  legalNature: string
  openingDate: string
  mainActivity: string
  secondaryActivities: string[]
  commercialEmail: string
  commercialPhone: string
  contactName: string
  contactPhone: string | null
  phone: string | null
  site: string | null
  address: {
    cep: string
    street: string
    number: string
    complement: string | null
    neighborhood: string
    city: string
    uf: string
  } | null
  certified: boolean
}

/** Budgets and reverse auctions tab: this supplier's side of each request. */
export interface AdminSupplierProposalRowDto {
  proposalId: string
  budgetId: string
  kind: 'budget' | 'reverse_auction'
  /** Product name (budget) or category name (reverse auction). */
  subject: string
  clientName: string
  quantity: number
  /** The proposal's status code (budget-status.ts). */
  status: string
  totalCents: number | null
  createdAt: string
}

export interface AdminSupplierProductRowDto {
  id: string
  name: string
  code: string
  category: string
  status: 'active' | 'inactive'
  ratingAvg: number | null
  createdAt: string
}

export interface AdminSupplierPromotionRowDto {
  auctionId: string
  name: string
  kind: AdKind
  phase: AuctionPhase
  myHighestBidCents: number | null
  won: boolean
  /** Only when it won. */
  adStatus: AdStatus | null
  adStatusCode: AdStatusCode | null
  startsOn: string
  endsOn: string
}

export interface AdminSupplierFeedbackDto {
  id: string
  /** A rating of the supplier (deal) or of one of its products. */
  kind: 'supplier' | 'product'
  subject: string
  authorName: string
  /** 1–5; the supplier rating's mean of its four criteria. */
  stars: number
  comment: string | null
  createdAt: string
}

export interface SupplierDashboardDto {
  /** Requests waiting for this supplier's answer, soonest deadline first (at most 5). */
  openRequests: {
    proposalId: string
    budgetId: string
    kind: 'budget' | 'reverse_auction'
    subject: string
    quantity: number
    answerBy: string
  }[]
  openRequestsCount: number
  /** Share of requests of the last 90 days it answered (0–1); null without any. */
  answerRate: number | null
  /** Median minutes from request to answer over the last 90 days; null without answers. */
  answerMinutes: number | null
  dealsClosed: number
  dealsThisMonth: number
  ratings: { average: number | null; count: number }
  /** Its won ads that are scheduled or online, and auctions where it leads. */
  activePromotions: {
    auctionId: string
    name: string
    kind: AdKind
    status: AdStatus
    startsOn: string
    endsOn: string
  }[]
  leadingAuctions: number
  openAuctions: number
}

export interface AdminDashboardAuctionDto {
  id: string
  name: string
  kind: AdKind
  phase: AuctionPhase
  bidsCloseAt: string
  highestBidCents: number | null
  bidCount: number
  winnerName: string | null
}

export interface AdminDashboardDto {
  counts: {
    usersByRole: Record<Role, number>
    openBudgets: number
    jobsThisMonth: number
    /** This month (São Paulo): platform fees of settled jobs and ad charges. */
    feesRevenueCents: number
    adsRevenueCents: number
  }
  latestProducts: { id: string; name: string; supplierName: string; createdAt: string }[]
  newCompanies: {
    id: string
    name: string
    role: 'supplier' | 'company'
    createdAt: string
  }[]
  auctions: {
    open: AdminDashboardAuctionDto[]
    closingSoon: AdminDashboardAuctionDto[]
    results: AdminDashboardAuctionDto[]
  }
  /** What the home slides show today, both positions. */
  banners: {
    id: string
    source: 'banner' | 'auction'
    title: string
    position: AdPosition
    slideOrder: number
    endsOn: string
  }[]
}
