import { z } from '../validation/zod-setup.ts'
import { msg } from '../validation/messages.ts'

/* ───────────────────────── admin (/api/admin/promoters…) ───────────────────────── */

export const PROMOTER_STATUSES = ['active', 'inactive'] as const
export type PromoterStatus = (typeof PROMOTER_STATUSES)[number]

export const AdminPromoterListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, { error: msg('validation.maxChars', { max: 100 }) })
    .optional()
    .transform((v) => (v ? v : undefined)),
  status: z.enum(PROMOTER_STATUSES, { error: 'validation.invalidOption' }).optional(),
  page: z.coerce
    .number({ error: 'validation.invalidNumber' })
    .int({ error: 'validation.invalidNumber' })
    .min(1, { error: msg('validation.minValue', { min: 1 }) })
    .max(10_000, { error: msg('validation.maxValue', { max: 10_000 }) })
    .default(1),
})
export const ADMIN_PROMOTERS_PAGE_SIZE = 20

export const AdminPromoterStatusSchema = z.object({
  status: z.enum(PROMOTER_STATUSES, { error: 'validation.invalidOption' }),
})

export const AdminPromoterFlagsSchema = z
  .object({
    isLaunched: z.boolean({ error: 'validation.invalidOption' }).optional(),
    isSpotlight: z.boolean({ error: 'validation.invalidOption' }).optional(),
  })
  .refine((v) => v.isLaunched !== undefined || v.isSpotlight !== undefined, {
    error: 'validation.required',
  })

/** Home page spotlight strip (`GET /api/public/promoters/spotlight`). */
export const SPOTLIGHT_MAX = 8
