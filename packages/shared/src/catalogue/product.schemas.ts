import { z } from '../validation/zod-setup.ts'
import { msg } from '../validation/messages.ts'
import { lineText, longText } from '../validation/text.ts'
import { LIMITS } from '../constants.ts'
import { parseVideoUrl } from '../promoters/promoter.schemas.ts'
import { CUSTOMIZATIONS, PRODUCT_STATUSES } from './product.dto.ts'

/**
 * ADR 0021: a supplier's products (spec §3 Product: code, importer code, name,
 * category, subcategories, status, colours, materials, customization, finishing, details with
 * show-as-tag, allowRates, images/videos, rating). Names of categories, colours and materials
 * come in both languages; DTOs carry the one of the request's locale (`name`).
 */

export * from './product.dto.ts'

export const PRODUCTS_PAGE_SIZE = 24
/**
 * The public product list counts its matches up to this many (ADR 0068): past it the total is a
 * lower bound ("1,000+"), so a broad search never counts every match.
 */
export const PRODUCTS_COUNT_CAP = 1000

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
