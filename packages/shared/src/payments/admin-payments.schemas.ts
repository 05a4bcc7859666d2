import { z } from '../validation/zod-setup.ts'
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './payment.schemas.ts'

/*
 * The admin master's payments screen (ADR 0057): where the money the hirers paid is, bucket by
 * bucket, each payment's status, and the daily reconciliation with the provider.
 */

const cents = () => z.number().int()

export const ADMIN_PAYMENT_FILTERS = ['all', ...PAYMENT_STATUSES] as const
export type AdminPaymentFilter = (typeof ADMIN_PAYMENT_FILTERS)[number]

export const AdminPaymentsQuerySchema = z.object({
  status: z.enum(ADMIN_PAYMENT_FILTERS, { error: 'validation.invalid' }).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})

export const AdminPaymentTotalsSchema = z.object({
  /** Money the hirers paid (the ledger's gross, plus money refunded after a close). */
  receivedCents: cents(),
  /** Paid, the job not settled yet, or the promoter's net before its release instant. */
  heldCents: cents(),
  /** The promoter's net whose release instant passed, not transferred yet. */
  dueCents: cents(),
  /** Transferred to the promoters. */
  paidOutCents: cents(),
  /** The provider's and the platform's parts (frozen on each job, ADR 0019). */
  feesCents: cents(),
  /** Given back to the hirers. */
  refundedCents: cents(),
  /** Not money yet: charges waiting for the hirer. */
  pendingCents: cents(),
  pendingCount: z.number().int(),
})
export type AdminPaymentTotals = z.output<typeof AdminPaymentTotalsSchema>

export const AdminPaymentDtoSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  eventName: z.string(),
  hirerName: z.string(),
  promoterName: z.string(),
  amountCents: cents(),
  refundCents: cents(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** Waits for an admin: amount_mismatch, chargeback, paid_after_close, stray_charge. */
  flag: z.string().nullable(),
  deadline: z.string(),
  paidAt: z.string().nullable(),
  releaseAt: z.string(),
  releasedAt: z.string().nullable(),
})
export type AdminPaymentDto = z.output<typeof AdminPaymentDtoSchema>

export const AdminPaymentsDtoSchema = z.object({
  totals: AdminPaymentTotalsSchema,
  data: z.array(AdminPaymentDtoSchema),
  total: z.number().int(),
  last_page: z.number().int(),
})
export type AdminPaymentsDto = z.output<typeof AdminPaymentsDtoSchema>

/**
 * What a reconciliation can find (ADR 0057). `ours` / `theirs`: centavos for `amount`, `refund`
 * and `ledger`; a status for `status`, `missing_at_provider` and `unknown_charge`.
 */
export const PAYMENT_DIFFERENCE_KINDS = [
  'missing_at_provider',
  'unknown_charge',
  'status',
  'amount',
  'refund',
  'ledger',
] as const
export type PaymentDifferenceKind = (typeof PAYMENT_DIFFERENCE_KINDS)[number]

export const PaymentDifferenceDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_DIFFERENCE_KINDS),
  paymentId: z.string().nullable(),
  eventName: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  ours: z.string().nullable(),
  theirs: z.string().nullable(),
  resolvedAt: z.string().nullable(),
})
export type PaymentDifferenceDto = z.output<typeof PaymentDifferenceDtoSchema>

export const ReconciliationDtoSchema = z.object({
  last: z
    .object({
      id: z.string(),
      /** The São Paulo day it covers (YYYY-MM-DD). */
      day: z.string(),
      ranAt: z.string(),
      /** Run by an admin (true) or the daily job (false). */
      manual: z.boolean(),
      chargesChecked: z.number().int(),
      paymentsChecked: z.number().int(),
      differences: z.number().int(),
    })
    .nullable(),
  /** The last run's differences, open ones first. */
  differences: z.array(PaymentDifferenceDtoSchema),
})
export type ReconciliationDto = z.output<typeof ReconciliationDtoSchema>
