import { z } from '../validation/zod-setup.ts'
import { BUDGET_STATUSES, BUDGET_TABS, PROPOSAL_STATUSES } from './budget-status.ts'
import { CUSTOMIZATION_CHOICES } from './budget-fields.ts'
import { ProposalPriceDtoSchema } from './proposal.schemas.ts'
import {
  ColorRefSchema,
  NamedRefSchema,
  ProductImageDtoSchema,
  SupplierRatingSummarySchema,
} from '../catalogue/product.dto.ts'

/** What the client's budget screens read (ADR 0021). Dates are ISO strings, money centavos. */

const cents = () => z.number().int()

export const BudgetTermsDtoSchema = z.object({
  quantity: z.number().int(),
  color: ColorRefSchema.nullable(),
  customization: z.enum(CUSTOMIZATION_CHOICES),
  customText: z.string().nullable(),
  logoColors: z.number().int().nullable(),
  customImage: ProductImageDtoSchema.nullable(),
  attachmentText: z.string().nullable(),
  states: z.array(z.string()),
  notes: z.string().nullable(),
})
export type BudgetTermsDto = z.output<typeof BudgetTermsDtoSchema>

export const ReverseAuctionFieldsDtoSchema = z.object({
  actionType: z.number().int(),
  targetAudience: z.number().int(),
  goal: z.number().int(),
  deliveryDeadline: z.string(),
  proposalsUntil: z.string(),
  description: z.string().nullable(),
})
export type ReverseAuctionFieldsDto = z.output<typeof ReverseAuctionFieldsDtoSchema>

/** The client's contact, given to the chosen supplier only (never before the deal). */
export const BudgetContactDtoSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  doc: z.string().nullable(),
})
export type BudgetContactDto = z.output<typeof BudgetContactDtoSchema>

export const ProposalStatusCodeSchema = z
  .union([z.literal(0), z.literal(1), z.literal(2)])
  .nullable()
export const ProposalSourceSchema = z.enum(['client', 'reassigned', 'auction'])

/** The other terms of a counter-proposal. */
export const CounterTermsDtoSchema = z.object({
  quantity: z.number().int().nullable(),
  color: ColorRefSchema.nullable(),
  customization: z.string().nullable(),
})

/** A proposal as the client sees it (one column of the comparison). */
export const ClientProposalDtoSchema = z.object({
  id: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  statusCode: ProposalStatusCodeSchema,
  source: ProposalSourceSchema,
  supplier: z.object({
    id: z.string(),
    tradeName: z.string(),
    rating: SupplierRatingSummarySchema,
  }),
  product: z.object({ id: z.string(), name: z.string(), code: z.string() }).nullable(),
  answerDeadline: z.string(),
  unitCents: cents().nullable(),
  totalCents: cents().nullable(),
  /** Every line of the price (null until quoted); its parts add up to `totalCents`. */
  price: ProposalPriceDtoSchema.nullable(),
  deliveryDays: z.number().int().nullable(),
  justification: z.string().nullable(),
  counter: CounterTermsDtoSchema.nullable(),
  declineReason: z.string().nullable(),
  contactDeadline: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** What the client may do with it now. */
  canChoose: z.boolean(),
  /** Ratings already given on this deal (null: not rateable now). */
  rating: z.object({ product: z.boolean(), supplier: z.boolean() }).nullable(),
})
export type ClientProposalDto = z.output<typeof ClientProposalDtoSchema>

export const BudgetSummaryDtoSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  kind: z.enum(['budget', 'reverse_auction']),
  status: z.enum(BUDGET_STATUSES),
  product: z
    .object({ id: z.string(), name: z.string(), cover: ProductImageDtoSchema.nullable() })
    .nullable(),
  category: NamedRefSchema,
  quantity: z.number().int(),
  createdAt: z.string(),
  proposals: z.object({ total: z.number().int(), quoted: z.number().int() }),
  /** The earliest answer deadline still running, for the countdown. */
  nextDeadline: z.string().nullable(),
})
export type BudgetSummaryDto = z.output<typeof BudgetSummaryDtoSchema>

export const BudgetListDtoSchema = z.object({
  tab: z.enum(BUDGET_TABS),
  data: z.array(BudgetSummaryDtoSchema),
  page: z.number().int(),
  last_page: z.number().int(),
  counts: z.record(z.enum(BUDGET_TABS), z.number().int()),
})
export type BudgetListDto = z.output<typeof BudgetListDtoSchema>

export const BudgetDetailDtoSchema = BudgetSummaryDtoSchema.extend({
  terms: BudgetTermsDtoSchema,
  auction: ReverseAuctionFieldsDtoSchema.nullable(),
  proposals_list: z.array(ClientProposalDtoSchema),
  canCancel: z.boolean(),
  canDelete: z.boolean(),
})
export type BudgetDetailDto = z.output<typeof BudgetDetailDtoSchema>
