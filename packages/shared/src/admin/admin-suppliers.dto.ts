import { z } from '../validation/zod-setup.ts'
import { AD_KINDS, AD_STATUSES, AUCTION_PHASES } from '../promotions/promotion.schemas.ts'
import {
  SUPPLIER_STATUSES,
  type AdminSupplierDto,
  type AdminSupplierFeedbackDto,
  type AdminSupplierProductRowDto,
  type AdminSupplierPromotionRowDto,
  type AdminSupplierProposalRowDto,
  type AdminSupplierRowDto,
} from '../dashboards/dashboard.schemas.ts'

/**
 * What the admin Suppliers tab reads (spec §8; ADR 0034, 0036). The dashboards domain declares
 * these shapes as types; the admin-suppliers routes answer through these schemas, held to those
 * types by `satisfies` and imported by path (out of the barrel) until the two are one.
 */

/** A page of the admin Suppliers tab (`Paged<T>` of the promotions domain). */
const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    lastPage: z.number().int(),
  })

export const AdminSupplierRowDtoSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  establishmentTitle: z.string(),
  cnpj: z.string(),
  email: z.string(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  /** Admin's activate/inactivate. */
  status: z.enum(SUPPLIER_STATUSES),
  /** The account's own state (a suspended account cannot log in). */
  accountStatus: z.string(),
  activeProducts: z.number().int(),
  createdAt: z.string(),
}) satisfies z.ZodType<AdminSupplierRowDto>
export const AdminSupplierPageSchema = paged(AdminSupplierRowDtoSchema)

/** The registration tab: everything the supplier registered, read-only for the admin. */
export const AdminSupplierDtoSchema = AdminSupplierRowDtoSchema.extend({
  legalNature: z.string(),
  openingDate: z.string(),
  mainActivity: z.string(),
  secondaryActivities: z.array(z.string()),
  commercialEmail: z.string(),
  commercialPhone: z.string(),
  contactName: z.string(),
  contactPhone: z.string().nullable(),
  phone: z.string().nullable(),
  site: z.string().nullable(),
  address: z
    .object({
      cep: z.string(),
      street: z.string(),
      number: z.string(),
      complement: z.string().nullable(),
      neighborhood: z.string(),
      city: z.string(),
      uf: z.string(),
    })
    .nullable(),
  certified: z.boolean(),
}) satisfies z.ZodType<AdminSupplierDto>

/** Budgets and reverse auctions tab: this supplier's side of each request. */
export const AdminSupplierProposalRowDtoSchema = z.object({
  proposalId: z.string(),
  budgetId: z.string(),
  kind: z.enum(['budget', 'reverse_auction']),
  /** Product name (budget) or category name (reverse auction). */
  subject: z.string(),
  clientName: z.string(),
  quantity: z.number().int(),
  /** The proposal's status code (budget-status.ts). */
  status: z.string(),
  totalCents: z.number().int().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<AdminSupplierProposalRowDto>
export const AdminSupplierProposalPageSchema = paged(AdminSupplierProposalRowDtoSchema)

export const AdminSupplierProductRowDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  category: z.string(),
  status: z.enum(['active', 'inactive']),
  ratingAvg: z.number().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<AdminSupplierProductRowDto>
export const AdminSupplierProductPageSchema = paged(AdminSupplierProductRowDtoSchema)

export const AdminSupplierPromotionRowDtoSchema = z.object({
  auctionId: z.string(),
  name: z.string(),
  kind: z.enum(AD_KINDS),
  phase: z.enum(AUCTION_PHASES),
  myHighestBidCents: z.number().int().nullable(),
  won: z.boolean(),
  /** Only when it won. */
  adStatus: z.enum(AD_STATUSES).nullable(),
  adStatusCode: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
}) satisfies z.ZodType<AdminSupplierPromotionRowDto>

export const AdminSupplierFeedbackDtoSchema = z.object({
  id: z.string(),
  /** A rating of the supplier (deal) or of one of its products. */
  kind: z.enum(['supplier', 'product']),
  subject: z.string(),
  authorName: z.string(),
  /** 1–5; the supplier rating's mean of its four criteria. */
  stars: z.number(),
  comment: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<AdminSupplierFeedbackDto>
export const AdminSupplierFeedbackPageSchema = paged(AdminSupplierFeedbackDtoSchema)
