import { z } from '../validation/zod-setup.ts'
import { PeriodFilterShape, periodInOrder } from '../validation/list-filters.ts'
import { msg } from '../validation/messages.ts'
import {
  CepSchema,
  CnpjSchema,
  CpfSchema,
  PhoneSchema,
  isCnpj,
  isCpf,
} from '../validation/documents.ts'
import { EmailSchema, isCleanMultiLine, lineText, longText } from '../validation/text.ts'
import { UfSchema } from '../locations/location.schemas.ts'
import { DateInputSchema, todayInBrazil } from '../registration/registration.schemas.ts'
import { LIMITS } from '../constants.ts'
import type { RatingValue } from '../promoters/promoter.schemas.ts'
import type { FeeBreakdown } from './fees.ts'
import { daysBetween, eventWindow } from './event-time.ts'
import { JOB_TABS, type JobStatus } from './job-status.ts'

/**
 * The hire (spec §3 hire form): three steps — company data, event data, event address —
 * one body. The web validates each step with its slice; the API parses the whole body. Rules that
 * need the clock or the promoter (future, schedule, booked, 18+) are the server's, repeated in
 * the form for comfort.
 */

/** CPF (11 digits) or CNPJ (14 characters), whichever the text is. */
export const CpfOrCnpjSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .refine((v) => isCpf(v) || isCnpj(v), { error: 'validation.invalidCpfCnpj' })
  .transform((v) => (isCpf(v) ? CpfSchema.parse(v) : CnpjSchema.parse(v)))

/** `HH:MM`, 00:00–23:59 (a 30-minute grid is the form's, not a rule). */
export const HourSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.invalidHour' })

export const CashCentsSchema = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid' })
  .min(LIMITS.jobCashMinCents, { error: 'hire.validation.cashMin' })
  .max(LIMITS.jobCashMaxCents, { error: 'hire.validation.cashMax' })

export const HireCompanyStepSchema = z.object({
  doc: CpfOrCnpjSchema,
  name: lineText(120, 3),
  phone: PhoneSchema,
  email: EmailSchema,
})

const EventFields = z.object({
  eventName: lineText(120, 3),
  startDate: DateInputSchema,
  finishDate: DateInputSchema,
  startHour: HourSchema,
  finishHour: HourSchema,
  cashCents: CashCentsSchema,
})

/** Order of the dates and hours; the clock-bound rules are checked by `checkEventTiming`. */
function refineEvent(
  e: { startDate: string; finishDate: string; startHour: string; finishHour: string },
  ctx: z.RefinementCtx,
) {
  const days = daysBetween(e.startDate, e.finishDate)
  if (days < 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['finishDate'],
      message: 'hire.validation.finishBeforeStart',
    })
  } else if (days === 0 && e.finishHour <= e.startHour) {
    ctx.addIssue({
      code: 'custom',
      path: ['finishHour'],
      message: 'hire.validation.finishBeforeStart',
    })
  } else if (days + 1 > LIMITS.jobMaxDays) {
    ctx.addIssue({
      code: 'custom',
      path: ['finishDate'],
      message: msg('hire.validation.tooLong', { max: LIMITS.jobMaxDays }),
    })
  }
}

export const HireEventStepSchema = EventFields.superRefine(refineEvent)

export const HireAddressStepSchema = z.object({
  nameLocal: lineText(120, 2),
  zipcode: CepSchema,
  address: lineText(200, 3),
  complement: z
    .string()
    .trim()
    .max(100, { error: msg('validation.maxChars', { max: 100 }) })
    .optional()
    .transform((v) => (v ? v : undefined)),
  city: lineText(120),
  state: UfSchema,
})

export const HireSchema = z.object({
  promoterId: z.uuid({ error: 'validation.invalid' }),
  company: HireCompanyStepSchema,
  event: HireEventStepSchema,
  address: HireAddressStepSchema,
})
export type HireInput = z.output<typeof HireSchema>
export type HireFormInput = z.input<typeof HireSchema>

export type EventTimingProblem = 'hire.validation.past' | 'hire.validation.tooFarAhead'

/**
 * Clock-bound checks, the same on both sides: the event starts in the future and not more than
 * 24 months ahead. Returns the i18n key of the problem, or undefined.
 */
