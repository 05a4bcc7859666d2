import { z } from './zod-setup.ts'
import { msg } from './messages.ts'
import { FILTER_QUANTITY_MAX, FILTER_QUANTITY_MIN, isIsoDay } from './list-filter-values.ts'

/**
 * The period and quantity filters of the lists (spec §5: "Filter date 'from' must not exceed
 * 'to'. Quantity filter 1 to 100000 (default means no filter)"; ADR 0036). One piece for every
 * list: the API parses its query string with it and the web checks the filter form with it, so a
 * refused filter reads the same message on both sides. Which date each list filters on is the
 * list's business (ADR 0036); here a period is two calendar days, both included.
 */

// Zod-free, in list-filter-values.ts: screens that only read filters from the URL use it (ADR 0050).
export { FILTER_QUANTITY_MAX, FILTER_QUANTITY_MIN, isIsoDay } from './list-filter-values.ts'

/** An empty query value (`?from=`) is no filter. */
const emptyIsNone = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

const Day = z
  .string({ error: 'validation.invalidDate' })
  .trim()
  .refine(isIsoDay, { error: 'validation.invalidDate' })

export const PeriodFilterShape = {
  from: z.preprocess(emptyIsNone, Day.optional()),
  to: z.preprocess(emptyIsNone, Day.optional()),
}

export const QuantityFilterShape = {
  quantity: z.preprocess(
    emptyIsNone,
    z.coerce
      .number({ error: 'validation.invalidNumber' })
      .int({ error: 'validation.invalidNumber' })
      .min(FILTER_QUANTITY_MIN, {
        error: msg('validation.minValue', { min: FILTER_QUANTITY_MIN }),
      })
      .max(FILTER_QUANTITY_MAX, {
        error: msg('validation.maxValue', { max: FILTER_QUANTITY_MAX }),
      })
      .optional(),
  ),
}

export interface PeriodFilter {
  from?: string
  to?: string
}

/** The refinement every list with a period adds: 'from' after 'to' is refused, on `from`. */
export function periodInOrder(v: PeriodFilter, ctx: z.RefinementCtx): void {
  if (v.from && v.to && v.from > v.to)
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'validation.periodFromAfterTo' })
}

/** The filter form's own schema (web): the same rules as the lists' query strings. */
export const PeriodFilterSchema = z.object(PeriodFilterShape).superRefine(periodInOrder)
export const PeriodQuantityFilterSchema = z
  .object({ ...PeriodFilterShape, ...QuantityFilterShape })
  .superRefine(periodInOrder)
export type PeriodQuantityFilter = z.output<typeof PeriodQuantityFilterSchema>
