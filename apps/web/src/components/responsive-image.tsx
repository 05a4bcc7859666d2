import type { ImgHTMLAttributes } from 'react'
import { preload } from 'react-dom'
import { IMAGE_SIZE_PX } from '@galera/shared/media/image-sizes.ts'
import classes from './responsive-image.module.css'

/**
 * The one way the app shows an uploaded image (ADR 0050, docs/style.md "Images"): `srcset` from the
 * three stored WebP sizes, `width`/`height` so the browser reserves the box before the bytes come,
 * lazy and async-decoded below the fold, and the first screen's largest image (`priority`)
 * preloaded with high fetch priority instead.
 */

/** The stored variants of an image, as the API sends them, with the large variant's size. */
export interface ImageVariants {
  thumb: string
  medium: string
  large: string
  /** Pixel size of the `large` variant (= the upload, at most 1600 px on its longer side). */
  width?: number | null
  height?: number | null
}

type Size = keyof typeof IMAGE_SIZE_PX

/**
 * Width of each stored variant: every size was made by fitting the upload inside a square of
 * `IMAGE_SIZE_PX` (never enlarged), so the large variant's size gives the others.
 */
export function variantWidth(size: Size, width: number, height: number): number {
  const scale = Math.min(1, IMAGE_SIZE_PX[size] / Math.max(width, height))
  return Math.max(1, Math.round(width * scale))
}

/** `srcset` of the three variants; without a known size, the box each was fitted into. */
export function imageSrcSet(image: ImageVariants): string {
  const sizes: Size[] = ['thumb', 'medium', 'large']
  const known = image.width && image.height ? [image.width, image.height] : null
  const seen = new Set<number>()
  const parts: string[] = []
  for (const size of sizes) {
    const w = known ? variantWidth(size, known[0], known[1]) : IMAGE_SIZE_PX[size]
    // A small upload makes equal variants: one candidate per width.
    if (seen.has(w)) continue
    seen.add(w)
    parts.push(`${image[size]} ${w}w`)
  }
  return parts.join(', ')
}

type ImgProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'alt'
>

export interface ResponsiveImageProps extends ImgProps {
  /** The three variants, or one URL when the API gives a single size. */
  image: ImageVariants | string
  /** Empty for a decorative image (the text next to it names it). */
  alt: string
  /** How wide it shows, e.g. `(max-width: 48em) 50vw, 300px`: picks the variant. */
  sizes?: string
  /** Intrinsic size when `image` does not carry it (a single URL, or a fixed box). */
  width?: number
  height?: number
  /** The first screen's largest image: eager, preloaded, high fetch priority. */
  priority?: boolean
}

export function ResponsiveImage({
  image,
  alt,
  sizes,
  width,
  height,
  priority = false,
  className,
  ...rest
}: ResponsiveImageProps) {
  const variants = typeof image === 'string' ? null : image
  const src = variants ? variants.medium : (image as string)
  const srcSet = variants ? imageSrcSet(variants) : undefined
  const sizesAttr = srcSet ? (sizes ?? '100vw') : undefined
  const w = width ?? variants?.width ?? undefined
  const h = height ?? variants?.height ?? undefined
  if (priority)
    // React puts it in the head (server render) or adds it once (browser).
    preload(src, {
      as: 'image',
      fetchPriority: 'high',
      ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizesAttr } : {}),
    })
  return (
    <img
      {...rest}
      className={className ? `${classes.image} ${className}` : classes.image}
      src={src}
      srcSet={srcSet}
      sizes={sizesAttr}
      alt={alt}
      width={w}
      height={h}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
