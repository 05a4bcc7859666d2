import type { AdPosition } from './promotion.dto.ts'

/* Free of zod: the home page (entry chunk) sizes its slide placeholders from it (ADR 0050). */

export const AD_DEVICES = ['desktop', 'mobile'] as const
export type AdDevice = (typeof AD_DEVICES)[number]

/**
 * Art of a slide: exact pixel size and maximum kilobytes per position and device (spec §5
 * "must respect given pixel size and max kbytes"). Mobile art is twice the 390 px screen.
 */
export const AD_ART_SPECS: Record<
  AdPosition,
  Record<AdDevice, { width: number; height: number; maxKb: number }>
> = {
  top: {
    desktop: { width: 1280, height: 400, maxKb: 400 },
    mobile: { width: 780, height: 600, maxKb: 250 },
  },
  bottom: {
    desktop: { width: 1280, height: 240, maxKb: 300 },
    mobile: { width: 780, height: 390, maxKb: 200 },
  },
}
