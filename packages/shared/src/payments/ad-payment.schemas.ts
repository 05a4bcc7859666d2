import { z } from '../validation/zod-setup.ts'
import { zonedToUtc } from '../jobs/event-time.ts'
import { PAYMENT_METHODS } from './payment.schemas.ts'

/*
 * ADR 0060: the winner of an ad auction pays the winning bid through the payment provider (Pix,
 * card on its hosted page, or boleto when it can clear in time). `pending` until paid by the deadline (`paid`: the ad may go online)
 * or `expired` (the slot is offered to the next highest bid); money arriving after the deadline
 * is given back in full (`refunded`).
 */
export const AD_PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'refunded'] as const
export type AdPaymentStatus = (typeof AD_PAYMENT_STATUSES)[number]

/** ADR 0060: at most this long after the offer (the close, or the slot passed on) to pay. */
export const AD_PAYMENT_DEADLINE_HOURS = 48
/** ADR 0060: never less than this, even when the ad period is about to start or started. */
export const AD_PAYMENT_MIN_HOURS = 2

const HOUR = 3_600_000

/**
 * The deadline of an offer made at `offeredAt` for an ad period starting on `startsOn` (a São
 * Paulo date): 48 h later or the period's first minute, whichever is first, but at least 2 h.
 */
export function adPaymentDeadline(offeredAt: Date, startsOn: string): Date {
  const periodStart = zonedToUtc(startsOn, '00:00', 'America/Sao_Paulo').getTime()
  const t = offeredAt.getTime()
  return new Date(
    Math.max(
      Math.min(t + AD_PAYMENT_DEADLINE_HOURS * HOUR, periodStart),
      t + AD_PAYMENT_MIN_HOURS * HOUR,
    ),
  )
}

/**
 * ADR 0060 (amended): a boleto takes up to this many business days to clear after it is paid.
 * A boleto issued by the deadline keeps the offer open until the deadline plus these days (its
 * "clears by"); it is offered only when that still ends before the ad period's first minute, so
 * waiting for a boleto never eats the period. Business days: Monday to Friday in São Paulo
 * (national holidays are not counted: the wait may be a day short around one).
 */
export const BOLETO_CLEARING_BUSINESS_DAYS = 3

/** `at` plus `days` business days (Monday–Friday, São Paulo's calendar), same time of day. */
export function addBusinessDays(at: Date, days: number): Date {
  let t = at.getTime()
  let left = days
  while (left > 0) {
    t += 24 * HOUR
    const weekday = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Sao_Paulo',
      weekday: 'short',
    }).format(new Date(t))
    if (weekday !== 'Sat' && weekday !== 'Sun') left--
  }
  return new Date(t)
}

/** Until when an offer with a boleto stays open: its deadline plus the clearing days. */
export function boletoClearsBy(deadline: Date): Date {
  return addBusinessDays(deadline, BOLETO_CLEARING_BUSINESS_DAYS)
}

/** Whether a boleto may be offered: it clears before the ad period's first minute. */
export function boletoOffered(deadline: Date, startsOn: string): boolean {
  const periodStart = zonedToUtc(startsOn, '00:00', 'America/Sao_Paulo').getTime()
  return boletoClearsBy(deadline).getTime() <= periodStart
}

const cents = z.number().int()

/** One of the supplier's ad invoices ("my ad invoices"), with the open Pix code when pending. */
export const AdInvoiceDtoSchema = z.object({
  id: z.string(),
  auctionId: z.string(),
  auctionName: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  status: z.enum(AD_PAYMENT_STATUSES),
  amountCents: cents,
  /** Pay by this instant (ISO); after it the slot goes to the next bid. */
  deadline: z.string(),
  pix: z.object({ payload: z.string(), qrCode: z.string() }).nullable(),
  cardUrl: z.string().nullable(),
  /**
   * The boleto (ADR 0060, amended), once the charge is open and only when it may be offered:
   * the "linha digitável", the bank slip page, and until when the offer waits for it to clear.
   */
  boleto: z.object({ line: z.string(), url: z.string(), clearsBy: z.string() }).nullable(),
  /** False while pending when the deadline leaves no time for a boleto to clear (the page says why). */
  boletoOffered: z.boolean(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  paidAt: z.string().nullable(),
  refundCents: cents,
})
export type AdInvoiceDto = z.output<typeof AdInvoiceDtoSchema>

export const AdInvoiceListSchema = z.object({ items: z.array(AdInvoiceDtoSchema) })
export type AdInvoiceList = z.output<typeof AdInvoiceListSchema>

/*
 * The ad payments on the admin master's payments screen (ADR 0064): money the suppliers paid for
 * won ads, apart from the hirers' job payments (it never passes to a promoter).
 */
export const ADMIN_AD_PAYMENT_FILTERS = ['all', ...AD_PAYMENT_STATUSES] as const
export type AdminAdPaymentFilter = (typeof ADMIN_AD_PAYMENT_FILTERS)[number]

export const AdminAdPaymentsQuerySchema = z.object({
  status: z.enum(ADMIN_AD_PAYMENT_FILTERS, { error: 'validation.invalid' }).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})

export const AdminAdPaymentTotalsSchema = z.object({
  /** Money the suppliers paid for ads (kept or given back). */
  receivedCents: cents,
  /** Kept: the ledger's `ad_charge` rows, written when a pending offer is paid. */
  chargedCents: cents,
  /** Given back: money that arrived after the deadline or for an ad given up. */
  refundedCents: cents,
  /** Not money yet: offers waiting for the supplier. */
  pendingCents: cents,
  pendingCount: z.number().int(),
  /** Offers that expired unpaid (the slot passed to the next bid, or stayed unsold). */
  expiredCount: z.number().int(),
})
export type AdminAdPaymentTotals = z.output<typeof AdminAdPaymentTotalsSchema>

export const AdminAdPaymentDtoSchema = z.object({
  id: z.string(),
  auctionId: z.string(),
  auctionName: z.string(),
  supplierName: z.string(),
  amountCents: cents,
  refundCents: cents,
  status: z.enum(AD_PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** Waits for an admin: amount_mismatch, chargeback, paid_after_close, stray_charge. */
  flag: z.string().nullable(),
  deadline: z.string(),
  paidAt: z.string().nullable(),
})
export type AdminAdPaymentDto = z.output<typeof AdminAdPaymentDtoSchema>

export const AdminAdPaymentsDtoSchema = z.object({
  totals: AdminAdPaymentTotalsSchema,
  data: z.array(AdminAdPaymentDtoSchema),
  total: z.number().int(),
  last_page: z.number().int(),
})
export type AdminAdPaymentsDto = z.output<typeof AdminAdPaymentsDtoSchema>
