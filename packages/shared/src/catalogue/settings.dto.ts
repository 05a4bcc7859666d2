import { z } from '../validation/zod-setup.ts'

/* What the admin catalogue settings answer (spec §2 "Settings"), and the public materials. */

export const CATEGORY_KINDS = ['product', 'promoter'] as const
export type CategoryKind = (typeof CATEGORY_KINDS)[number]

const AdminCategoryBase = z.object({
  id: z.string(),
  kind: z.enum(CATEGORY_KINDS),
  parentId: z.string().nullable(),
  slug: z.string(),
  namePt: z.string(),
  nameEn: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
})
/** A subcategory: one level only (spec §3 category → subcategories), so it has no children. */
export const AdminSubcategoryDtoSchema = AdminCategoryBase.extend({ children: z.array(z.never()) })
export type AdminSubcategoryDto = z.infer<typeof AdminSubcategoryDtoSchema>

/** A top-level category with its subcategories. */
export const AdminCategoryDtoSchema = AdminCategoryBase.extend({
  children: z.array(AdminSubcategoryDtoSchema),
})
export type AdminCategoryDto = z.infer<typeof AdminCategoryDtoSchema>

export const AdminMaterialDtoSchema = z.object({
  id: z.string(),
  namePt: z.string(),
  nameEn: z.string(),
  isActive: z.boolean(),
})
export type AdminMaterialDto = z.infer<typeof AdminMaterialDtoSchema>

export const AdminColorDtoSchema = z.object({
  id: z.string(),
  namePt: z.string(),
  nameEn: z.string(),
  hex: z.string(),
  texturePath: z.string().nullable(),
  /** Product images tagged with it: a used colour cannot be deleted. */
  inUse: z.boolean(),
})
export type AdminColorDto = z.infer<typeof AdminColorDtoSchema>

export const TextureDtoSchema = z.object({
  imageId: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})
export type TextureDto = z.infer<typeof TextureDtoSchema>

export const PublicMaterialDtoSchema = z.object({ id: z.string(), name: z.string() })
export type PublicMaterialDto = z.infer<typeof PublicMaterialDtoSchema>

/** `GET /api/public/categories` and `…/:id/subcategories`: active ones, named in the locale. */
export const PublicCategoryDtoSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
})
export type PublicCategoryDto = z.infer<typeof PublicCategoryDtoSchema>

/** `GET /api/public/categories/:id`. */
export const PublicCategoryDetailDtoSchema = PublicCategoryDtoSchema.extend({
  kind: z.enum(CATEGORY_KINDS),
  parentId: z.string().nullable(),
})
export type PublicCategoryDetailDto = z.infer<typeof PublicCategoryDetailDtoSchema>
