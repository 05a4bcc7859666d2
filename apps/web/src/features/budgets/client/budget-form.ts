import {
  BudgetRequestSchema,
  ReverseAuctionSchema,
  type BudgetRequestInput,
  type CustomizationChoice,
  type ReverseAuctionInput,
} from '@galera/shared/budgets/budget.schemas.ts'
import type { ZodError } from 'zod'

/**
 * The budget request modal's and the reverse auction's forms as plain data and pure functions, so
 * the rules are tested without a browser. The shared schemas decide; the messages are i18n keys
 * (`budgets.validation.quantityMin`) the screens pass through `t()`.
 */

/** A picked library image (id plus a thumbnail to show). */
export interface PickedImage {
  id: string
  thumb: string
}

export interface CustomizationValues {
  customization: CustomizationChoice
  customText: string
  /** '1' … '4' (4 = "4 or more"), '' while not chosen. */
  logoColors: string
  customImage: PickedImage | null
  attachmentText: string
}

export interface BudgetFormValues extends CustomizationValues {
  quantity: number | string
  colorId: string | null
  supplierIds: string[]
  states: string[]
  notes: string
}

export type FieldErrors = Record<string, string>

export const EMPTY_CUSTOMIZATION: CustomizationValues = {
  customization: 'none',
  customText: '',
  logoColors: '',
  customImage: null,
  attachmentText: '',
}

export const EMPTY_BUDGET: BudgetFormValues = {
  ...EMPTY_CUSTOMIZATION,
  quantity: 100,
  colorId: null,
  supplierIds: [],
  states: [],
  notes: '',
}

/** Which extra fields a customization asks for. */
export function customizationNeeds(choice: CustomizationChoice) {
  return {
    text: choice === 'text',
    logoColors: choice === 'logo',
    file: choice === 'logo' || choice === 'image' || choice === 'attachment',
    attachmentText: choice === 'attachment',
  }
}

/** Only what the chosen customization uses goes out (no stale text from another choice). */
export function customizationBody(v: CustomizationValues) {
  const needs = customizationNeeds(v.customization)
  return {
    customization: v.customization,
    customText: needs.text ? v.customText : null,
    logoColors: needs.logoColors && v.logoColors ? (Number(v.logoColors) as 1 | 2 | 3 | 4) : null,
    customImageId: needs.file ? (v.customImage?.id ?? null) : null,
    attachmentText: needs.attachmentText ? v.attachmentText : null,
  }
}

/** A NumberInput's value as a number, or NaN-free undefined when empty. */
export function quantityOf(value: number | string): number | undefined {
  if (typeof value === 'number') return value
  const text = value.replace(/\./g, '').trim()
  return text === '' ? undefined : Number(text)
}

export function toBudgetBody(productId: string, v: BudgetFormValues): BudgetRequestInput {
  return {
    productId,
    quantity: quantityOf(v.quantity) as number,
    colorId: v.colorId,
    supplierIds: v.supplierIds,
    states: v.states,
    notes: v.notes.trim() || null,
    ...customizationBody(v),
  }
}

/** The form field that shows an API/schema path's message (`supplierIds.1` → `supplierIds`). */
export function formFieldOf(path: string | (string | number | symbol)[]): string {
  const first = Array.isArray(path) ? String(path[0] ?? '') : path.split('.')[0]
  if (first === 'customImageId') return 'customImage'
  return first ?? ''
}

/** First message per field, in form field names. */
export function issuesToErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const field = formFieldOf(issue.path as (string | number)[])
    if (field && !(field in out)) out[field] = issue.message
  }
  return out
}

/**
 * The request checked with the shared schema, plus the rule the schema cannot know: a product with
 * colours needs one chosen (the API answers `validation.required` on `colorId` too).
 */
export function validateBudget(
  productId: string,
  v: BudgetFormValues,
  productHasColors: boolean,
): FieldErrors {
  const result = BudgetRequestSchema.safeParse(toBudgetBody(productId, v))
  const errors = result.success ? {} : issuesToErrors(result.error)
  if (quantityOf(v.quantity) === undefined) errors.quantity = 'validation.required'
  if (productHasColors && !v.colorId && !errors.colorId) errors.colorId = 'validation.required'
  return errors
}

