import { z } from '../validation/zod-setup.ts'
import { longText } from '../validation/text.ts'

/*
 * Disputes and admin decisions on held money (ADR 0063). The hirer of a paid job opens a dispute
 * between the job's end and the release instant (the 48 h window of ADR 0055); the release waits
 * until an admin master decides it — or a flag the webhooks set (ADR 0055, 0057) — by releasing
 * the money to the promoter or refunding the hirer in full or in part.
 */

export const DISPUTE_REASONS = [
  'no_show',
  'late_or_short',
  'not_as_agreed',
  'conduct',
  'other',
] as const
export type DisputeReason = (typeof DISPUTE_REASONS)[number]

export const DISPUTE_DESCRIPTION = { min: 10, max: 1000 } as const

export const OpenDisputeSchema = z.object({
  reason: z.enum(DISPUTE_REASONS, { error: 'validation.required' }),
  description: longText(DISPUTE_DESCRIPTION.max, DISPUTE_DESCRIPTION.min),
})
export type OpenDisputeInput = z.input<typeof OpenDisputeSchema>

export const DECISION_OUTCOMES = ['release', 'refund'] as const
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number]

/** The flags an admin decides with the same two outcomes (set by the webhooks). */
export const DECIDABLE_FLAGS = ['amount_mismatch', 'chargeback', 'stray_charge'] as const

/**
 * An admin master's decision. `refundCents`: what goes back to the hirer (the whole amount for a
 * full refund), only with `refund`; the server checks it against what is refundable.
 */
export const DecisionSchema = z
  .object({
    outcome: z.enum(DECISION_OUTCOMES, { error: 'validation.required' }),
    refundCents: z
      .number({ error: 'validation.invalid' })
      .int('validation.invalid')
      .min(1, 'validation.invalid')
      .max(100_000_000, 'validation.invalid')
      .optional(),
    note: longText(DISPUTE_DESCRIPTION.max, DISPUTE_DESCRIPTION.min),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === 'refund' && v.refundCents === undefined)
      ctx.addIssue({ code: 'custom', path: ['refundCents'], message: 'validation.required' })
  })
export type DecisionInput = z.input<typeof DecisionSchema>

const cents = () => z.number().int()

export const DisputeDtoSchema = z.object({
  id: z.string(),
  reason: z.enum(DISPUTE_REASONS),
  description: z.string(),
  openedAt: z.string(),
  outcome: z.enum(DECISION_OUTCOMES).nullable(),
  /** What the decision gave back to the hirer (refund), else null. */
  refundCents: cents().nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
})
export type DisputeDto = z.output<typeof DisputeDtoSchema>

/**
 * Where the promoter's money of a disputed job is: `held` while the dispute is open; after the
 * decision `to_release` (the promoter's part goes out at the release), `released` (sent to their
 * Pix key), or `refunded` (everything went back to the hirer).
 */
export const DISPUTE_MONEY_STATES = ['held', 'to_release', 'released', 'refunded'] as const
export type DisputeMoneyState = (typeof DISPUTE_MONEY_STATES)[number]

/** The dispute on a job's answer (both sides; the hirer's own route has the window too). */
export const JobDisputeDtoSchema = DisputeDtoSchema.extend({
  /** The promoter's part as the ledger has it now: the frozen net, or after a refund the rest. */
  payoutCents: cents(),
  money: z.enum(DISPUTE_MONEY_STATES),
})
export type JobDisputeDto = z.output<typeof JobDisputeDtoSchema>

/** The hirer's view: the window, whether a dispute may be opened now, and the last dispute. */
export const HirerDisputeDtoSchema = z.object({
  /** The window (ISO): from the job's end to the release instant. */
  opensAt: z.string(),
  closesAt: z.string(),
  canOpen: z.boolean(),
  dispute: DisputeDtoSchema.nullable(),
})
export type HirerDisputeDto = z.output<typeof HirerDisputeDtoSchema>

/** A payment waiting for an admin's decision: an open dispute, a flag, or both. */
export const PendingDecisionDtoSchema = z.object({
  paymentId: z.string(),
  jobId: z.string(),
  eventName: z.string(),
  hirerName: z.string(),
  promoterName: z.string(),
  amountCents: cents(),
  /** What a refund may give back now (the amount less what was refunded already). */
  refundableCents: cents(),
  flag: z.string().nullable(),
  dispute: DisputeDtoSchema.nullable(),
  releaseAt: z.string(),
  /** A refund needs the job settled (ADR 0063); a release may be decided before. */
  canRefund: z.boolean(),
})
export type PendingDecisionDto = z.output<typeof PendingDecisionDtoSchema>

export const PendingDecisionsDtoSchema = z.object({ data: z.array(PendingDecisionDtoSchema) })
export type PendingDecisionsDto = z.output<typeof PendingDecisionsDtoSchema>

export const DecisionDtoSchema = z.object({
  paymentId: z.string(),
  outcome: z.enum(DECISION_OUTCOMES),
  refundCents: cents(),
  decidedAt: z.string(),
})
export type DecisionDto = z.output<typeof DecisionDtoSchema>
