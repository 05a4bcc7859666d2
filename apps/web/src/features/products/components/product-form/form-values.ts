import type { z } from '@galera/shared/validation/zod-setup.ts'
import type { ProductInputSchema } from '@galera/shared/catalogue/product.schemas.ts'
import { type ProductEditorDto } from '@galera/shared/catalogue/product.schemas.ts'

export type FormInput = z.input<typeof ProductInputSchema>
export type FormOutput = z.output<typeof ProductInputSchema>

/** The photo group of every colour (`colorId` null). */
export const ALL = 'all'
export const refusedId = (key: string) => `pf-refused-${key}`

export const FIELDS = [
  'code',
  'importerCode',
  'name',
  'categoryId',
  'subcategoryIds',
  'description',
  'finishing',
  'colorIds',
  'materialIds',
  'customizations',
  'allowRatings',
] as const

export function defaults(p: ProductEditorDto | null): FormInput {
  return {
    code: p?.code ?? '',
    importerCode: p?.importerCode ?? '',
    name: p?.name ?? '',
    categoryId: p?.categoryId ?? '',
    subcategoryIds: p?.subcategoryIds ?? [],
    description: p?.description ?? '',
    finishing: p?.finishing ?? '',
    colorIds: p?.colorIds ?? [],
    materialIds: p?.materialIds ?? [],
    customizations: p?.customizations ?? [],
    allowRatings: p?.allowRatings ?? true,
    images: [],
    videos: p?.videos ?? [],
    details: p?.details ?? [],
  }
}
