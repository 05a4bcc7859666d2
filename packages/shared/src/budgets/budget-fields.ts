import { z } from '../validation/zod-setup.ts'
import { msg } from '../validation/messages.ts'
import { isCleanMultiLine, longText } from '../validation/text.ts'
import { UfSchema } from '../locations/location.schemas.ts'
import { LIMITS } from '../constants.ts'

/**
 * The fields the budget inputs share (ADR 0021, 0027): the customization of a request, a
 * quantity, the states, and what a supplier types to price an answer. The request, proposal and
 * reverse-auction schemas build on them. Money is integer centavos.
 */

export const uuid = () => z.uuid({ error: 'validation.invalid' })

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

export const optionalLong = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: msg('validation.maxChars', { max }) })
    .refine(isCleanMultiLine, { error: 'validation.invalidCharacters' })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))

/** Customization of a request (and of a counter-proposal's terms). */
export const CustomizationFields = z.object({
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
export function refineCustomization(
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
export const ValueFields = z.object({
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
export function refineSetup(
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
