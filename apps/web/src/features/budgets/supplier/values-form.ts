import { parseBRL } from '@galera/shared/format/money.ts'
import {
  AuctionProposalSchema,
  CounterProposalSchema,
  ProposalAnswerSchema,
  proposalPrice,
  type ProposalPriceDto,
} from '@galera/shared/budgets/budget.schemas.ts'

/**
 * The supplier's value forms (answer, counter-proposal, reverse-auction proposal) as plain data:
 * the inputs hold text ("1.234,56"), the bodies carry centavos, and the shared schemas give the
 * field messages before anything is sent. The total is never typed (ADR 0027): the form shows
 * `proposalPrice` of what is typed as the supplier types, and the server derives the stored one.
 */
export interface ValuesText {
  unit: string
  /** Setup per colour (R$) and how many colours it is charged for; blank = none. */
  setup: string
  setupColors: string
  /** Freight (R$); blank = included. */
  freight: string
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
  setup: '',
  setupColors: '',
  freight: '',
  deliveryDays: '',
  justification: '',
}
export const EMPTY_COUNTER: CounterText = { quantity: '', colorId: null, customization: '' }

/** Centavos as the inputs show them: 123456 → "1.234,56". */
export function centsToText(cents: number): string {
  const [int, dec] = (cents / 100).toFixed(2).split('.')
  return `${int!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${dec}`
}

/** An extra left blank is zero. */
const extra = (parsed: number | undefined): number | undefined =>
  parsed === undefined ? 0 : parsed

/**
 * The price the typed values give for `quantity` (every line and the total), or null while a
 * value is not yet valid money. The same function the server stores the total with.
 */
export function livePrice(v: ValuesText, quantity: number): ProposalPriceDto | null {
  const unitCents = money(v.unit)
  const setupPerColorCents = extra(money(v.setup))
  const setupColors = extra(toInt(v.setupColors))
  const freightCents = extra(money(v.freight))
  const parts = [unitCents, setupPerColorCents, setupColors, freightCents]
  if (parts.some((n) => n === undefined || !Number.isInteger(n) || n < 0)) return null
  if (!unitCents || !Number.isInteger(quantity) || quantity < 1) return null
  return proposalPrice({
    quantity,
    unitCents,
    setupPerColorCents: setupPerColorCents!,
    setupColors: setupColors!,
    freightCents: freightCents!,
  })
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
    setupPerColorCents: extra(money(v.setup)),
    setupColors: extra(toInt(v.setupColors)),
    freightCents: extra(money(v.freight)),
    deliveryDays: toInt(v.deliveryDays),
    justification: v.justification,
  }
}

/** Form field of each API field (the inputs hold text, the API centavos). */
const FIELD_OF: Record<string, string> = {
  unitCents: 'unit',
  setupPerColorCents: 'setup',
  setupColors: 'setupColors',
  freightCents: 'freight',
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

/** The message the counter-proposal shows until one of its terms changes. */
export const COUNTER_NEEDS_CHANGE = 'budgets.validation.counterNeedsChange'

/**
 * Errors after the supplier changed `field` of the counter's terms (quantity, colour or
 * customization): that field's message goes, and so does "change the quantity, colour or
 * customization" — whichever of the three changed answers it. `needsChangeText` is that message
 * as the server sent it (translated).
 */
export function afterCounterChange(
  errors: FieldErrors,
  field: 'quantity' | 'colorId' | 'customization',
  needsChangeText: string,
): FieldErrors {
  const next: FieldErrors = { ...errors }
  delete next[field]
  if (next.quantity === COUNTER_NEEDS_CHANGE || next.quantity === needsChangeText)
    delete next.quantity
  return next
}
