import { z } from '../validation/zod-setup.ts'
import {
  PeriodFilterShape,
  QuantityFilterShape,
  periodInOrder,
} from '../validation/list-filters.ts'
import { msg } from '../validation/messages.ts'
import { isCleanMultiLine, longText } from '../validation/text.ts'
import { UfSchema } from '../locations/location.schemas.ts'
import { DateInputSchema } from '../registration/registration.schemas.ts'
import { LIMITS } from '../constants.ts'
import type {
  ColorRef,
  Customization,
  NamedRef,
  ProductImageDto,
  SupplierRatingSummary,
} from '../catalogue/product.schemas.ts'
import type { BudgetStatus, BudgetTab, ProposalStatus, ProposalTab } from './budget-status.ts'
import { BUDGET_TABS, PROPOSAL_TABS } from './budget-status.ts'

/**
 * Budgets (ADR 0021): the request modal, the supplier's answers, the deal, ratings,
 * reverse auctions and the /choose questionnaire. Money is integer centavos.
 */

const uuid = () => z.uuid({ error: 'validation.invalid' })

export const CUSTOMIZATION_CHOICES = ['none', 'text', 'logo', 'image', 'attachment'] as const
export type CustomizationChoice = (typeof CUSTOMIZATION_CHOICES)[number]
/** Logo colours: 1, 2, 3, or 4 meaning "4 or more" (spec §9 "1 to 4 or more"). */
export const LOGO_COLOR_CHOICES = [1, 2, 3, 4] as const

export const QuantitySchema = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid' })
  .min(LIMITS.budgetMinQuantity, { error: 'budgets.validation.quantityMin' })
  .max(LIMITS.quantityFilterMax, {
    error: msg('budgets.validation.quantityMax', { max: LIMITS.quantityFilterMax }),
  })

export const StatesSchema = z
  .array(UfSchema)
  .min(1, { error: 'validation.required' })
  .max(LIMITS.maxStatesPerBudget, {
    error: msg('validation.maxItems', { max: LIMITS.maxStatesPerBudget }),
  })
  .refine((v) => new Set(v).size === v.length, { error: 'validation.invalid' })

const optionalLong = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: msg('validation.maxChars', { max }) })
    .refine(isCleanMultiLine, { error: 'validation.invalidCharacters' })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))

/** Customization of a request (and of a counter-proposal's terms). */
const CustomizationFields = z.object({
  customization: z
    .enum(CUSTOMIZATION_CHOICES, { error: 'validation.invalidOption' })
    .default('none'),
  customText: optionalLong(200),
  logoColors: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
      error: 'validation.invalidOption',
    })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  customImageId: uuid()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  attachmentText: z
    .string()
    .trim()
    .max(LIMITS.attachmentTextMax, {
      error: msg('validation.maxChars', { max: LIMITS.attachmentTextMax }),
    })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
})

/** What each customization needs (the same on both sides). */
function refineCustomization(
  v: z.output<typeof CustomizationFields>,
  ctx: z.core.$RefinementCtx,
): void {
  if (v.customization === 'text' && !v.customText)
    ctx.addIssue({ code: 'custom', path: ['customText'], message: 'validation.required' })
  if (v.customization === 'logo' && v.logoColors === null)
    ctx.addIssue({ code: 'custom', path: ['logoColors'], message: 'validation.required' })
  if ((v.customization === 'image' || v.customization === 'logo') && !v.customImageId)
    ctx.addIssue({
      code: 'custom',
      path: ['customImageId'],
      message: 'budgets.validation.fileRequired',
    })
  if (v.customization === 'attachment' && !v.attachmentText && !v.customImageId)
    ctx.addIssue({ code: 'custom', path: ['attachmentText'], message: 'validation.required' })
}

/** `POST /api/client/budgets` (the budget request modal on a product); `Idempotency-Key` header. */
export const BudgetRequestSchema = CustomizationFields.extend({
  productId: uuid(),
  quantity: QuantitySchema,
  colorId: uuid()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  supplierIds: z
    .array(uuid())
    .min(1, { error: 'budgets.validation.supplierRequired' })
    .max(LIMITS.maxSuppliersPerBudget, {
      error: msg('validation.maxItems', { max: LIMITS.maxSuppliersPerBudget }),
    })
    .refine((v) => new Set(v).size === v.length, { error: 'validation.invalid' }),
  states: StatesSchema,
  notes: optionalLong(1500),
}).superRefine(refineCustomization)
export type BudgetRequestInput = z.input<typeof BudgetRequestSchema>
export type BudgetRequestValues = z.output<typeof BudgetRequestSchema>

export const MoneyCentsSchema = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'budgets.validation.valueMin' })
  .max(LIMITS.budgetValueMaxCents, { error: 'validation.invalid' })

