import { describe, expect, it } from 'vitest'
import { busySeconds, describeBusy } from './cpu-time.ts'

describe('busySeconds', () => {
  it('adds user, nice, system, irq and softirq of the aggregate line, not idle, iowait or steal', () => {
    const stat = [
      'cpu  1000 20 300 90000 400 5 75 600 0 0',
      'cpu0 500 10 150 45000 200 3 40 300 0 0',
      'intr 123',
    ].join('\n')
    expect(busySeconds(stat)).toBe(14)
    expect(busySeconds(stat, 1000)).toBe(1.4)
  })

  it('refuses a text without the aggregate line', () => {
    expect(() => busySeconds('cpu0 1 2 3 4 5 6 7')).toThrow(/aggregate/)
  })
})

describe('describeBusy', () => {
  it('says the busy time against what the cores could give in that wall time', () => {
    expect(describeBusy(1234.4, 700, 2)).toBe('1,234 CPU-s busy of 1,400 (88 %)')
    expect(describeBusy(0, 0, 2)).toBe('0 CPU-s busy of 0 (0 %)')
  })
})
