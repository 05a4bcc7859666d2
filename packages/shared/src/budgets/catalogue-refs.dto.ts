import { z } from '../validation/zod-setup.ts'
import type {
  ColorRef,
  NamedRef,
  ProductImageDto,
  SupplierRatingSummary,
} from '../catalogue/product.schemas.ts'

/**
 * Schemas of the catalogue's pieces the budget answers carry (a colour, a category, an image, a
 * supplier's rating summary). The catalogue domain declares these shapes as types; until it
 * declares them as schemas, the budget DTOs use these (kept out of the barrel, so the names never
 * clash) and `satisfies` holds them to the catalogue's types.
 */

export const NamedRefSchema = z.object({
  id: z.string(),
  name: z.string(),
}) satisfies z.ZodType<NamedRef>

export const ColorRefSchema = NamedRefSchema.extend({
  hex: z.string(),
  textureUrl: z.string().nullable(),
}) satisfies z.ZodType<ColorRef>

export const ProductImageDtoSchema = z.object({
  imageId: z.string(),
  colorId: z.string().nullable(),
  thumb: z.string(),
  medium: z.string(),
  large: z.string(),
}) satisfies z.ZodType<ProductImageDto>

export const SupplierRatingSummarySchema = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  costBenefit: z.number().nullable(),
  onTime: z.number().nullable(),
  support: z.number().nullable(),
  quality: z.number().nullable(),
}) satisfies z.ZodType<SupplierRatingSummary>
