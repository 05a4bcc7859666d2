import { describe, expect, it } from 'vitest'
import { LIMITS } from '../constants.ts'
import { computeFee, formatBps, type FeeRates } from './fees.ts'

/**
 * ARCHITECTURE.md "Data rules": the fee is rounded once on the total, the provider part once, and
 * the parts add up exactly, for every cachê from R$ 0,01 to R$ 1.000.000,00 (ADR 0019).
 */
const SCHEDULES: Array<[string, FeeRates]> = [
  ['10% = 3% + 7%', LIMITS.defaultFee],
  ['9,8% = 2,8% + 7%', LIMITS.alternativeFee],
]
const MAX = LIMITS.jobCashMaxCents // R$ 1.000.000,00

/** Every cent up to R$ 2.000,00, then a prime stride across the range, plus seeded randoms. */
function* samples(): Generator<number> {
  for (let c = 1; c <= 200_000; c++) yield c
  for (let c = 200_001; c <= MAX; c += 997) yield c
  let seed = 20_261_122
  for (let i = 0; i < 200_000; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    yield 1 + (seed % MAX)
  }
  // Edges: the limits, round reais, and the values whose exact fee ends in half a cent.
  yield* [1, 2, 4, 5, 6, 9, 10, 49, 50, 51, 99, 100, 101, 4_999, 5_000, 5_001, MAX - 1, MAX]
  for (let c = 50; c <= MAX; c *= 10) yield* [c - 1, c, c + 1]
}

/** |part − cents × bps / 10 000| ≤ ½ cent, in integers (no floating point). */
function withinHalfCent(part: number, cents: number, bps: number): boolean {
  return Math.abs(part * 20_000 - cents * bps * 2) <= 10_000
}

describe.each(SCHEDULES)('computeFee with %s', (_name, rates) => {
  const total = rates.providerBps + rates.platformBps

  it('parts ≥ 0 that add up exactly, each rounded within half a cent', () => {
    let checked = 0
    const bad: number[] = []
    for (const cents of samples()) {
      const f = computeFee(cents, rates)
      const fee = f.providerFeeCents + f.platformFeeCents
      const ok =
        Number.isInteger(f.providerFeeCents) &&
        Number.isInteger(f.platformFeeCents) &&
        Number.isInteger(f.netCents) &&
        f.providerFeeCents >= 0 &&
        f.platformFeeCents >= 0 &&
        f.netCents >= 0 &&
        f.grossCents === cents &&
        f.providerFeeCents + f.platformFeeCents + f.netCents === cents &&
        withinHalfCent(fee, cents, total) &&
        withinHalfCent(f.providerFeeCents, cents, rates.providerBps) &&
        // The platform part is the difference of two roundings: within one cent.
        Math.abs(f.platformFeeCents * 10_000 - cents * rates.platformBps) <= 10_000
      if (!ok && bad.length < 5) bad.push(cents)
      checked++
    }
    expect(bad).toEqual([])
    expect(checked).toBeGreaterThan(500_000)
  })

  it('rounds the half cent up, once, on the total', () => {
    // 5 cents × 10% = 0,5 → 1; 15 × 3% = 0,45 → 0.
    if (total === 1_000) {
      expect(computeFee(5, rates)).toEqual({
        grossCents: 5,
        providerFeeCents: 0,
        platformFeeCents: 1,
        netCents: 4,
      })
      expect(computeFee(4, rates).providerFeeCents + computeFee(4, rates).platformFeeCents).toBe(0)
      expect(computeFee(50_000, rates)).toEqual({
        grossCents: 50_000,
        providerFeeCents: 1_500,
        platformFeeCents: 3_500,
        netCents: 45_000,
      })
      expect(computeFee(MAX, rates).netCents).toBe(90_000_000)
    } else {
      // 9,8% of R$ 500,00 = R$ 49,00 (2,8% = R$ 14,00).
      expect(computeFee(50_000, rates)).toEqual({
        grossCents: 50_000,
        providerFeeCents: 1_400,
        platformFeeCents: 3_500,
        netCents: 45_100,
      })
      // 9,8% of 25 cents = 2,45 → 2; 2,8% = 0,7 → 1; platform 1.
      expect(computeFee(25, rates)).toEqual({
        grossCents: 25,
        providerFeeCents: 1,
        platformFeeCents: 1,
        netCents: 23,
      })
    }
  })
})

describe('computeFee guards', () => {
  it('refuses negative, fractional and unsafe amounts', () => {
    expect(() => computeFee(-1, LIMITS.defaultFee)).toThrow(RangeError)
    expect(() => computeFee(1.5, LIMITS.defaultFee)).toThrow(RangeError)
    expect(() => computeFee(Number.MAX_SAFE_INTEGER + 1, LIMITS.defaultFee)).toThrow(RangeError)
    expect(computeFee(0, LIMITS.defaultFee).netCents).toBe(0)
  })

  it('never lets the provider part exceed the total fee', () => {
    // Provider 0,5% + platform 0% rounds each part alike; with a zero platform they are equal.
    for (let c = 1; c < 10_000; c++) {
      const f = computeFee(c, { providerBps: 50, platformBps: 0 })
      expect(f.platformFeeCents).toBe(0)
    }
  })
})

describe('formatBps', () => {
  it('writes the rate in the reader language', () => {
    expect(formatBps(1_000)).toBe('10%')
    expect(formatBps(980)).toBe('9,8%')
    expect(formatBps(980, 'en')).toBe('9.8%')
    expect(formatBps(280)).toBe('2,8%')
  })
})
