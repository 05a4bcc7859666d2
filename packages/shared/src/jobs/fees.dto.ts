import { z } from '../validation/zod-setup.ts'
import { JOB_STATUSES } from './job-status.ts'
import { PAYMENT_STATUSES } from '../payments/payment.schemas.ts'

/**
 * What the fees routes answer (ADR 0019, 0027): fee schedules, the promoter's earnings, the
 * payouts ledger, sugestao-cache and the ratings moderation list. Integer centavos; dates are ISO
 * strings.
 */

const cents = () => z.number().int()

export const FEE_SCHEDULE_STATUSES = ['draft', 'published', 'withdrawn'] as const
export type FeeScheduleStatus = (typeof FEE_SCHEDULE_STATUSES)[number]

export const FeeScheduleDtoSchema = z.object({
  id: z.string(),
  providerBps: z.number().int(),
  platformBps: z.number().int(),
  status: z.enum(FEE_SCHEDULE_STATUSES),
  /** 00:00 in São Paulo of the first day it applies. */
  effectiveFrom: z.string().nullable(),
  publishedAt: z.string().nullable(),
  inForce: z.boolean(),
  createdAt: z.string(),
})
export type FeeScheduleDto = z.output<typeof FeeScheduleDtoSchema>

const ScheduleRefSchema = z.object({
  id: z.string(),
  providerBps: z.number().int(),
  platformBps: z.number().int(),
  effectiveFrom: z.string(),
})
export const CurrentFeesDtoSchema = z.object({
  current: ScheduleRefSchema,
  next: ScheduleRefSchema.nullable(),
})
export type CurrentFeesDto = z.output<typeof CurrentFeesDtoSchema>

export const EarningsEntryDtoSchema = z.object({
  jobId: z.string(),
  eventName: z.string(),
  startsAt: z.string(),
  status: z.enum(JOB_STATUSES),
  /** Charged to the hirer for the job. gross = fee + refund + net. */
  grossCents: cents(),
  /** Payment provider + platform fees. */
  feeCents: cents(),
  /** Given back to the hirer on a cancellation (0 otherwise). */
  refundCents: cents(),
  netCents: cents(),
  /** The job day: when the payout is due. */
  dueOn: z.string(),
  payoutStatus: z.enum(['expected', 'due', 'paid', 'refunded']),
  paidAt: z.string().nullable(),
  /** The hirer's payment (ADR 0055): awaited, held until `releaseAt`, released; null before 0017. */
  payment: z.object({ status: z.enum(PAYMENT_STATUSES), releaseAt: z.string() }).nullable(),
})

export type EarningsEntryDto = z.output<typeof EarningsEntryDtoSchema>

export const EarningsDtoSchema = z.object({
  /** Over every job of the promoter, derived from the ledger (ADR 0027). */
  totals: z.object({
    grossCents: cents(),
    providerFeeCents: cents(),
    platformFeeCents: cents(),
    netCents: cents(),
    heldCents: cents(),
    dueCents: cents(),
    paidCents: cents(),
    refundCents: cents(),
  }),
  data: z.array(EarningsEntryDtoSchema),
  last_page: z.number().int(),
})
export type EarningsDto = z.output<typeof EarningsDtoSchema>

export const PayoutDtoSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  promoter: z.object({ id: z.string(), name: z.string() }),
  eventName: z.string(),
  amountCents: cents(),
  dueOn: z.string(),
  paidAt: z.string().nullable(),
})
export type PayoutDto = z.output<typeof PayoutDtoSchema>

export const PayoutOverviewDtoSchema = z.object({
  totals: z.object({
    grossCents: cents(),
    providerFeeCents: cents(),
    platformFeeCents: cents(),
    payoutCents: cents(),
    refundCents: cents(),
    heldCents: cents(),
    /** gross − (held + fees + payouts + refunds): always 0. */
    unreconciledCents: cents(),
    duePayoutCents: cents(),
    paidPayoutCents: cents(),
  }),
  data: z.array(PayoutDtoSchema),
  last_page: z.number().int(),
})
export type PayoutOverviewDto = z.output<typeof PayoutOverviewDtoSchema>

const CentsRangeSchema = z.object({
  medianCents: cents(),
  lowCents: cents(),
  highCents: cents(),
})
export const CacheSuggestionDtoSchema = z.object({
  /** The narrowest scope with enough jobs; `none` when even the whole country has too few. */
  scope: z.enum(['city', 'uf', 'country', 'none']),
  basedOn: z.number().int(),
  minJobs: z.number().int(),
  hours: z.number(),
  /** Per hour, from the accepted and completed jobs of the scope. */
  hourly: CentsRangeSchema.nullable(),
  /** hourly × hours. */
  total: CentsRangeSchema.nullable(),
})
export type CacheSuggestionDto = z.output<typeof CacheSuggestionDtoSchema>

export const AdminRatingDtoSchema = z.object({
  id: z.string(),
  value: z.enum(['positive', 'neutral', 'negative']),
  comment: z.string(),
  rater: z.object({ id: z.string(), name: z.string() }),
  rated: z.object({ id: z.string(), name: z.string() }),
  jobId: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  hiddenAt: z.string().nullable(),
})
export type AdminRatingDto = z.output<typeof AdminRatingDtoSchema>
export const AdminRatingPageSchema = z.object({
  data: z.array(AdminRatingDtoSchema),
  last_page: z.number().int(),
  total: z.number().int(),
})