/** Setup is quoted per colour of the print; at most this many colours. */
export const SETUP_COLORS_MAX = 12

const ExtraCentsSchema = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(0, { error: 'validation.invalid' })
  .max(LIMITS.budgetValueMaxCents, { error: 'validation.invalid' })
  .default(0)

/**
 * What a supplier types: the unit value and the extras promotional-gift distributors quote (setup
 * per colour × colours, freight). The total is never typed: the server derives it with
 * `proposalPrice` (ADR 0027).
 */
const ValueFields = z.object({
  unitCents: MoneyCentsSchema,
  setupPerColorCents: ExtraCentsSchema,
  setupColors: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(0, { error: 'validation.invalid' })
    .max(SETUP_COLORS_MAX, {
      error: msg('budgets.validation.setupColorsMax', { max: SETUP_COLORS_MAX }),
    })
    .default(0),
  freightCents: ExtraCentsSchema,
  deliveryDays: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(365, { error: 'validation.invalid' }),
  justification: longText(1500, 3),
})

/** A setup value needs its colours and colours need a setup value (both or neither). */
function refineSetup(
  v: { setupPerColorCents: number; setupColors: number },
  ctx: z.core.$RefinementCtx,
) {
  if (v.setupPerColorCents > 0 && v.setupColors === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['setupColors'],
      message: 'budgets.validation.setupColorsRequired',
    })
  if (v.setupPerColorCents === 0 && v.setupColors > 0)
    ctx.addIssue({
      code: 'custom',
      path: ['setupPerColorCents'],
      message: 'budgets.validation.setupValueRequired',
    })
}

/** The parts of a price: the quantity priced, the unit value and the extras. */
export interface ProposalPriceParts {
  quantity: number
  unitCents: number
  setupPerColorCents: number
  setupColors: number
  freightCents: number
}

/** Every line of a proposal's price; `totalCents` is their sum (integer centavos). */
export interface ProposalPriceDto extends ProposalPriceParts {
  /** unit × quantity */
  itemsCents: number
  /** setup per colour × colours */
  setupCents: number
  totalCents: number
}

/**
 * total = unit × quantity + setup per colour × colours + freight (ADR 0027). The one formula the
 * server stores (and the database CHECK repeats) and the supplier's form shows live.
 */
export function proposalPrice(parts: ProposalPriceParts): ProposalPriceDto {
  const itemsCents = parts.unitCents * parts.quantity
  const setupCents = parts.setupPerColorCents * parts.setupColors
  return {
    ...parts,
    itemsCents,
    setupCents,
    totalCents: itemsCents + setupCents + parts.freightCents,
  }
}

/** `POST /api/supplier/proposals/:id/answer`: unit value, extras, delivery, justification. */
export const ProposalAnswerSchema = ValueFields.superRefine(refineSetup)
export type ProposalAnswerInput = z.input<typeof ProposalAnswerSchema>

/**
 * `POST /api/supplier/proposals/:id/counter` (status 2): values for different terms — another
 * quantity, colour or customization (at least one differs).
 */
export const CounterProposalSchema = ValueFields.extend({
  quantity: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(LIMITS.quantityFilterMax, { error: 'validation.invalid' })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  colorId: uuid()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  customization: optionalLong(500),
}).superRefine((v, ctx) => {
  refineSetup(v, ctx)
  if (v.quantity === null && v.colorId === null && v.customization === null)
    ctx.addIssue({
      code: 'custom',
      path: ['quantity'],
      message: 'budgets.validation.counterNeedsChange',
    })
})
export type CounterProposalInput = z.input<typeof CounterProposalSchema>

/** Decline (before answering) or give up (after): an optional reason. */
export const ProposalReasonSchema = z.object({ reason: optionalLong(500) })

/** A tab, a page and the filters of ADR 0036: created between two days, an exact quantity. */
export const BudgetListQuerySchema = z
  .object({
    tab: z.enum(BUDGET_TABS, { error: 'validation.invalidOption' }).default('all'),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    ...PeriodFilterShape,
    ...QuantityFilterShape,
  })
  .superRefine(periodInOrder)
export type BudgetListQuery = z.output<typeof BudgetListQuerySchema>
/** The supplier's requests: received between two days, the quantity the client asked. */
export const ProposalListQuerySchema = z
  .object({
    tab: z.enum(PROPOSAL_TABS, { error: 'validation.invalidOption' }).default('new'),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    ...PeriodFilterShape,
    ...QuantityFilterShape,
  })
  .superRefine(periodInOrder)
export type ProposalListQuery = z.output<typeof ProposalListQuerySchema>
export const BUDGETS_PAGE_SIZE = 20

// ---- Ratings ----------------------------------------------------------------------------------

