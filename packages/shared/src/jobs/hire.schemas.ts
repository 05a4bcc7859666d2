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
import type { RatingValue } from '../promoters/promoter.dto.ts'
import { daysBetween, eventWindow } from './event-time.ts'
import { JOB_TABS } from './job-status.ts'

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
