import { z } from '../validation/zod-setup.ts'
import { JOB_STATUSES, type JOB_TABS } from './job-status.ts'
import { PAYMENT_STATUSES } from '../payments/payment.schemas.ts'
import { JobDisputeDtoSchema } from '../payments/payment-dispute.schemas.ts'

/*
 * What the job routes answer (ADR 0019; response schemas per ADR 0044). Money is integer
 * centavos, instants are ISO strings.
 */

export const JOB_ACTIONS = ['accept', 'decline', 'cancel', 'rate'] as const
export type JobAction = (typeof JOB_ACTIONS)[number]

const cents = z.number().int()

/** The fee split of a job (`FeeBreakdown` of fees.ts plus the rates it used). */
export const JobFeeSchema = z.object({
  grossCents: cents,
  providerFeeCents: cents,
  platformFeeCents: cents,
  netCents: cents,
  providerBps: z.number().int(),
  platformBps: z.number().int(),
  /** true once accepted: the schedule in force then is kept on the job. */
  frozen: z.boolean(),
})
export type JobFee = z.infer<typeof JobFeeSchema>

export const JobRatingDtoSchema = z.object({
  value: z.enum(['positive', 'neutral', 'negative']),
  comment: z.string(),
  createdAt: z.string(),
})
export type JobRatingDto = z.infer<typeof JobRatingDtoSchema>

export const JobDtoSchema = z.object({
  id: z.string(),
  status: z.enum(JOB_STATUSES),
  promoter: z.object({
    id: z.string(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    category: z.string().nullable(),
  }),
  hirer: z.object({ id: z.string(), name: z.string() }),
  /** The hire form's company data: the promoter sees it only once the job is accepted. */
  contact: z
    .object({ doc: z.string(), name: z.string(), phone: z.string(), email: z.string() })
    .nullable(),
  eventName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  workHours: z.number(),
  /** The typed values, in the venue's zone, as the form had them. */
  startDate: z.string(),
  finishDate: z.string(),
  startHour: z.string(),
  finishHour: z.string(),
  place: z.object({
    name: z.string(),
    zipcode: z.string(),
    address: z.string(),
    complement: z.string().nullable(),
    city: z.string(),
    uf: z.string(),
  }),
  fee: JobFeeSchema,
  requestedAt: z.string(),
  answerDeadline: z.string(),
  acceptedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.enum(['promoter', 'hirer']).nullable(),
  reason: z.string().nullable(),
  /** After a cancellation of an accepted job: what went back to the hirer. */
  refundCents: cents.nullable(),
  /** What the caller may do now (the server checks again). */
  actions: z.array(z.enum(JOB_ACTIONS)),
  /** Promoter only: cancelling now (< 72 h before the start) would block the profile 15 days. */
  cancelBlocks: z.boolean(),
  /** Hirer only: the refund a cancellation now would give (ADR 0019). */
  cancelRefundCents: cents.nullable(),
  myRating: JobRatingDtoSchema.nullable(),
  theirRating: JobRatingDtoSchema.nullable(),
  /**
   * The job's payment (ADR 0055) in short; `GET …/jobs/{id}/payment` has the rest. Null for a
   * solicitation and for jobs accepted before payments existed.
   */
  payment: z
    .object({
      status: z.enum(PAYMENT_STATUSES),
      deadline: z.string(),
      releaseAt: z.string(),
      releasedAt: z.string().nullable(),
      /** The payment's last dispute (ADR 0063) and what it means for the promoter's money. */
      dispute: JobDisputeDtoSchema.nullable(),
    })
    .nullable(),
})
export type JobDto = z.infer<typeof JobDtoSchema>

export const JobSummaryDtoSchema = z.object({
  id: z.string(),
  status: z.enum(JOB_STATUSES),
  eventName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  city: z.string(),
  uf: z.string(),
  cashCents: cents,
  /** The promoter's net: frozen once accepted, a preview before. */
  netCents: cents,
  /** The other side: the hirer's name for the promoter, the promoter's for the hirer. */
  counterpart: z.object({ id: z.string(), name: z.string() }),
  answerDeadline: z.string(),
  actions: z.array(z.enum(JOB_ACTIONS)),
})
export type JobSummaryDto = z.infer<typeof JobSummaryDtoSchema>

export const JobPageSchema = z.object({
  data: z.array(JobSummaryDtoSchema),
  last_page: z.number().int(),
  total: z.number().int(),
  /** Counts per tab, for the tab badges. */
  counts: z.object({
    requested: z.number().int(),
    accepted: z.number().int(),
    completed: z.number().int(),
    closed: z.number().int(),
    all: z.number().int(),
  } satisfies Record<(typeof JOB_TABS)[number], z.ZodNumber>),
})
export type JobPage = z.infer<typeof JobPageSchema>

/** `POST /api/promoter/calendar-feed`: the private iCalendar link, shown once. */
export const CalendarFeedDtoSchema = z.object({ url: z.string() })
export type CalendarFeedDto = z.infer<typeof CalendarFeedDtoSchema>