const Stars = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.required' })
  .min(LIMITS.starsMin, { error: 'validation.required' })
  .max(LIMITS.starsMax, { error: 'validation.invalid' })

/** `POST /api/client/rankings/{commentId or 0}/product/{productId}` (spec §7). */
export const ProductRatingSchema = z.object({
  proposalId: uuid(),
  material: Stars,
  finishing: Stars,
  customization: Stars,
  title: longText(LIMITS.titleMax, LIMITS.titleMin),
  comment: longText(LIMITS.commentMax, LIMITS.commentMin),
})
export type ProductRatingInput = z.input<typeof ProductRatingSchema>

/** `POST /api/client/supplier/ranking` (spec §7): all four criteria required. */
export const SupplierRatingSchema = z.object({
  supplierId: uuid(),
  proposalId: uuid(),
  costBenefit: Stars,
  onTime: Stars,
  support: Stars,
  quality: Stars,
})
export type SupplierRatingInput = z.input<typeof SupplierRatingSchema>

export const ProductRatingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
})
export const PRODUCT_RATINGS_PAGE_SIZE = 10

// ---- Reverse auctions and /choose ---------------------------------------------------------------

/** Spec §3 codes. */
export const ACTION_TYPES = [0, 1, 2] as const // promotional action, event, incentive
export const TARGET_AUDIENCES = [0, 1, 2, 3, 4, 5, 6] as const // general … executive
export const GOALS = [0, 1, 2] as const // acquisition, loyalty, incentive campaign

const codeOf = (codes: readonly number[]) =>
  z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.invalidOption' })
    .refine((v) => codes.includes(v), { error: 'validation.invalidOption' })

/** `POST /api/client/reverse-auctions`. The server checks the dates against its clock. */
export const ReverseAuctionSchema = CustomizationFields.extend({
  categoryId: uuid(),
  /** Optional product it started from (a suggestion of /choose). */
  productId: uuid()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  quantity: QuantitySchema,
  colorId: uuid()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  states: StatesSchema,
  actionType: codeOf(ACTION_TYPES),
  targetAudience: codeOf(TARGET_AUDIENCES),
  goal: codeOf(GOALS),
  deliveryDeadline: DateInputSchema,
  /** Proposals are taken until the end of this day (America/Sao_Paulo). */
  proposalsUntil: DateInputSchema,
  observations: optionalLong(1500),
  /** The /choose description (≤ 200, "Please, type a valid describe"). */
  description: z
    .string()
    .trim()
    .max(LIMITS.giftDescriptionMax, { error: 'budgets.validation.describe' })
    .refine((v) => v === '' || /\p{L}{3}/u.test(v), { error: 'budgets.validation.describe' })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
}).superRefine(refineCustomization)
export type ReverseAuctionInput = z.input<typeof ReverseAuctionSchema>
export type ReverseAuctionValues = z.output<typeof ReverseAuctionSchema>

/** `/choose` requires the description (the questionnaire's heart). */
export const ChooseDescriptionSchema = z
  .string({ error: 'budgets.validation.describe' })
  .trim()
  .min(3, { error: 'budgets.validation.describe' })
  .max(LIMITS.giftDescriptionMax, { error: 'budgets.validation.describe' })
  .refine((v) => /\p{L}{3}/u.test(v), { error: 'budgets.validation.describe' })

/** `GET /api/client/choose/suggestions`: products matching the questionnaire so far. */
export const ChooseSuggestionsQuerySchema = z.object({
  description: z.string().trim().max(LIMITS.giftDescriptionMax).optional(),
  categoryId: uuid().optional(),
})

/** `POST /api/supplier/reverse-auctions/:id/proposal`: a supplier's proposal. */
export const AuctionProposalSchema = ValueFields.extend({
  productId: uuid()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
}).superRefine(refineSetup)
export type AuctionProposalInput = z.input<typeof AuctionProposalSchema>

/**
 * Rating band for the automatic reassignment (ADR 0021): suppliers are grouped by their average
 * supplier rating — unrated, below 3, 3 to below 4, 4 and above. A declined request goes to another
 * active supplier of the same category in the same band.
 */
export type RatingBand = 'unrated' | 'low' | 'mid' | 'high'
export function ratingBand(average: number | null): RatingBand {
  if (average === null) return 'unrated'
  if (average < 3) return 'low'
  if (average < 4) return 'mid'
  return 'high'
}

// ---- DTOs ------------------------------------------------------------------------------------

export interface BudgetTermsDto {
  quantity: number
  color: ColorRef | null
  customization: CustomizationChoice
  customText: string | null
  logoColors: number | null
  customImage: ProductImageDto | null
  attachmentText: string | null
  states: string[]
  notes: string | null
}

