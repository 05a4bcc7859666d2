import { z } from '../validation/zod-setup.ts'
import { msg } from '../validation/messages.ts'
import { lineText, longText } from '../validation/text.ts'
import { LIMITS } from '../constants.ts'
import { parseVideoUrl } from '../promoters/promoter.schemas.ts'

/**
 * ADR 0021: a supplier's products (spec §3 Product: code, importer code, name,
 * category, subcategories, status, colours, materials, customization, finishing, details with
 * show-as-tag, allowRates, images/videos, rating). Names of categories, colours and materials
 * come in both languages; DTOs carry the one of the request's locale (`name`).
 */

export const CUSTOMIZATIONS = ['text', 'logo', 'image', 'attachment'] as const
export type Customization = (typeof CUSTOMIZATIONS)[number]

export const PRODUCT_STATUSES = ['active', 'inactive'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

export const PRODUCTS_PAGE_SIZE = 24

const uuid = () => z.uuid({ error: 'validation.invalid' })

export const ProductVideoUrlSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(300, { error: msg('validation.maxChars', { max: 300 }) })
  .refine((v) => parseVideoUrl(v) !== null, { error: 'validation.invalidVideoUrl' })

export const ProductDetailSchema = z.object({
  label: lineText(60),
  value: lineText(200),
  showAsTag: z.boolean().default(false),
})

export const ProductImageRefSchema = z.object({
  imageId: uuid(),
  /** One of the product's colours, or null for every colour. */
  colorId: uuid().nullable().default(null),
})

/**
 * `POST /api/supplier/products` and `PUT /api/supplier/products/:id` (the whole product), and
 * `PUT /api/admin/products/:id` (admins edit the same fields). Images are images of the supplier's
 * library uploaded through `{area}/upload/product`; their order is the gallery order.
 */
export const ProductInputSchema = z.object({
  code: lineText(40),
  importerCode: z
    .string()
    .trim()
    .max(40, { error: msg('validation.maxChars', { max: 40 }) })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  name: lineText(120, 3),
  categoryId: uuid(),
  subcategoryIds: z.array(uuid()).max(20).default([]),
  description: longText(3000, 10),
  finishing: z
    .string()
    .trim()
    .max(300, { error: msg('validation.maxChars', { max: 300 }) })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  colorIds: z.array(uuid()).max(40).default([]),
  materialIds: z.array(uuid()).max(20).default([]),
  customizations: z
    .array(z.enum(CUSTOMIZATIONS, { error: 'validation.invalidOption' }))
    .max(4)
    .default([]),
  allowRatings: z.boolean().default(true),
  images: z
    .array(ProductImageRefSchema)
    .max(LIMITS.productImagesMax, {
      error: msg('validation.maxItems', { max: LIMITS.productImagesMax }),
    })
    .default([]),
  videos: z
    .array(ProductVideoUrlSchema)
    .max(LIMITS.productVideosMax, {
      error: msg('validation.maxItems', { max: LIMITS.productVideosMax }),
    })
    .default([]),
  details: z
    .array(ProductDetailSchema)
    .max(LIMITS.productDetailsMax, {
      error: msg('validation.maxItems', { max: LIMITS.productDetailsMax }),
    })
    .default([]),
})
export type ProductInput = z.input<typeof ProductInputSchema>
export type ProductValues = z.output<typeof ProductInputSchema>

/** `PUT {area}/product/:id/image/:imageId` (spec §7): attach one image, for a colour or none. */
export const ProductImageColorSchema = z.object({ colorId: uuid().nullable().default(null) })

/** `PATCH …/products/:id/status`: remove (inactive) or undo (active). */
export const ProductStatusSchema = z.object({
  status: z.enum(PRODUCT_STATUSES, { error: 'validation.invalidOption' }),
})

export const PRODUCT_SORTS = ['relevance', 'rating', 'newest', 'name'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

/**
 * `GET /api/public/products`: the products tab of `pesquisa/{term}` and `categoria/{id}/{sub}`.
 * Only active products of active suppliers.
 */
export const ProductListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, { error: msg('validation.maxChars', { max: 100 }) })
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** A category slug or id, top-level or subcategory. */
  category: z.string().trim().max(100).optional(),
  colorId: uuid().optional(),
  materialId: uuid().optional(),
  supplierId: uuid().optional(),
  sort: z.enum(PRODUCT_SORTS, { error: 'validation.invalidOption' }).default('relevance'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
})
export type ProductListQuery = z.output<typeof ProductListQuerySchema>

