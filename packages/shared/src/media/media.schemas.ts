import { z } from 'zod'

export * from './image.dto.ts'

/** Spec §7 image-library areas: promoters and suppliers use `supplier`, clients and companies `client`. */
export const IMAGE_AREAS = ['admin', 'supplier', 'client'] as const
export type ImageArea = (typeof IMAGE_AREAS)[number]

/** What a signed-in user may upload for themself through `POST /api/me/images`. */
export const ME_IMAGE_PURPOSES = ['avatar', 'gallery', 'document'] as const
export type MeImagePurpose = (typeof ME_IMAGE_PURPOSES)[number]

export * from './image-sizes.ts'

/**
 * Upload limits (SECURITY.md "Uploads"). The spec allows PNGs up to 150 MB (LIMITS.pngMaxBytes, the
 * global multipart ceiling); every image purpose we have is far smaller, so uploads are refused at
 * 10 MB while the body streams in, and decoding stops at 40 megapixels.
 */
export const UPLOAD_LIMITS = {
  imageMaxBytes: 10 * 1024 * 1024,
  imageMaxPixels: 40_000_000,
} as const

/** Image library page size (spec §7 `{area}/images?page=n`). */
export const IMAGES_PER_PAGE = 12

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const

export const ImagePageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(100_000, { error: 'validation.invalid' })
    .default(1),
})

export const SetAvatarSchema = z.object({
  imageId: z.uuid({ error: 'validation.required' }),
})
export type SetAvatarInput = z.infer<typeof SetAvatarSchema>
