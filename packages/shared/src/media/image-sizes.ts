/*
 * The stored sizes of every uploaded image. Free of zod on purpose: the web's responsive image
 * component (on every public page) reads it (ADR 0050).
 */

export const IMAGE_SIZES = ['thumb', 'medium', 'large'] as const
export type ImageSize = (typeof IMAGE_SIZES)[number]

/** Longest side in pixels of each stored WebP variant (never upscaled). */
export const IMAGE_SIZE_PX: Record<ImageSize, number> = { thumb: 200, medium: 800, large: 1600 }