// ---- Reverse auction (and /choose) --------------------------------------------------------------

export interface AuctionFormValues extends CustomizationValues {
  categoryId: string | null
  productId: string | null
  quantity: number | string
  colorId: string | null
  states: string[]
  /** '0'… codes as text for the selects, '' while not chosen. */
  actionType: string
  targetAudience: string
  goal: string
  /** `YYYY-MM-DD` (date inputs). */
  deliveryDeadline: string
  proposalsUntil: string
  observations: string
  description: string
}

export const EMPTY_AUCTION: AuctionFormValues = {
  ...EMPTY_CUSTOMIZATION,
  categoryId: null,
  productId: null,
  quantity: 100,
  colorId: null,
  states: [],
  actionType: '',
  targetAudience: '',
  goal: '',
  deliveryDeadline: '',
  proposalsUntil: '',
  observations: '',
  description: '',
}

const codeOf = (text: string) => (text === '' ? (undefined as unknown as number) : Number(text))

export function toAuctionBody(v: AuctionFormValues): ReverseAuctionInput {
  return {
    categoryId: v.categoryId ?? '',
    productId: v.productId,
    quantity: quantityOf(v.quantity) as number,
    colorId: v.colorId,
    states: v.states,
    actionType: codeOf(v.actionType),
    targetAudience: codeOf(v.targetAudience),
    goal: codeOf(v.goal),
    deliveryDeadline: v.deliveryDeadline,
    proposalsUntil: v.proposalsUntil,
    observations: v.observations.trim() || null,
    description: v.description.trim() || null,
    ...customizationBody(v),
  }
}

/** `YYYY-MM-DD` of a day in São Paulo, `days` after `now`. */
export function saoPauloDay(now: Date, days = 0): string {
  const shifted = new Date(now.getTime() + days * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(shifted)
}

/**
 * The reverse auction checked with the shared schema, plus the date rules the API applies with its
 * clock (ADR 0021): proposals until tomorrow … 30 days (São Paulo), delivery after that.
 */
export function validateAuction(v: AuctionFormValues, now: Date, maxDays: number): FieldErrors {
  const result = ReverseAuctionSchema.safeParse(toAuctionBody(v))
  const errors = result.success ? {} : issuesToErrors(result.error)
  if (!v.categoryId) errors.categoryId = 'validation.required'
  if (quantityOf(v.quantity) === undefined) errors.quantity = 'validation.required'
  for (const key of ['actionType', 'targetAudience', 'goal'] as const)
    if (v[key] === '') errors[key] = 'validation.required'
  if (!errors.proposalsUntil && v.proposalsUntil) {
    if (v.proposalsUntil < saoPauloDay(now, 1))
      errors.proposalsUntil = 'budgets.validation.proposalsUntilPast'
    else if (v.proposalsUntil > saoPauloDay(now, maxDays))
      errors.proposalsUntil = `budgets.validation.proposalsUntilTooFar|max=${maxDays}`
  }
  if (
    !errors.deliveryDeadline &&
    v.deliveryDeadline &&
    v.proposalsUntil &&
    v.deliveryDeadline <= v.proposalsUntil
  )
    errors.deliveryDeadline = 'budgets.validation.deliveryBeforeProposals'
  return errors
}

/** API field errors (already translated by the api client) onto form fields. */
export function serverFieldErrors(
  errors: { field: string; message: string }[],
  known: readonly string[],
): { placed: FieldErrors; rest: string[] } {
  const placed: FieldErrors = {}
  const rest: string[] = []
  for (const e of errors) {
    const field = e.field ? formFieldOf(e.field) : ''
    if (field && known.includes(field)) {
      if (!(field in placed)) placed[field] = e.message
    } else rest.push(e.message)
  }
  return { placed, rest }
}