export function checkEventTiming(
  event: { startDate: string; finishDate: string; startHour: string; finishHour: string },
  uf: string,
  now: Date,
): EventTimingProblem | undefined {
  const w = eventWindow({ ...event, uf })
  if (w.startsAt.getTime() <= now.getTime()) return 'hire.validation.past'
  const today = todayInBrazil(now)
  if (daysBetween(today, event.startDate) > LIMITS.jobMaxMonthsAhead * 31)
    return 'hire.validation.tooFarAhead'
  return undefined
}

/** `Idempotency-Key` header: a client-made token, 8–100 visible characters. */
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{8,100}$/, { error: 'validation.invalid' })

// ---- Actions on a job ------------------------------------------------------------------------

export const JobReasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(500, { error: msg('validation.maxChars', { max: 500 }) })
    .refine(isCleanMultiLine, { error: 'validation.invalidCharacters' })
    .optional()
    .transform((v) => (v ? v : undefined)),
})
export type JobReasonInput = z.output<typeof JobReasonSchema>

export const RATING_VALUES = [
  'positive',
  'neutral',
  'negative',
] as const satisfies readonly RatingValue[]

export const RateJobSchema = z.object({
  value: z.enum(RATING_VALUES, {
    error: (iss) => (iss.input === undefined ? 'validation.required' : 'validation.invalidOption'),
  }),
  comment: longText(LIMITS.commentMax, LIMITS.commentMin),
})
export type RateJobInput = z.output<typeof RateJobSchema>

/** A tab, a page and the period of ADR 0036: the event's first day between two days. */
export const JobListQuerySchema = z
  .object({
    tab: z.enum(JOB_TABS, { error: 'validation.invalidOption' }).default('all'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    ...PeriodFilterShape,
  })
  .superRefine(periodInOrder)
export type JobListQuery = z.output<typeof JobListQuerySchema>
export const JOBS_PER_PAGE = 20

// ---- What the API answers ----------------------------------------------------------------------

export type JobAction = 'accept' | 'decline' | 'cancel' | 'rate'

export interface JobFee extends FeeBreakdown {
  providerBps: number
  platformBps: number
  /** true once accepted: the schedule in force then is kept on the job. */
  frozen: boolean
}

export interface JobRatingDto {
  value: RatingValue
  comment: string
  createdAt: string
}

export interface JobDto {
  id: string
  status: JobStatus
  promoter: { id: string; name: string; avatarUrl: string | null; category: string | null }
  hirer: { id: string; name: string }
  /** The hire form's company data: the promoter sees it only once the job is accepted. */
  contact: { doc: string; name: string; phone: string; email: string } | null
  eventName: string
  startsAt: string
  endsAt: string
  timeZone: string
  workHours: number
  /** The typed values, in the venue's zone, as the form had them. */
  startDate: string
  finishDate: string
  startHour: string
  finishHour: string
  place: {
    name: string
    zipcode: string
    address: string
    complement: string | null
    city: string
    uf: string
  }
  fee: JobFee
  requestedAt: string
  answerDeadline: string
  acceptedAt: string | null
  declinedAt: string | null
  expiredAt: string | null
  completedAt: string | null
  cancelledAt: string | null
  cancelledBy: 'promoter' | 'hirer' | null
  reason: string | null
  /** After a cancellation of an accepted job: what went back to the hirer. */
  refundCents: number | null
  /** What the caller may do now (the server checks again). */
  actions: JobAction[]
  /** Promoter only: cancelling now (< 72 h before the start) would block the profile 15 days. */
  cancelBlocks: boolean
  /** Hirer only: the refund a cancellation now would give (ADR 0019). */
  cancelRefundCents: number | null
  myRating: JobRatingDto | null
  theirRating: JobRatingDto | null
}

export interface JobSummaryDto {
  id: string
  status: JobStatus
  eventName: string
  startsAt: string
  endsAt: string
  timeZone: string
  city: string
  uf: string
  cashCents: number
  /** The promoter's net: frozen once accepted, a preview before. */
  netCents: number
  /** The other side: the hirer's name for the promoter, the promoter's for the hirer. */
  counterpart: { id: string; name: string }
  answerDeadline: string
  actions: JobAction[]
}

export interface JobPage {
  data: JobSummaryDto[]
  last_page: number
  total: number
  /** Counts per tab, for the tab badges. */
  counts: Record<(typeof JOB_TABS)[number], number>
}

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

export interface CalendarFeedDto {
  url: string
}
