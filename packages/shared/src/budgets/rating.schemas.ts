import { z } from '../validation/zod-setup.ts'
import { longText } from '../validation/text.ts'
import { LIMITS } from '../constants.ts'
import { uuid } from './budget-fields.ts'

/** Ratings of a completed deal (ADR 0021, 0028; spec §7). */

const Stars = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.required' })
  .min(LIMITS.starsMin, { error: 'validation.required' })
  .max(LIMITS.starsMax, { error: 'validation.invalid' })

/** `POST /api/client/rankings/{commentId or 0}/product/{productId}` (spec §7). */
export const ProductRatingSchema = z.object({
  proposalId: uuid(),
  material: Stars,
  finishing: Stars,
  customization: Stars,
  title: longText(LIMITS.titleMax, LIMITS.titleMin),
  comment: longText(LIMITS.commentMax, LIMITS.commentMin),
})
export type ProductRatingInput = z.input<typeof ProductRatingSchema>

/** `POST /api/client/supplier/ranking` (spec §7): all four criteria required. */
export const SupplierRatingSchema = z.object({
  supplierId: uuid(),
  proposalId: uuid(),
  costBenefit: Stars,
  onTime: Stars,
  support: Stars,
  quality: Stars,
})
export type SupplierRatingInput = z.input<typeof SupplierRatingSchema>

export const ProductRatingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
})
export const PRODUCT_RATINGS_PAGE_SIZE = 10
