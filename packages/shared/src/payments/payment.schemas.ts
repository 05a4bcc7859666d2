import { z } from '../validation/zod-setup.ts'
import { isCnpj, isCpf, normalizeCnpj, onlyDigits, toE164 } from '../validation/documents.ts'

/*
 * Hirers pay through the payment provider (ADR 0054, 0055). A job accepted since migration 0017
 * has one payment: `pending` until the hirer pays or the deadline passes (`expired`), or the job
 * is cancelled first (`voided`); `paid` money is held until the job ends and the dispute window
 * passes (`released` to the promoter) or a cancellation gives some back (`refunded`).
 */
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'released',
  'expired',
  'voided',
  'refunded',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** `boleto`: ad payments only (ADR 0060, amended). */
export const PAYMENT_METHODS = ['pix', 'card', 'boleto'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** ADR 0055: at most this long after the acceptance to pay, and never after the event starts. */
export const PAYMENT_DEADLINE_HOURS = 24
/** ADR 0055: the money stays held this long after the job ends (a dispute may be opened). */
export const DISPUTE_WINDOW_HOURS = 48

/** The payment deadline: 24 h after the acceptance or the event start, whichever is first. */
export function paymentDeadline(acceptedAt: Date, startsAt: Date): Date {
  return new Date(
    Math.min(acceptedAt.getTime() + PAYMENT_DEADLINE_HOURS * 3_600_000, startsAt.getTime()),
  )
}

/** When held money is released: the job's end plus the dispute window. */
export function releaseAt(endsAt: Date): Date {
  return new Date(endsAt.getTime() + DISPUTE_WINDOW_HOURS * 3_600_000)
}

const cents = z.number().int()

export const PaymentDtoSchema = z.object({
  jobId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amountCents: cents,
  /** Pay by this instant (ISO); the job is cancelled after it. */
  deadline: z.string(),
  /** The open charge's Pix "copia e cola" (a validated BR Code) and its QR code as an SVG data URL. */
  pix: z.object({ payload: z.string(), qrCode: z.string() }).nullable(),
  /** The provider's hosted page, where a card is typed (its data never reaches our server). */
  cardUrl: z.string().nullable(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  paidAt: z.string().nullable(),
  /** Held money goes to the promoter at this instant (end of the job + dispute window). */
  releaseAt: z.string(),
  releasedAt: z.string().nullable(),
  refundCents: cents,
})
export type PaymentDto = z.output<typeof PaymentDtoSchema>

// ---- Promoter payout data ------------------------------------------------------------------------

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const
export type PixKeyType = (typeof PIX_KEY_TYPES)[number]

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A Pix key in the form the DICT stores it, or undefined when it is not a key of that type. */
export function normalizePixKey(type: PixKeyType, raw: string): string | undefined {
  const v = raw.trim()
  switch (type) {
    case 'cpf':
      return isCpf(v) ? onlyDigits(v) : undefined
    case 'cnpj':
      return isCnpj(v) ? normalizeCnpj(v) : undefined
    case 'email':
      return EMAIL.test(v) && v.length <= 77 ? v.toLowerCase() : undefined
    case 'phone':
      return toE164(v)
    case 'evp':
      return EVP.test(v) ? v.toLowerCase() : undefined
  }
}

/** The promoter's Pix key, checked by its type (CPF, CNPJ, e-mail, phone, random key). */
export const PayoutAccountSchema = z
  .object({
    pixKeyType: z.enum(PIX_KEY_TYPES, { error: 'validation.required' }),
    pixKey: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(100),
  })
  .transform((v, ctx) => {
    const key = normalizePixKey(v.pixKeyType, v.pixKey)
    if (key === undefined) {
      ctx.addIssue({ code: 'custom', path: ['pixKey'], message: 'validation.invalidPixKey' })
      return z.NEVER
    }
    return { pixKeyType: v.pixKeyType, pixKey: key }
  })
export type PayoutAccountInput = z.input<typeof PayoutAccountSchema>

export const PayoutAccountDtoSchema = z.object({
  pixKeyType: z.enum(PIX_KEY_TYPES),
  pixKey: z.string(),
  updatedAt: z.string(),
})
export type PayoutAccountDto = z.output<typeof PayoutAccountDtoSchema>
