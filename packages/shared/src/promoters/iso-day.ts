import { z } from '../validation/zod-setup.ts'

/** A calendar day `YYYY-MM-DD` that exists (search's "available on", blocked days). */
export const IsoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalidDate' })
  .refine(
    (v) => {
      // `new Date('2026-02-30')` rolls over to 2 March: the day must survive the round trip.
      const d = new Date(`${v}T00:00:00Z`)
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
    },
    { error: 'validation.invalidDate' },
  )
