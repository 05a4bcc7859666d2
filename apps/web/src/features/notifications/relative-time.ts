const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
]

/** Under this many seconds a notice reads "agora" / "now": seconds are noise in a list. */
const NOW_SECONDS = 45

/** "há 5 minutos" / "5 minutes ago", from an ISO time. */
export function relativeTime(iso: string, locale: string, now = Date.now()): string {
  let value = (Date.parse(iso) - now) / 1000
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  if (Math.abs(value) < NOW_SECONDS) return format.format(0, 'second')
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit)
    value /= size
  }
  return format.format(Math.round(value), 'year')
}