export interface ReverseAuctionFieldsDto {
  actionType: number
  targetAudience: number
  goal: number
  deliveryDeadline: string
  proposalsUntil: string
  description: string | null
}

/** The client's contact, given to the chosen supplier only (never before the deal). */
export interface BudgetContactDto {
  name: string
  email: string
  phone: string | null
  doc: string | null
}

/** A proposal as the client sees it (one column of the comparison). */
export interface ClientProposalDto {
  id: string
  status: ProposalStatus
  statusCode: 0 | 1 | 2 | null
  source: 'client' | 'reassigned' | 'auction'
  supplier: { id: string; tradeName: string; rating: SupplierRatingSummary }
  product: { id: string; name: string; code: string } | null
  answerDeadline: string
  unitCents: number | null
  totalCents: number | null
  /** Every line of the price (null until quoted); its parts add up to `totalCents`. */
  price: ProposalPriceDto | null
  deliveryDays: number | null
  justification: string | null
  counter: { quantity: number | null; color: ColorRef | null; customization: string | null } | null
  declineReason: string | null
  contactDeadline: string | null
  answeredAt: string | null
  /** What the client may do with it now. */
  canChoose: boolean
  /** Ratings already given on this deal (null: not rateable now). */
  rating: { product: boolean; supplier: boolean } | null
}

export interface BudgetSummaryDto {
  id: string
  number: number
  kind: 'budget' | 'reverse_auction'
  status: BudgetStatus
  product: { id: string; name: string; cover: ProductImageDto | null } | null
  category: NamedRef
  quantity: number
  createdAt: string
  proposals: { total: number; quoted: number }
  /** The earliest answer deadline still running, for the countdown. */
  nextDeadline: string | null
}

export interface BudgetListDto {
  tab: BudgetTab
  data: BudgetSummaryDto[]
  page: number
  last_page: number
  counts: Record<BudgetTab, number>
}

export interface BudgetDetailDto extends BudgetSummaryDto {
  terms: BudgetTermsDto
  auction: ReverseAuctionFieldsDto | null
  proposals_list: ClientProposalDto[]
  canCancel: boolean
  canDelete: boolean
}

/** A proposal as its supplier sees it (`Requests` tab). */
export interface SupplierProposalDto {
  id: string
  budgetId: string
  number: number
  kind: 'budget' | 'reverse_auction'
  status: ProposalStatus
  statusCode: 0 | 1 | 2 | null
  source: 'client' | 'reassigned' | 'auction'
  product: { id: string; name: string; code: string; cover: ProductImageDto | null } | null
  category: NamedRef
  terms: BudgetTermsDto
  auction: ReverseAuctionFieldsDto | null
  /** City/UF of the client only, never who they are, until the deal. */
  clientCity: string | null
  answerDeadline: string
  unitCents: number | null
  totalCents: number | null
  /** Every line of the price (null until quoted); its parts add up to `totalCents`. */
  price: ProposalPriceDto | null
  deliveryDays: number | null
  justification: string | null
  counter: { quantity: number | null; color: ColorRef | null; customization: string | null } | null
  contactDeadline: string | null
  contactedAt: string | null
  /** Only in DEAL_PROPOSAL_STATUSES. */
  contact: BudgetContactDto | null
  createdAt: string
  /** The actions open now. */
  actions: Array<'answer' | 'counter' | 'decline' | 'give_up' | 'contacted'>
}

export interface SupplierProposalListDto {
  tab: ProposalTab
  data: SupplierProposalDto[]
  page: number
  last_page: number
  counts: Record<ProposalTab, number>
}

/** An open reverse auction a supplier may send a proposal to. */
export interface OpenAuctionDto {
  id: string
  number: number
  category: NamedRef
  terms: BudgetTermsDto
  auction: ReverseAuctionFieldsDto
  clientCity: string | null
  /** The supplier's proposal, if sent. */
  myProposalId: string | null
}

export interface ProductRatingDto {
  id: string
  title: string
  comment: string
  material: number
  finishing: number
  customization: number
  /** First name and state of the author (spec: "name, state, date"). */
  authorName: string
  authorUf: string | null
  createdAt: string
  helpfulYes: number
  helpfulNo: number
  /** The caller's vote, if any. */
  myVote: 'yes' | 'no' | null
  mine: boolean
  /** The deal it rates, for its author only (to edit it, ADR 0028); null for anyone else. */
  proposalId: string | null
}

export interface ProductRatingsPageDto {
  data: ProductRatingDto[]
  page: number
  last_page: number
  total: number
}

export interface ChooseSuggestionDto {
  id: string
  name: string
  category: NamedRef
  cover: ProductImageDto | null
  supplier: { id: string; tradeName: string }
}

export type { Customization }
