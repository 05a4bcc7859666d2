import { z } from '../validation/zod-setup.ts'
import { msg } from '../validation/messages.ts'
import { lineText, longText } from '../validation/text.ts'
import { UfSchema } from '../locations/location.schemas.ts'
import { DateInputSchema } from '../registration/registration.schemas.ts'
import { LIMITS } from '../constants.ts'
import type { RatingValue } from '../promoters/promoter.dto.ts'
import type { JobStatus } from './job-status.ts'

// The jobs contract, split by use case (each file ≤ 400 lines); importers keep this path.
export * from './hire.schemas.ts'
export * from './job.dto.ts'

// ---- Fees, earnings, payouts -------------------------------------------------------------------

export type FeeScheduleStatus = 'draft' | 'published' | 'withdrawn'

export interface FeeScheduleDto {
  id: string
  providerBps: number
  platformBps: number
  status: FeeScheduleStatus
  /** 00:00 in São Paulo of the first day it applies. */
  effectiveFrom: string | null
  publishedAt: string | null
  inForce: boolean
  createdAt: string
}

export interface CurrentFeesDto {
  current: { id: string; providerBps: number; platformBps: number; effectiveFrom: string }
  next: { id: string; providerBps: number; platformBps: number; effectiveFrom: string } | null
}

export const CreateFeeScheduleSchema = z
  .object({
    providerBps: z.number({ error: 'validation.required' }).int().min(0).max(2_000),
    platformBps: z.number({ error: 'validation.required' }).int().min(0).max(5_000),
  })
  .refine((v) => v.providerBps + v.platformBps > 0, {
    path: ['platformBps'],
    error: 'fees.validation.zero',
  })

/** The first day (São Paulo) the schedule applies: at least 15 days after publication. */
export const PublishFeeScheduleSchema = z.object({ effectiveFrom: DateInputSchema })

export const LEDGER_KINDS = ['gross', 'provider_fee', 'platform_fee', 'payout', 'refund'] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

export interface EarningsEntryDto {
  jobId: string
  eventName: string
  startsAt: string
  status: JobStatus
  /** Charged to the hirer for the job. gross = fee + refund + net. */
  grossCents: number
  /** Payment provider + platform fees. */
  feeCents: number
  /** Given back to the hirer on a cancellation (0 otherwise). */
  refundCents: number
  netCents: number
  /** The job day: when the payout is due. */
  dueOn: string
  /**
   * expected: accepted job, held until its day; due: settled, not paid yet; paid; refunded:
   * cancelled with everything given back (no payout).
   */
  payoutStatus: 'expected' | 'due' | 'paid' | 'refunded'
  paidAt: string | null
}

export interface EarningsDto {
  /**
   * Over every job of the promoter, derived from the ledger (ADR 0027):
   * gross = providerFee + platformFee + net; net = held + due + paid + refund.
   */
  totals: {
    grossCents: number
    providerFeeCents: number
    platformFeeCents: number
    netCents: number
    /** Net of accepted jobs not settled yet (held for future jobs). */
    heldCents: number
    dueCents: number
    paidCents: number
    /** Given back to hirers on cancellations. */
    refundCents: number
  }
  data: EarningsEntryDto[]
  last_page: number
}

export interface PayoutDto {
  id: string
  jobId: string
  promoter: { id: string; name: string }
  eventName: string
  amountCents: number
  dueOn: string
  paidAt: string | null
}

export interface PayoutOverviewDto {
  totals: {
    grossCents: number
    providerFeeCents: number
    platformFeeCents: number
    payoutCents: number
    refundCents: number
    /** Charged for accepted jobs not settled yet (a future job): held until its settlement. */
    heldCents: number
    /** gross − (held + fees + payouts + refunds): always 0. */
    unreconciledCents: number
    duePayoutCents: number
    paidPayoutCents: number
  }
  data: PayoutDto[]
  last_page: number
}

export const PayoutListQuerySchema = z.object({
  status: z.enum(['due', 'paid', 'all']).default('due'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})

// ---- sugestao-cache ----------------------------------------------------------------------------

export const CacheSuggestionQuerySchema = z.object({
  categoryId: z.uuid({ error: 'validation.invalid' }),
  uf: UfSchema,
  city: lineText(120),
  hours: z.coerce
    .number({ error: 'validation.required' })
    .min(1, { error: msg('hire.cache.validation.hoursMin', { min: 1 }) })
    .max(LIMITS.jobMaxDays * 24, {
      error: msg('hire.cache.validation.hoursMax', { max: LIMITS.jobMaxDays * 24 }),
    }),
})
export type CacheSuggestionQuery = z.output<typeof CacheSuggestionQuerySchema>

export interface CacheSuggestionDto {
  /** The narrowest scope with enough jobs; `none` when even the whole country has too few. */
  scope: 'city' | 'uf' | 'country' | 'none'
  basedOn: number
  minJobs: number
  hours: number
  /** Per hour, from the accepted and completed jobs of the scope. */
  hourly: { medianCents: number; lowCents: number; highCents: number } | null
  /** hourly × hours. */
  total: { medianCents: number; lowCents: number; highCents: number } | null
}

// ---- Admin: ratings moderation -----------------------------------------------------------------

export const ModerateRatingSchema = z.object({
  comment: longText(LIMITS.commentMax, LIMITS.commentMin),
})

export interface AdminRatingDto {
  id: string
  value: RatingValue
  comment: string
  rater: { id: string; name: string }
  rated: { id: string; name: string }
  jobId: string | null
  createdAt: string
  editedAt: string | null
  hiddenAt: string | null
}
