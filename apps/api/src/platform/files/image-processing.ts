import sharp, { type Metadata } from 'sharp'
import { IMAGE_SIZE_PX, IMAGE_SIZES, UPLOAD_LIMITS, type ImageSize } from '@galera/shared'
import { AppError } from '../http/app-error.ts'

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif'

/**
 * What the first bytes say the file is (SECURITY.md "Uploads"): never the name or the
 * client's content type. Anything else (SVG, HTML, PDF, a renamed text file) is null.
 */
export function sniffImage(head: Buffer): ImageKind | null {
  if (
    head.length >= 8 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png'
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  if (
    head.length >= 12 &&
    head.toString('latin1', 0, 4) === 'RIFF' &&
    head.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp'
  if (head.length >= 6 && /^GIF8[79]a$/.test(head.toString('latin1', 0, 6))) return 'gif'
  return null
}

export interface ProcessedImage {
  kind: ImageKind
  /** Size of the large variant (what the page shows at most). */
  width: number
  height: number
  variants: Record<ImageSize, { body: Buffer; width: number; height: number }>
}

function input(buffer: Buffer) {
  // limitInputPixels makes sharp refuse a pixel bomb from its header, before decoding it.
  return sharp(buffer, {
    limitInputPixels: UPLOAD_LIMITS.imageMaxPixels,
    failOn: 'error',
    pages: 1,
  })
}

/**
 * Checks and re-encodes one uploaded image: magic bytes, pixel limit, EXIF orientation applied,
 * WebP in three sizes (never upscaled), metadata (EXIF, GPS, ICC comments) dropped because sharp
 * keeps none unless asked with withMetadata.
 */
export async function processImage(buffer: Buffer, field = 'file'): Promise<ProcessedImage> {
  const kind = sniffImage(buffer.subarray(0, 16))
  if (!kind) {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', undefined, [
      { field, message: 'media.errors.fileType' },
    ])
  }
  let meta: Metadata
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata()
  } catch {
    throw unreadable(field)
  }
  if (!meta.width || !meta.height) throw unreadable(field)
  if (meta.width * meta.height > UPLOAD_LIMITS.imageMaxPixels) throw tooManyPixels(field)
  try {
    const variants = {} as ProcessedImage['variants']
    for (const size of IMAGE_SIZES) {
      const px = IMAGE_SIZE_PX[size]
      const { data, info } = await input(buffer)
        .rotate()
        .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: size === 'thumb' ? 75 : 82 })
        .toBuffer({ resolveWithObject: true })
      variants[size] = { body: data, width: info.width, height: info.height }
    }
    return { kind, width: variants.large.width, height: variants.large.height, variants }
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooManyPixels(field)
    throw unreadable(field)
  }
}

function unreadable(field: string) {
  return new AppError('IMAGE_UNREADABLE', undefined, [
    { field, message: 'media.errors.unreadable' },
  ])
}

function tooManyPixels(field: string) {
  return new AppError('IMAGE_TOO_MANY_PIXELS', undefined, [
    {
      field,
      message: `media.errors.tooManyPixels|max=${UPLOAD_LIMITS.imageMaxPixels / 1_000_000}`,
    },
  ])
}