/** `GET /api/supplier/products` and `GET /api/admin/products`. */
export const ProductAdminListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v ? v : undefined)),
  status: z
    .enum(['all', ...PRODUCT_STATUSES], { error: 'validation.invalidOption' })
    .default('all'),
  supplierId: uuid().optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
})
export type ProductAdminListQuery = z.output<typeof ProductAdminListQuerySchema>

// ---- DTOs ------------------------------------------------------------------------------------

export interface NamedRef {
  id: string
  name: string
}

export interface ColorRef extends NamedRef {
  hex: string
  textureUrl: string | null
}

export interface ProductImageDto {
  imageId: string
  colorId: string | null
  thumb: string
  medium: string
  large: string
}

export interface ProductVideoDto {
  url: string
  embedUrl: string
}

export interface ProductDetailDto {
  label: string
  value: string
  showAsTag: boolean
}

/** Averages over the visible ratings (stars 1–5, one decimal), null when there are none. */
export interface ProductRatingSummary {
  count: number
  average: number | null
  material: number | null
  finishing: number | null
  customization: number | null
}

export interface SupplierRatingSummary {
  count: number
  average: number | null
  costBenefit: number | null
  onTime: number | null
  support: number | null
  quality: number | null
}

export interface ProductSupplierDto {
  id: string
  tradeName: string
  city: string | null
  uf: string | null
  logoUrl: string | null
  rating: SupplierRatingSummary
}

/** A card of the product list. */
export interface ProductCardDto {
  id: string
  code: string
  name: string
  category: NamedRef
  cover: ProductImageDto | null
  colors: ColorRef[]
  tags: string[]
  /** `isCertified`: the supplier has the 'Certificado' badge (ADR 0026). */
  supplier: { id: string; tradeName: string; isCertified: boolean }
  rating: ProductRatingSummary
}

export interface ProductListDto {
  data: ProductCardDto[]
  page: number
  last_page: number
  total: number
}

/** `GET /api/public/products/:id`: the detail page. */
export interface ProductDetailPageDto {
  id: string
  code: string
  importerCode: string | null
  name: string
  category: NamedRef
  subcategories: NamedRef[]
  description: string
  finishing: string | null
  colors: ColorRef[]
  materials: NamedRef[]
  customizations: Customization[]
  allowRatings: boolean
  images: ProductImageDto[]
  videos: ProductVideoDto[]
  details: ProductDetailDto[]
  supplier: ProductSupplierDto
  rating: ProductRatingSummary
  /** Other active suppliers offering the same item (same importer code): budget candidates. */
  alsoOfferedBy: ProductSupplierDto[]
}

/** The supplier's (and admin's) editable view. */
export interface ProductEditorDto {
  id: string
  supplierId: string
  supplierName: string
  code: string
  importerCode: string | null
  name: string
  categoryId: string
  subcategoryIds: string[]
  description: string
  finishing: string | null
  colorIds: string[]
  materialIds: string[]
  customizations: Customization[]
  allowRatings: boolean
  images: ProductImageDto[]
  videos: string[]
  details: ProductDetailDto[]
  status: ProductStatus
  deactivatedByAdmin: boolean
  rating: ProductRatingSummary
  createdAt: string
  updatedAt: string
}

export interface ProductRowDto {
  id: string
  code: string
  name: string
  category: NamedRef
  cover: ProductImageDto | null
  status: ProductStatus
  deactivatedByAdmin: boolean
  supplier: { id: string; tradeName: string }
  rating: ProductRatingSummary
  updatedAt: string
}

export interface ProductRowsDto {
  data: ProductRowDto[]
  page: number
  last_page: number
  total: number
}
