import { intlFormatter } from './intl-cache.ts'

/**
 * Numbers in the reader's language ("1.234,5" / "1,234.5"), through one cached `Intl.NumberFormat`
 * per language and way (intl-cache.ts), as `date.ts` does for dates.
 */
/** The few ways the app writes a number; each is one cached formatter per language. */
const WAYS = {
  /** A count or amount as is: "1.234" / "1,234". */
  plain: {},
  /** Up to one decimal: "7,5" / "7.5" (hours). */
  oneDecimal: { maximumFractionDigits: 1 },
  /** Up to two decimals: "9,75" / "9.75" (a fee's percentage, from basis points). */
  twoDecimals: { maximumFractionDigits: 2 },
  /** A 0–1 share as a whole percentage: "87%". */
  percent: { style: 'percent', maximumFractionDigits: 0 },
} as const satisfies Record<string, Intl.NumberFormatOptions>

export type NumberWay = keyof typeof WAYS

export function formatNumber(value: number, locale: string, way: NumberWay = 'plain'): string {
  return intlFormatter(
    `number|${locale}|${way}`,
    () => new Intl.NumberFormat(locale, WAYS[way]),
  ).format(value)
}
