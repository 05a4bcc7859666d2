/*
 * The bounds and day format of the lists' period and quantity filters (ADR 0036), free of zod so
 * the web can read a filter from the URL without loading the validation library (ADR 0050).
 */

export const FILTER_QUANTITY_MIN = 1
export const FILTER_QUANTITY_MAX = 100_000

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day written `AAAA-MM-DD` (2026-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (y < 1900 || y > 2200) return false
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}
