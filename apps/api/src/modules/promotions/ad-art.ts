import sharp from 'sharp'
import { AD_ART_SPECS, type AdDevice, type AdPosition, type ArtDto } from '@galera/shared'
import { msg } from '@galera/shared/validation/messages.ts'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { sniffImage } from '../../platform/files/image-processing.ts'
import { imagesService } from '../images/images.service.ts'
import type { ImageRow } from '../images/images.repository.ts'

/**
 * Art of a slide (ADR 0022): exactly the position's pixel size and at most its kilobytes
 * (spec §5), checked on the uploaded bytes before anything is stored; then the one image pipeline
 * (magic bytes, pixel-bomb limit, re-encode to WebP, metadata dropped) stores it as a `banner`.
 */
export async function storeAdArt(
  ctx: AppContext,
  ownerId: string,
  file: Buffer,
  position: AdPosition,
  device: AdDevice,
  field = 'file',
): Promise<ArtDto> {
  const spec = AD_ART_SPECS[position][device]
  if (file.length > spec.maxKb * 1024) {
    throw new AppError('AD_ART_TOO_HEAVY', { kb: spec.maxKb }, [
      { field, message: msg('errors.AD_ART_TOO_HEAVY', { kb: spec.maxKb }) },
    ])
  }
  if (!sniffImage(file.subarray(0, 16))) {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', undefined, [
      { field, message: 'media.errors.fileType' },
    ])
  }
  let width = 0
  let height = 0
  try {
    const meta = await sharp(file, { limitInputPixels: false }).metadata()
    width = meta.width ?? 0
    height = meta.height ?? 0
  } catch {
    // Unreadable: the pipeline below answers with its own message.
  }
  if (width && height && (width !== spec.width || height !== spec.height)) {
    throw new AppError('AD_ART_SIZE', { width: spec.width, height: spec.height }, [
      { field, message: msg('errors.AD_ART_SIZE', { width: spec.width, height: spec.height }) },
    ])
  }
  const image = await imagesService(ctx).upload(ownerId, { file, purpose: 'banner', field })
  return { imageId: image.id, url: image.urls.large, width: image.width, height: image.height }
}

/** The art a stored image row is: its large WebP variant. */
export function toArtDto(row: Pick<ImageRow, 'id' | 'variants' | 'width' | 'height'>): ArtDto {
  const key = row.variants.large ?? row.variants.medium ?? row.variants.thumb
  return { imageId: row.id, url: `/files/${key}`, width: row.width, height: row.height }
}

/** True when a stored banner image fits the position and device it is used for. */
export function artFits(
  row: Pick<ImageRow, 'purpose' | 'width' | 'height' | 'deletedAt'>,
  position: AdPosition,
  device: AdDevice,
): boolean {
  const spec = AD_ART_SPECS[position][device]
  return (
    row.purpose === 'banner' &&
    row.deletedAt === null &&
    row.width === spec.width &&
    row.height === spec.height
  )
}
