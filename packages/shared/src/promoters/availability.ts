import { OPTION_SETS, type OptionCode } from '../options/option-sets.ts'

/**
 * Weekly availability as one integer (stored in promoters.weekly_availability): bit
 * `weekday * 3 + dayTime`, weekday 0 = Sunday … 6 = Saturday, day times in OPTION_SETS.dayTimes
 * order (morning 0, afternoon 1, night 2). 21 bits; 0 = never available.
 */
export type DayTime = OptionCode<'dayTimes'>
export const DAY_TIMES = OPTION_SETS.dayTimes
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const
export const WEEKLY_MASK_MAX = 2 ** 21 - 1

export function slotBit(weekday: number, dayTime: DayTime): number {
  return 1 << (weekday * 3 + DAY_TIMES.indexOf(dayTime))
}

export function hasSlot(mask: number, weekday: number, dayTime: DayTime): boolean {
  return (mask & slotBit(weekday, dayTime)) !== 0
}

export function toggleSlot(mask: number, weekday: number, dayTime: DayTime): number {
  return mask ^ slotBit(weekday, dayTime)
}

/** Weekday (0 = Sunday) of a YYYY-MM-DD calendar date. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay()
}

/** Day times available on a calendar day: the weekly pattern, unless the day is blocked. */
export function dayTimesOn(mask: number, day: string, blocked: ReadonlySet<string>): DayTime[] {
  if (blocked.has(day)) return []
  const weekday = weekdayOf(day)
  return DAY_TIMES.filter((t) => hasSlot(mask, weekday, t))
}
