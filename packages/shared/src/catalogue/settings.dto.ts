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
/** A category with its subcategories (one level: a subcategory's `children` is empty). */
export type AdminCategoryDto = z.infer<typeof AdminCategoryBase> & {
  children: AdminCategoryDto[]
}
export const AdminCategoryDtoSchema: z.ZodType<AdminCategoryDto> = z.object({
  ...AdminCategoryBase.shape,
  get children() {
    return z.array(AdminCategoryDtoSchema)
  },
})

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
