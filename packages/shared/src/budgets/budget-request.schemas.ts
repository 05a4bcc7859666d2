import { z } from '../validation/zod-setup.ts'
import {
  PeriodFilterShape,
  QuantityFilterShape,
  periodInOrder,
} from '../validation/list-filters.ts'
import { msg } from '../validation/messages.ts'
import { LIMITS } from '../constants.ts'
import { BUDGET_TABS, PROPOSAL_TABS } from './budget-status.ts'
import {
  CustomizationFields,
  QuantitySchema,
  StatesSchema,
  optionalLong,
  refineCustomization,
  uuid,
} from './budget-fields.ts'

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
