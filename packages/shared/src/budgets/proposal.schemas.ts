import { z } from '../validation/zod-setup.ts'
import { LIMITS } from '../constants.ts'
import { ValueFields, optionalLong, refineSetup, uuid } from './budget-fields.ts'

/** The parts of a price: the quantity priced, the unit value and the extras. */
export interface ProposalPriceParts {
  quantity: number
  unitCents: number
  setupPerColorCents: number
  setupColors: number
  freightCents: number
}

const cents = () => z.number().int()

/** Every line of a proposal's price; `totalCents` is their sum (integer centavos). */
export const ProposalPriceDtoSchema = z.object({
  quantity: z.number().int(),
  unitCents: cents(),
  setupPerColorCents: cents(),
  setupColors: z.number().int(),
  freightCents: cents(),
  /** unit × quantity */
  itemsCents: cents(),
  /** setup per colour × colours */
  setupCents: cents(),
  totalCents: cents(),
})
export type ProposalPriceDto = z.output<typeof ProposalPriceDtoSchema>

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
