import { describe, expect, it } from 'vitest'
import { slotBit } from '@galera/shared/promoters/availability.ts'
import { addMonths, dayState, monthWeeks, shiftMonth } from './calendar.ts'

describe('public availability calendar', () => {
  it('lays a month out in Sunday-first weeks', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = monthWeeks({ year: 2026, month: 11 })
    expect(weeks).toHaveLength(5)
    expect(weeks[0][0]).toBe('2026-11-01')
    expect(weeks[4].slice(0, 2)).toEqual(['2026-11-29', '2026-11-30'])
    expect(weeks[4][2]).toBeNull()
    // February 2027 starts on a Monday.
    const feb = monthWeeks({ year: 2027, month: 2 })
    expect(feb[0][0]).toBeNull()
    expect(feb[0][1]).toBe('2027-02-01')
    expect(feb.flat().filter(Boolean)).toHaveLength(28)
  })

  it('moves across years and clamps month ends', () => {
    expect(shiftMonth({ year: 2026, month: 11 }, 3)).toEqual({ year: 2027, month: 2 })
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 })
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28')
  })

  it('tells available, blocked, not working and out-of-range days apart', () => {
    // Sundays: morning and night; Mondays: nothing.
    const mask = slotBit(0, 'morning') | slotBit(0, 'night')
    const range = { today: '2026-11-22', until: '2027-05-22' }
    const blocked = new Set(['2026-11-29'])
    expect(dayState('2026-11-22', range, mask, blocked)).toEqual({
      kind: 'available',
      times: ['morning', 'night'],
    })
    expect(dayState('2026-11-29', range, mask, blocked)).toEqual({ kind: 'blocked' })
    expect(dayState('2026-11-23', range, mask, blocked)).toEqual({ kind: 'unavailable' })
    expect(dayState('2026-11-15', range, mask, blocked)).toEqual({ kind: 'outside' })
    expect(dayState('2027-05-23', range, mask, blocked)).toEqual({ kind: 'outside' })
  })
})
