import { describe, expect, it } from 'vitest'
import {
  addDays,
  dayTimesTouched,
  daysBetween,
  eventWindow,
  timeZoneOfUf,
  zonedToUtc,
  zoneOffsetMinutes,
} from './event-time.ts'
import { checkEventTiming } from './job.schemas.ts'

describe('time zones of the venue', () => {
  it('maps the UF to its zone; São Paulo for the rest', () => {
    expect(timeZoneOfUf('SP')).toBe('America/Sao_Paulo')
    expect(timeZoneOfUf('BA')).toBe('America/Sao_Paulo')
    expect(timeZoneOfUf('PE')).toBe('America/Sao_Paulo')
    expect(timeZoneOfUf('AM')).toBe('America/Manaus')
    expect(timeZoneOfUf('AC')).toBe('America/Rio_Branco')
    expect(timeZoneOfUf('MS')).toBe('America/Campo_Grande')
    expect(timeZoneOfUf('XX')).toBe('America/Sao_Paulo')
  })

  it('knows the offsets: −3 h, −4 h (Manaus), −5 h (Rio Branco)', () => {
    const at = new Date('2026-12-02T12:00:00Z')
    expect(zoneOffsetMinutes(at, 'America/Sao_Paulo')).toBe(-180)
    expect(zoneOffsetMinutes(at, 'America/Manaus')).toBe(-240)
    expect(zoneOffsetMinutes(at, 'America/Rio_Branco')).toBe(-300)
    expect(zoneOffsetMinutes(at, 'UTC')).toBe(0)
  })

  it('turns a wall-clock day and hour into the UTC instant', () => {
    expect(zonedToUtc('2026-12-02', '09:00', 'America/Sao_Paulo').toISOString()).toBe(
      '2026-12-02T12:00:00.000Z',
    )
    expect(zonedToUtc('2026-12-02', '23:30', 'America/Rio_Branco').toISOString()).toBe(
      '2026-12-03T04:30:00.000Z',
    )
    expect(zonedToUtc('2027-01-01', '00:00', 'America/Cuiaba').toISOString()).toBe(
      '2027-01-01T04:00:00.000Z',
    )
  })

  it('has no daylight saving in Brazil since 2019: summer and winter alike', () => {
    for (const day of ['2026-01-15', '2026-04-15', '2026-07-15', '2026-10-20', '2026-11-03']) {
      expect(zonedToUtc(day, '12:00', 'America/Sao_Paulo').toISOString()).toBe(
        `${day}T15:00:00.000Z`,
      )
    }
  })

  it('still handles a zone with DST next to the change (New York, 2026-03-08)', () => {
    expect(zonedToUtc('2026-03-07', '12:00', 'America/New_York').toISOString()).toBe(
      '2026-03-07T17:00:00.000Z',
    )
    expect(zonedToUtc('2026-03-08', '12:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T16:00:00.000Z',
    )
  })
})

describe('calendar days', () => {
  it('counts and adds days across months and years', () => {
    expect(daysBetween('2026-11-22', '2026-12-02')).toBe(10)
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1)
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2)
    expect(daysBetween('2026-12-02', '2026-12-01')).toBe(-1)
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })
})

describe('eventWindow', () => {
  it('one day: the span, in the venue zone', () => {
    const w = eventWindow({
      startDate: '2026-12-02',
      finishDate: '2026-12-02',
      startHour: '09:00',
      finishHour: '17:30',
      uf: 'BA',
    })
    expect(w).toEqual({
      startsAt: new Date('2026-12-02T12:00:00Z'),
      endsAt: new Date('2026-12-02T20:30:00Z'),
      timeZone: 'America/Sao_Paulo',
      workHours: 8.5,
      days: ['2026-12-02'],
    })
  })

  it('several days: booked throughout, paid the daily window × days', () => {
    const w = eventWindow({
      startDate: '2026-12-30',
      finishDate: '2027-01-02',
      startHour: '10:00',
      finishHour: '16:00',
      uf: 'AM',
    })
    expect(w.startsAt.toISOString()).toBe('2026-12-30T14:00:00.000Z')
    expect(w.endsAt.toISOString()).toBe('2027-01-02T20:00:00.000Z')
    expect(w.workHours).toBe(24)
    expect(w.days).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'])
  })

  it('overnight: finishing after midnight the next day is the span', () => {
    const w = eventWindow({
      startDate: '2026-12-31',
      finishDate: '2027-01-01',
      startHour: '22:00',
      finishHour: '04:00',
      uf: 'RJ',
    })
    expect(w.workHours).toBe(6)
    expect(w.days).toEqual(['2026-12-31', '2027-01-01'])
  })
})

describe('dayTimesTouched', () => {
  it('maps hours to morning (06–12), afternoon (12–18) and night (18–06)', () => {
    expect(dayTimesTouched('08:00', '11:30')).toEqual([0])
    expect(dayTimesTouched('08:00', '12:00')).toEqual([0])
    expect(dayTimesTouched('08:00', '12:30')).toEqual([0, 1])
    expect(dayTimesTouched('13:00', '18:00')).toEqual([1])
    expect(dayTimesTouched('17:30', '19:00')).toEqual([1, 2])
    expect(dayTimesTouched('22:00', '02:00')).toEqual([2])
    expect(dayTimesTouched('05:00', '07:00')).toEqual([0, 2])
    expect(dayTimesTouched('00:00', '23:59')).toEqual([0, 1, 2])
  })
})

describe('checkEventTiming', () => {
  const now = new Date('2026-11-22T12:00:00Z') // 09:00 in São Paulo
  const day = (d: string, h = '09:00') => ({
    startDate: d,
    finishDate: d,
    startHour: h,
    finishHour: '23:00',
  })
  it('wants a start in the future, in the venue zone', () => {
    expect(checkEventTiming(day('2026-11-22', '09:00'), 'SP', now)).toBe('hire.validation.past')
    expect(checkEventTiming(day('2026-11-22', '09:01'), 'SP', now)).toBeUndefined()
    // 08:30 in Manaus is 12:30 UTC: still ahead.
    expect(checkEventTiming(day('2026-11-22', '08:30'), 'AM', now)).toBeUndefined()
  })
  it('at most 24 months ahead', () => {
    expect(checkEventTiming(day('2028-11-22'), 'SP', now)).toBeUndefined()
    expect(checkEventTiming(day('2029-01-01'), 'SP', now)).toBe('hire.validation.tooFarAhead')
  })
})
