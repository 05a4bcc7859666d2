import { z } from '../validation/zod-setup.ts'
import { DateInputSchema } from '../registration/registration.schemas.ts'
import { LIMITS } from '../constants.ts'
import {
  CustomizationFields,
  QuantitySchema,
  StatesSchema,
  ValueFields,
  optionalLong,
  refineCustomization,
  refineSetup,
  uuid,
} from './budget-fields.ts'

/** Reverse auctions and the /choose questionnaire (ADR 0021). */

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
