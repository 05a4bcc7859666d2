import { z } from '../validation/zod-setup.ts'

/**
 * What the API answers about products (ADR 0021), as zod schemas so the routes declare them and
 * serialize through them (only the fields named here leave the server). Names of categories,
 * colours and materials are in the request's locale (`name`).
 */

export const CUSTOMIZATIONS = ['text', 'logo', 'image', 'attachment'] as const
export type Customization = (typeof CUSTOMIZATIONS)[number]

export const PRODUCT_STATUSES = ['active', 'inactive'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

export const NamedRefSchema = z.object({ id: z.string(), name: z.string() })
export type NamedRef = z.infer<typeof NamedRefSchema>

export const ColorRefSchema = NamedRefSchema.extend({
  hex: z.string(),
  textureUrl: z.string().nullable(),
})
export type ColorRef = z.infer<typeof ColorRefSchema>

export const ProductImageDtoSchema = z.object({
  imageId: z.string(),
  colorId: z.string().nullable(),
  thumb: z.string(),
  medium: z.string(),
  large: z.string(),
  /** Pixel size of `large` (the page reserves the box and picks a variant from it, ADR 0050). */
  width: z.number().int().optional(),
  height: z.number().int().optional(),
})
export type ProductImageDto = z.infer<typeof ProductImageDtoSchema>

export const ProductVideoDtoSchema = z.object({ url: z.string(), embedUrl: z.string() })
export type ProductVideoDto = z.infer<typeof ProductVideoDtoSchema>

export const ProductDetailDtoSchema = z.object({
  label: z.string(),
  value: z.string(),
  showAsTag: z.boolean(),
})
export type ProductDetailDto = z.infer<typeof ProductDetailDtoSchema>

/** Averages over the visible ratings (stars 1–5, one decimal), null when there are none. */
export const ProductRatingSummarySchema = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  material: z.number().nullable(),
  finishing: z.number().nullable(),
  customization: z.number().nullable(),
})
export type ProductRatingSummary = z.infer<typeof ProductRatingSummarySchema>

export const SupplierRatingSummarySchema = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  costBenefit: z.number().nullable(),
  onTime: z.number().nullable(),
  support: z.number().nullable(),
  quality: z.number().nullable(),
})
export type SupplierRatingSummary = z.infer<typeof SupplierRatingSummarySchema>

export const ProductSupplierDtoSchema = z.object({
  id: z.string(),
  tradeName: z.string(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  logoUrl: z.string().nullable(),
  rating: SupplierRatingSummarySchema,
})
export type ProductSupplierDto = z.infer<typeof ProductSupplierDtoSchema>

/** A card of the product list. */
export const ProductCardDtoSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  category: NamedRefSchema,
  cover: ProductImageDtoSchema.nullable(),
  colors: z.array(ColorRefSchema),
  tags: z.array(z.string()),
  /** `isCertified`: the supplier has the 'Certificado' badge (ADR 0026). */
  supplier: z.object({ id: z.string(), tradeName: z.string(), isCertified: z.boolean() }),
  rating: ProductRatingSummarySchema,
})
export type ProductCardDto = z.infer<typeof ProductCardDtoSchema>

export const ProductListDtoSchema = z.object({
  data: z.array(ProductCardDtoSchema),
  page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  /**
   * ADR 0068: the matches were counted only up to a cap; there are more than `total` (shown as
   * "1,000+"), and `last_page` offers one page past the counted ones.
   */
  totalCapped: z.boolean(),
})
export type ProductListDto = z.infer<typeof ProductListDtoSchema>

/** `GET /api/public/products/:id`: the detail page. */
export const ProductDetailPageDtoSchema = z.object({
  id: z.string(),
  code: z.string(),
  importerCode: z.string().nullable(),
  name: z.string(),
  category: NamedRefSchema,
  subcategories: z.array(NamedRefSchema),
  description: z.string(),
  finishing: z.string().nullable(),
  colors: z.array(ColorRefSchema),
  materials: z.array(NamedRefSchema),
  customizations: z.array(z.enum(CUSTOMIZATIONS)),
  allowRatings: z.boolean(),
  images: z.array(ProductImageDtoSchema),
  videos: z.array(ProductVideoDtoSchema),
  details: z.array(ProductDetailDtoSchema),
  supplier: ProductSupplierDtoSchema,
  rating: ProductRatingSummarySchema,
  /** Other active suppliers offering the same item (same importer code): budget candidates. */
  alsoOfferedBy: z.array(ProductSupplierDtoSchema),
})
export type ProductDetailPageDto = z.infer<typeof ProductDetailPageDtoSchema>

/** The supplier's (and admin's) editable view. */
export const ProductEditorDtoSchema = z.object({
  id: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  code: z.string(),
  importerCode: z.string().nullable(),
  name: z.string(),
  categoryId: z.string(),
  subcategoryIds: z.array(z.string()),
  description: z.string(),
  finishing: z.string().nullable(),
  colorIds: z.array(z.string()),
  materialIds: z.array(z.string()),
  customizations: z.array(z.enum(CUSTOMIZATIONS)),
  allowRatings: z.boolean(),
  images: z.array(ProductImageDtoSchema),
  videos: z.array(z.string()),
  details: z.array(ProductDetailDtoSchema),
  status: z.enum(PRODUCT_STATUSES),
  deactivatedByAdmin: z.boolean(),
  rating: ProductRatingSummarySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ProductEditorDto = z.infer<typeof ProductEditorDtoSchema>

export const ProductRowDtoSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  category: NamedRefSchema,
  cover: ProductImageDtoSchema.nullable(),
  status: z.enum(PRODUCT_STATUSES),
  deactivatedByAdmin: z.boolean(),
  supplier: z.object({ id: z.string(), tradeName: z.string() }),
  rating: ProductRatingSummarySchema,
  updatedAt: z.string(),
})
export type ProductRowDto = z.infer<typeof ProductRowDtoSchema>

export const ProductRowsDtoSchema = z.object({
  data: z.array(ProductRowDtoSchema),
  page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
})
export type ProductRowsDto = z.infer<typeof ProductRowsDtoSchema>
