import { intlFormatter } from './intl-cache.ts'

/** Dates are stored in UTC and shown in the venue's zone; São Paulo unless the event says otherwise. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo'

export type AppLocale = 'pt-BR' | 'en'

/**
 * The one place that decides how each language writes a date (ADR 0031). English reads dates
 * day-first with a 24-hour clock (British usage: 21/11/2026, 23:30), the order the forms ask for
 * (DD/MM/YYYY) and every Brazilian document uses, so no screen mixes 03/04 read two ways.
 */
const INTL_LOCALE: Record<AppLocale, string> = { 'pt-BR': 'pt-BR', en: 'en-GB' }

const DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' }
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }

/** The ways a date is written here, each one set of Intl options. */
const PARTS = {
  date: DATE,
  dateTime: { ...DATE, ...TIME },
  monthYear: { month: 'long', year: 'numeric' },
  medium: { dateStyle: 'medium' },
  weekdayLong: { weekday: 'long' },
  weekdayShort: { weekday: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

function format(
  value: Date | string,
  locale: AppLocale,
  timeZone: string,
  parts: keyof typeof PARTS,
) {
  const intlLocale = INTL_LOCALE[locale] ?? 'pt-BR'
  // One formatter per language, zone and way (intl-cache.ts).
  const formatter = intlFormatter(
    `date|${intlLocale}|${timeZone}|${parts}`,
    () => new Intl.DateTimeFormat(intlLocale, { timeZone, ...PARTS[parts] }),
  )
  return formatter.format(new Date(value))
}

/** A stored day (`2026-11-21`) or an instant; a bare day is read as that calendar day. */
function instant(value: Date | string): { at: Date | string; zone?: string } {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? { at: `${value}T12:00:00Z`, zone: 'UTC' }
    : { at: value }
}

export function formatDate(
  value: Date | string,
  locale: AppLocale = 'pt-BR',
  timeZone = DEFAULT_TIME_ZONE,
): string {
  const { at, zone } = instant(value)
  return format(at, locale, zone ?? timeZone, 'date')
}

export function formatDateTime(
  value: Date | string,
  locale: AppLocale = 'pt-BR',
  timeZone = DEFAULT_TIME_ZONE,
): string {
  return format(value, locale, timeZone, 'dateTime')
}

/** "novembro de 2026" / "November 2026". */
export function formatMonthYear(
  value: Date | string,
  locale: AppLocale = 'pt-BR',
  timeZone = DEFAULT_TIME_ZONE,
): string {
  const { at, zone } = instant(value)
  return format(at, locale, zone ?? timeZone, 'monthYear')
}

/** "21 de nov. de 2026" / "21 Nov 2026": a date written out, day first in both languages. */
export function formatDateMedium(
  value: Date | string,
  locale: AppLocale = 'pt-BR',
  timeZone = DEFAULT_TIME_ZONE,
): string {
  const { at, zone } = instant(value)
  return format(at, locale, zone ?? timeZone, 'medium')
}

/**
 * A zone as a person reads it, not its IANA id: "Horário Padrão de Brasília" / "Brasilia Standard
 * Time" (the name in force `at`, the event's start). The id itself if the runtime has no name.
 */
export function formatTimeZone(
  timeZone: string,
  locale: AppLocale = 'pt-BR',
  at: Date | string = new Date(),
): string {
  const intlLocale = INTL_LOCALE[locale] ?? 'pt-BR'
  try {
    const formatter = intlFormatter(
      `zone|${intlLocale}|${timeZone}`,
      () => new Intl.DateTimeFormat(intlLocale, { timeZone, timeZoneName: 'longGeneric' }),
    )
    const name = formatter.formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')
    return name?.value ?? timeZone
  } catch {
    return timeZone
  }
}

/** The name of a weekday, 0 = Sunday: "domingo" / "Sunday" ("dom." / "Sun" when short). */
export function formatWeekday(
  weekday: number,
  locale: AppLocale = 'pt-BR',
  width: 'long' | 'short' = 'long',
): string {
  // 2026-11-01 is a Sunday.
  const parts = width === 'long' ? 'weekdayLong' : 'weekdayShort'
  return format(new Date(Date.UTC(2026, 10, 1 + weekday, 12)), locale, 'UTC', parts)
}

/** Today's date (`AAAA-MM-DD`) in Brazil's main time zone, for age and "not in the future" rules. */
// Building an Intl formatter costs ~0.3 ms: one for the whole process.
const BRAZIL_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

export function todayInBrazil(now: Date): string {
  return BRAZIL_DAY.format(now)
}
