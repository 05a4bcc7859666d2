import { z } from '../validation/zod-setup.ts'
import { ProductCardDtoSchema } from './product.dto.ts'

/* What Settings → Home and the home page answer (ADR 0023). */

export const HomeCategoryDtoSchema = z.object({ id: z.string(), name: z.string() })
export type HomeCategoryDto = z.infer<typeof HomeCategoryDtoSchema>

/** `GET /api/public/home-features`: only what a visitor can open, in the admin's order. */
export const HomeFeaturesDtoSchema = z.object({
  categories: z.array(HomeCategoryDtoSchema),
  products: z.array(ProductCardDtoSchema),
})
export type HomeFeaturesDto = z.infer<typeof HomeFeaturesDtoSchema>

/** `GET|PUT /api/admin/settings/home`: everything chosen, with what no longer shows flagged. */
export const AdminHomeFeaturesDtoSchema = z.object({
  categories: z.array(HomeCategoryDtoSchema.extend({ visible: z.boolean() })),
  products: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      code: z.string(),
      supplier: z.string(),
      visible: z.boolean(),
    }),
  ),
  updatedAt: z.string().nullable(),
})
export type AdminHomeFeaturesDto = z.infer<typeof AdminHomeFeaturesDtoSchema>
