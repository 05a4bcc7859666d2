/**
 * Fee arithmetic (ARCHITECTURE.md "Data rules"): integer centavos, the fee rounded once on the
 * total (half up), the provider part rounded once, the platform part = fee − provider part, so
 * gross = provider + platform + net exactly, for every value.
 */
import { formatNumber } from '../format/number.ts'

export interface FeeRates {
  /** Payment provider's part, basis points (300 = 3%). */
  providerBps: number
  /** Platform's part, basis points (700 = 7%). */
  platformBps: number
}

export interface FeeBreakdown {
  grossCents: number
  providerFeeCents: number
  platformFeeCents: number
  netCents: number
}

/** Half-up rounding of cents × bps / 10 000 without floating point error (cents ≤ 10¹¹). */
function partOf(cents: number, bps: number): number {
  return Math.floor((cents * bps + 5_000) / 10_000)
}

export function computeFee(grossCents: number, rates: FeeRates): FeeBreakdown {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) throw new RangeError('grossCents')
  const fee = partOf(grossCents, rates.providerBps + rates.platformBps)
  const provider = Math.min(partOf(grossCents, rates.providerBps), fee)
  return {
    grossCents,
    providerFeeCents: provider,
    platformFeeCents: fee - provider,
    netCents: grossCents - fee,
  }
}

/** "10%", "9,8%" in the reader's language. */
export function formatBps(bps: number, locale: 'pt-BR' | 'en' = 'pt-BR'): string {
  return `${formatNumber(bps / 100, locale, 'twoDecimals')}%`
}
