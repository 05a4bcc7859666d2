import { describe, expect, it } from 'vitest'
import { countdownText } from './countdown.tsx'

describe('countdown', () => {
  it('formats countdowns with seconds only in the last hour', () => {
    expect(countdownText(2 * 86_400_000 + 3 * 3_600_000 + 5 * 60_000)).toBe('2 d 3 h 5 min')
    expect(countdownText(5 * 3_600_000)).toBe('5 h 0 min')
    expect(countdownText(61_000)).toBe('1 min 01 s')
  })
})
