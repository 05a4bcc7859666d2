import { z } from '../validation/zod-setup.ts'
import {
  PeriodFilterShape,
  QuantityFilterShape,
  periodInOrder,
} from '../validation/list-filters.ts'
import type {
  AdKind,
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

// The Start tabs' answers (ADR 0044).
export * from './start-tab.dto.ts'
