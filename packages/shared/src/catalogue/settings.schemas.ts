import { z } from '../validation/zod-setup.ts'
import { lineText } from '../validation/text.ts'
import { CATEGORY_KINDS } from './settings.dto.ts'

/* admin catalogue settings — categories, materials, colours (spec §2 "Settings"). */

export * from './settings-tabs.ts'
export * from './settings.dto.ts'

/** Spec §3 colour: hexadecimal as `#RRGGBB` (the colors table checks the same). */
export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/
/** Spec §5: "Colour texture file maximum 20x20". */
export const TEXTURE_MAX_PX = 20

const name = () => lineText(80)
const uuid = () => z.uuid({ error: 'validation.invalid' })

export const NamesSchema = z.strictObject({ namePt: name(), nameEn: name() })
export type NamesInput = z.infer<typeof NamesSchema>

export const CategoryKindQuerySchema = z.object({
  kind: z.enum(CATEGORY_KINDS, { error: 'validation.invalidOption' }).default('product'),
})

export const CreateCategorySchema = NamesSchema.extend({
  kind: z.enum(CATEGORY_KINDS, { error: 'validation.invalidOption' }),
  /** A subcategory names its (top-level) parent; one level only. */
  parentId: uuid().nullable().optional(),
})
export type CreateCategoryInput = z.infer<typeof CreateCategorySchema>

export const ReorderCategoriesSchema = z.strictObject({
  kind: z.enum(CATEGORY_KINDS, { error: 'validation.invalidOption' }),
  parentId: uuid().nullable(),
  /** Every sibling, in the new order. */
  ids: z.array(uuid()).min(1).max(500),
})
export type ReorderCategoriesInput = z.infer<typeof ReorderCategoriesSchema>

export const ActiveSchema = z.strictObject({ isActive: z.boolean() })
export type ActiveInput = z.infer<typeof ActiveSchema>

export const ColorSchema = NamesSchema.extend({
  hex: z
    .string()
    .trim()
    .regex(HEX_COLOR, { error: 'catalogue.settings.colors.invalidHex' })
    .transform((v) => v.toUpperCase()),
  /** A texture uploaded through `POST /admin/settings/colors/texture`; null removes it. */
  textureImageId: uuid().nullable().optional(),
})
export type ColorInput = z.input<typeof ColorSchema>

/** `Água Mineral & Cia` → `agua-mineral-cia`. */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
}
