import { z } from '../validation/zod-setup.ts'
import { msg } from '../validation/messages.ts'
import { WEEKLY_MASK_MAX } from './availability.ts'
import { GALLERY_MAX_ITEMS } from './promoter.dto.ts'
import { IsoDay } from './iso-day.ts'

/** `GET /api/public/ratings/{userId}?page=n`. */
export const RatingsPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'validation.invalidNumber' })
    .int({ error: 'validation.invalidNumber' })
    .min(1, { error: msg('validation.minValue', { min: 1 }) })
    .max(10_000, { error: msg('validation.maxValue', { max: 10_000 }) })
    .default(1),
})

/* ───────────────────────── promoter panel (/api/promoter/…) ───────────────────────── */

export const AddGalleryImageSchema = z.object({ imageId: z.uuid({ error: 'validation.required' }) })

/** YouTube or Vimeo links only (ADR 0014): the embed is built by us, never user HTML. */
export function parseVideoUrl(
  raw: string,
): { provider: 'youtube' | 'vimeo'; id: string; embedUrl: string } | null {
  let u: URL
  try {
    u = new URL(raw.trim())
  } catch {
    return null
  }
  if (u.protocol !== 'https:') return null
  const host = u.hostname.replace(/^www\.|^m\./, '')
  let id: string | null = null
  if (host === 'youtube.com') {
    id = u.pathname === '/watch' ? u.searchParams.get('v') : null
    if (!id) {
      const m = /^\/(?:shorts|embed)\/([\w-]{11})$/.exec(u.pathname)
      id = m ? m[1] : null
    }
  } else if (host === 'youtu.be') {
    id = u.pathname.slice(1)
  }
  if (id !== null) {
    return /^[\w-]{11}$/.test(id)
      ? { provider: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` }
      : null
  }
  if (host === 'vimeo.com') {
    const m = /^\/(\d{6,12})$/.exec(u.pathname)
    return m
      ? { provider: 'vimeo', id: m[1], embedUrl: `https://player.vimeo.com/video/${m[1]}` }
      : null
  }
  return null
}

export const AddGalleryVideoSchema = z.object({
  videoUrl: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(300, { error: msg('validation.maxChars', { max: 300 }) })
    .refine((v) => parseVideoUrl(v) !== null, { error: 'validation.invalidVideoUrl' }),
})

/** The whole gallery order, first to last (every current item exactly once). */
export const ReorderGallerySchema = z.object({
  ids: z
    .array(z.uuid({ error: 'validation.invalidOption' }))
    .min(1, { error: 'validation.required' })
    .max(GALLERY_MAX_ITEMS, { error: msg('validation.maxItems', { max: GALLERY_MAX_ITEMS }) })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalidOption' }),
})

/** Blocked days are kept up to a year ahead. */
export const BLOCKED_DATES_MAX = 366

/** `PUT /api/promoter/schedule`: the whole weekly pattern and the blocked days. */
export const ScheduleSchema = z.object({
  weeklyMask: z
    .number({ error: 'validation.invalidNumber' })
    .int({ error: 'validation.invalidNumber' })
    .min(0, { error: 'validation.invalidNumber' })
    .max(WEEKLY_MASK_MAX, { error: 'validation.invalidNumber' }),
  blockedDates: z
    .array(IsoDay)
    .max(BLOCKED_DATES_MAX, { error: msg('validation.maxItems', { max: BLOCKED_DATES_MAX }) })
    .transform((days) => [...new Set(days)].sort()),
})
export type ScheduleInput = z.output<typeof ScheduleSchema>
