import {
  parseVideoUrl,
  type GalleryItemDto,
  type GalleryKind,
} from '@galera/shared/promoters/promoter.schemas.ts'

/**
 * Mapping helpers shared by the promoter panel, the public profile, search and admin. Image URLs
 * are built from the stored variant keys exactly like the image library (`/files/<key>`).
 */
export interface GalleryRow {
  id: string
  kind: string
  isCover: boolean
  position: number
  videoUrl: string | null
  imageVariants: Record<string, string> | null
  imageWidth: number | null
  imageHeight: number | null
}

export function fileUrl(variants: Record<string, string> | null | undefined, size: string) {
  if (!variants) return null
  const key = variants[size] ?? variants.large ?? variants.medium ?? variants.thumb
  return key ? `/files/${key}` : null
}

export function galleryItemDto(row: GalleryRow): GalleryItemDto {
  const video = row.kind === 'video' && row.videoUrl ? parseVideoUrl(row.videoUrl) : null
  return {
    id: row.id,
    kind: row.kind as GalleryKind,
    isCover: row.isCover,
    position: row.position,
    image:
      row.kind === 'image' && row.imageVariants
        ? {
            thumb: fileUrl(row.imageVariants, 'thumb')!,
            medium: fileUrl(row.imageVariants, 'medium')!,
            large: fileUrl(row.imageVariants, 'large')!,
            width: row.imageWidth ?? 0,
            height: row.imageHeight ?? 0,
          }
        : null,
    video:
      video && row.videoUrl
        ? { url: row.videoUrl, embedUrl: video.embedUrl, provider: video.provider }
        : null,
  }
}

/** "Maria da Silva" → "Maria S." — how a rater appears on a public page. */
export function publicShortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean)
  if (parts.length <= 1) return parts[0] ?? ''
  const last = parts[parts.length - 1]
  return `${parts[0]} ${last[0]!.toUpperCase()}.`
}
