import { dayTimesOn, type DayTime } from '@galera/shared/promoters/availability.ts'

/** Calendar helpers on plain `YYYY-MM-DD` strings (no time zone can shift a day). */
export interface MonthRef {
  year: number
  /** 1–12 */
  month: number
}

const pad = (n: number) => String(n).padStart(2, '0')
export const isoDay = (year: number, month: number, day: number) =>
  `${year}-${pad(month)}-${pad(day)}`

export function monthOf(day: string): MonthRef {
  const [year, month] = day.split('-').map(Number)
  return { year, month }
}

export function shiftMonth(ref: MonthRef, by: number): MonthRef {
  const index = ref.year * 12 + (ref.month - 1) + by
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

export function compareMonths(a: MonthRef, b: MonthRef): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month)
}

/** `day` + n months, clamped to the month's last day (same rule as the API). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number)
  const target = shiftMonth({ year: y, month: m }, months)
  const last = new Date(Date.UTC(target.year, target.month, 0)).getUTCDate()
  return isoDay(target.year, target.month, Math.min(d, last))
}

/** Weeks of a month, Sunday first; days outside the month are null. */
export function monthWeeks({ year, month }: MonthRef): (string | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay()
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const cells: (string | null)[] = Array.from({ length: first }, () => null)
  for (let d = 1; d <= length; d++) cells.push(isoDay(year, month, d))
  while (cells.length % 7) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

export type DayState =
  | { kind: 'outside' }
  | { kind: 'blocked' }
  | { kind: 'unavailable' }
  | { kind: 'available'; times: DayTime[] }

/** What the public calendar shows for a day between `today` and `until` (inclusive). */
export function dayState(
  day: string,
  range: { today: string; until: string },
  mask: number,
  blocked: ReadonlySet<string>,
): DayState {
  if (day < range.today || day > range.until) return { kind: 'outside' }
  if (blocked.has(day)) return { kind: 'blocked' }
  const times = dayTimesOn(mask, day, blocked)
  return times.length ? { kind: 'available', times } : { kind: 'unavailable' }
}
