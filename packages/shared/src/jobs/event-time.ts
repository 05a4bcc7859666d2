/**
 * Event dates and hours are typed in the venue's local time; rules and the database use UTC
 * instants. Brazil has four mainland zones; the venue's UF picks one (Noronha is part of PE but
 * rare enough to use Recife's zone). No dependency: Intl gives the zone's offset.
 */
export const UF_TIME_ZONES: Record<string, string> = {
  AC: 'America/Rio_Branco',
  AM: 'America/Manaus',
  RR: 'America/Boa_Vista',
  RO: 'America/Porto_Velho',
  MT: 'America/Cuiaba',
  MS: 'America/Campo_Grande',
}

export function timeZoneOfUf(uf: string): string {
  return UF_TIME_ZONES[uf] ?? 'America/Sao_Paulo'
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>()

/** Offset of `timeZone` at `instant`, in minutes east of UTC (São Paulo: −180). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  let f = offsetFormatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    offsetFormatters.set(timeZone, f)
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]))
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second)
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000)
}

/** The UTC instant of a wall-clock `YYYY-MM-DD` + `HH:MM` in `timeZone`. */
export function zonedToUtc(day: string, hour: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number)
  const [hh, mm] = hour.split(':').map(Number)
  const wall = Date.UTC(y, m - 1, d, hh, mm)
  let guess = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000
  // A second pass settles instants next to an offset change.
  guess = wall - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000
  return new Date(guess)
}

/** Whole calendar days from `a` to `b` (`YYYY-MM-DD`), b − a. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
}

function minutesOf(hour: string): number {
  const [hh, mm] = hour.split(':').map(Number)
  return hh * 60 + mm
}

export interface EventWindow {
  startsAt: Date
  endsAt: Date
  timeZone: string
  /** Paid hours: one day → the span; several days → daily window × days (ADR 0019). */
  workHours: number
  /** Calendar days the event touches, in the venue's zone. */
  days: string[]
}

/**
 * The booking of an event typed as start/finish date and start/finish hour: from the first day's
 * start hour to the last day's finish hour (the promoter is booked throughout).
 */
export function eventWindow(input: {
  startDate: string
  finishDate: string
  startHour: string
  finishHour: string
  uf: string
}): EventWindow {
  const timeZone = timeZoneOfUf(input.uf)
  const startsAt = zonedToUtc(input.startDate, input.startHour, timeZone)
  const endsAt = zonedToUtc(input.finishDate, input.finishHour, timeZone)
  const dayCount = daysBetween(input.startDate, input.finishDate) + 1
  const spanHours = (endsAt.getTime() - startsAt.getTime()) / 3_600_000
  const daily = (minutesOf(input.finishHour) - minutesOf(input.startHour)) / 60
  const workHours = dayCount <= 1 || daily <= 0 ? spanHours : daily * dayCount
  const days = Array.from({ length: Math.max(dayCount, 0) }, (_, i) => addDays(input.startDate, i))
  return { startsAt, endsAt, timeZone, workHours: Math.round(workHours * 100) / 100, days }
}

/** The day times (morning 06–12, afternoon 12–18, night 18–06) an hour range touches on a day. */
export function dayTimesTouched(startHour: string, finishHour: string): Array<0 | 1 | 2> {
  const s = minutesOf(startHour)
  let f = minutesOf(finishHour)
  if (f <= s) f += 24 * 60
  const touched = new Set<0 | 1 | 2>()
  for (let t = s; t < f; t += 30) {
    const h = Math.floor(t / 60) % 24
    touched.add(h >= 6 && h < 12 ? 0 : h >= 12 && h < 18 ? 1 : 2)
  }
  return [...touched].sort()
}
