import { z } from '../validation/zod-setup.ts'
import { PROPOSAL_STATUSES, PROPOSAL_TABS } from './budget-status.ts'
import { ProposalPriceDtoSchema } from './proposal.schemas.ts'
import {
  BudgetContactDtoSchema,
  BudgetTermsDtoSchema,
  CounterTermsDtoSchema,
  ProposalSourceSchema,
  ProposalStatusCodeSchema,
  ReverseAuctionFieldsDtoSchema,
} from './budget.dto.ts'
import { NamedRefSchema, ProductImageDtoSchema } from '../catalogue/product.dto.ts'

/** What the supplier's requests screens read (ADR 0021, 0027). */

const cents = () => z.number().int()

export const SUPPLIER_PROPOSAL_ACTIONS = [
  'answer',
  'counter',
  'decline',
  'give_up',
  'contacted',
] as const

/** A proposal as its supplier sees it (`Requests` tab). */
export const SupplierProposalDtoSchema = z.object({
  id: z.string(),
  budgetId: z.string(),
  number: z.number().int(),
  kind: z.enum(['budget', 'reverse_auction']),
  status: z.enum(PROPOSAL_STATUSES),
  statusCode: ProposalStatusCodeSchema,
  source: ProposalSourceSchema,
  product: z
    .object({
      id: z.string(),
      name: z.string(),
      code: z.string(),
      cover: ProductImageDtoSchema.nullable(),
    })
    .nullable(),
  category: NamedRefSchema,
  terms: BudgetTermsDtoSchema,
  auction: ReverseAuctionFieldsDtoSchema.nullable(),
  /** City/UF of the client only, never who they are, until the deal. */
  clientCity: z.string().nullable(),
  answerDeadline: z.string(),
  unitCents: cents().nullable(),
  totalCents: cents().nullable(),
  /** Every line of the price (null until quoted); its parts add up to `totalCents`. */
  price: ProposalPriceDtoSchema.nullable(),
  deliveryDays: z.number().int().nullable(),
  justification: z.string().nullable(),
  counter: CounterTermsDtoSchema.nullable(),
  contactDeadline: z.string().nullable(),
  contactedAt: z.string().nullable(),
  /** Only in DEAL_PROPOSAL_STATUSES. */
  contact: BudgetContactDtoSchema.nullable(),
  createdAt: z.string(),
  /** The actions open now. */
  actions: z.array(z.enum(SUPPLIER_PROPOSAL_ACTIONS)),
})
export type SupplierProposalDto = z.output<typeof SupplierProposalDtoSchema>

export const SupplierProposalListDtoSchema = z.object({
  tab: z.enum(PROPOSAL_TABS),
  data: z.array(SupplierProposalDtoSchema),
  page: z.number().int(),
  last_page: z.number().int(),
  counts: z.record(z.enum(PROPOSAL_TABS), z.number().int()),
})
export type SupplierProposalListDto = z.output<typeof SupplierProposalListDtoSchema>
