import { parseBRL } from '@galera/shared/format/money.ts'
import {
  AuctionProposalSchema,
  CounterProposalSchema,
  ProposalAnswerSchema,
} from '@galera/shared/budgets/budget.schemas.ts'

/**
 * The supplier's value forms (answer, counter-proposal, reverse-auction proposal) as plain data:
 * the inputs hold text ("1.234,56"), the bodies carry centavos, and the shared schemas give the
 * field messages before anything is sent.
 */
export interface ValuesText {
  unit: string
  total: string
  /** Once the supplier edits the total, it stops following unit × quantity. */
  totalEdited: boolean
  deliveryDays: string
  justification: string
}

export interface CounterText {
  quantity: string
  colorId: string | null
  customization: string
}

export const EMPTY_VALUES: ValuesText = {
  unit: '',
  total: '',
  totalEdited: false,
  deliveryDays: '',
  justification: '',
}
export const EMPTY_COUNTER: CounterText = { quantity: '', colorId: null, customization: '' }

/** Centavos as the inputs show them: 123456 → "1.234,56". */
export function centsToText(cents: number): string {
  const [int, dec] = (cents / 100).toFixed(2).split('.')
  return `${int!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${dec}`
}

/** The total that follows the unit value: unit × quantity, or '' while the unit is not money. */
export function suggestedTotal(unit: string, quantity: number): string {
  const cents = parseBRL(unit)
  return cents === undefined || cents <= 0 ? '' : centsToText(cents * quantity)
}

/** A new unit value: the total follows it unless the supplier already changed the total. */
export function withUnit(values: ValuesText, unit: string, quantity: number): ValuesText {
  return values.totalEdited
    ? { ...values, unit }
    : { ...values, unit, total: suggestedTotal(unit, quantity) }
}

const toInt = (text: string): number | undefined =>
  /^\s*\d+\s*$/.test(text) ? Number(text.trim()) : text.trim() === '' ? undefined : NaN

/** A non-money text stays a wrong number (NaN) so the schema says "invalid", not "required". */
const money = (text: string): number | undefined => {
  const clean = text.replace(/R\$|\s/g, '')
  if (clean === '') return undefined
  return parseBRL(clean) ?? Number.NaN
}

function valueBody(v: ValuesText) {
  return {
    unitCents: money(v.unit),
    totalCents: money(v.total),
    deliveryDays: toInt(v.deliveryDays),
    justification: v.justification,
  }
}

/** Form field of each API field (the inputs hold text, the API centavos). */
const FIELD_OF: Record<string, string> = {
  unitCents: 'unit',
  totalCents: 'total',
  deliveryDays: 'deliveryDays',
  justification: 'justification',
  quantity: 'quantity',
  colorId: 'colorId',
  customization: 'customization',
  productId: 'productId',
}
export function formFieldOf(apiField: string): string | undefined {
  return FIELD_OF[apiField]
}

export type FieldErrors = Partial<Record<string, string>>

type Result<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors }

function check<T>(
  schema: {
    safeParse: (
      v: unknown,
    ) =>
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
  },
  raw: unknown,
): Result<T> {
  const parsed = schema.safeParse(raw)
  if (parsed.success) return { ok: true, body: parsed.data }
  const errors: FieldErrors = {}
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(String(issue.path[0] ?? '')) ?? 'form'
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}

export function answerBody(v: ValuesText) {
  return check(ProposalAnswerSchema, valueBody(v))
}

export function counterBody(v: ValuesText, c: CounterText) {
  return check(CounterProposalSchema, {
    ...valueBody(v),
    quantity: c.quantity.trim() === '' ? null : toInt(c.quantity),
    colorId: c.colorId,
    customization: c.customization.trim() || null,
  })
}

export function auctionBody(v: ValuesText, productId: string | null) {
  return check(AuctionProposalSchema, { ...valueBody(v), productId })
}
