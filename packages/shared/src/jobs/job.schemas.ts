import { z } from '../validation/zod-setup.ts'
import { msg } from '../validation/messages.ts'
import { lineText, longText } from '../validation/text.ts'
import { UfSchema } from '../locations/location.schemas.ts'
import { DateInputSchema } from '../registration/registration.schemas.ts'
import { LIMITS } from '../constants.ts'

// The jobs contract, split by use case (each file ≤ 400 lines); importers keep this path.
export * from './hire.schemas.ts'
export * from './job.dto.ts'
// What the fees routes answer (zod schemas and their types).
export * from './fees.dto.ts'

// ---- Fees, earnings, payouts -------------------------------------------------------------------

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

// ---- Admin: ratings moderation -----------------------------------------------------------------

export const ModerateRatingSchema = z.object({
  comment: longText(LIMITS.commentMax, LIMITS.commentMin),
})
