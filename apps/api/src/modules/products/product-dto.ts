import type { Locale } from '@galera/shared'
import type {
  ColorRef,
  NamedRef,
  ProductImageDto,
} from '@galera/shared/catalogue/product.schemas.ts'
import { fileUrl } from '../promoters/promoter-dto.ts'

/** Mapping helpers of the products module: names in the request's language, image URLs. */

export function named(
  row: { id: string; namePt: string; nameEn: string },
  locale: Locale,
): NamedRef {
  return { id: row.id, name: locale === 'en' ? row.nameEn : row.namePt }
}

export function colorRef(
  row: { id: string; namePt: string; nameEn: string; hex: string; texturePath: string | null },
  locale: Locale,
): ColorRef {
  return { ...named(row, locale), hex: row.hex, textureUrl: row.texturePath }
}

export function productImageDto(row: {
  imageId: string
  colorId: string | null
  variants: Record<string, string>
  width?: number
  height?: number
}): ProductImageDto {
  return {
    imageId: row.imageId,
    colorId: row.colorId,
    thumb: fileUrl(row.variants, 'thumb')!,
    medium: fileUrl(row.variants, 'medium')!,
    large: fileUrl(row.variants, 'large')!,
    ...(row.width && row.height ? { width: row.width, height: row.height } : {}),
  }
}
