import { z } from '../validation/zod-setup.ts'

/** What the product ratings list reads (ADR 0021, 0028). */

export const ProductRatingDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  comment: z.string(),
  material: z.number().int(),
  finishing: z.number().int(),
  customization: z.number().int(),
  /** First name and state of the author (spec: "name, state, date"). */
  authorName: z.string(),
  authorUf: z.string().nullable(),
  createdAt: z.string(),
  helpfulYes: z.number().int(),
  helpfulNo: z.number().int(),
  /** The caller's vote, if any. */
  myVote: z.enum(['yes', 'no']).nullable(),
  mine: z.boolean(),
  /** The deal it rates, for its author only (to edit it, ADR 0028); null for anyone else. */
  proposalId: z.string().nullable(),
})
export type ProductRatingDto = z.output<typeof ProductRatingDtoSchema>

export const ProductRatingsPageDtoSchema = z.object({
  data: z.array(ProductRatingDtoSchema),
  page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
})
export type ProductRatingsPageDto = z.output<typeof ProductRatingsPageDtoSchema>

/** `POST /api/client/supplier/ranking`: the supplier rating saved. */
export const SupplierRatingSavedDtoSchema = z.object({ id: z.string() })
export type SupplierRatingSavedDto = z.output<typeof SupplierRatingSavedDtoSchema>
