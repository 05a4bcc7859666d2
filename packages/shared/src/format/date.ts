/** Dates are stored in UTC and shown in the venue's zone; São Paulo unless the event says otherwise. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo'

export type AppLocale = 'pt-BR' | 'en'

const DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' }
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' }

function format(
  value: Date | string,
  locale: AppLocale,
  timeZone: string,
  parts: Intl.DateTimeFormatOptions,
) {
  return new Intl.DateTimeFormat(locale, { timeZone, ...parts }).format(new Date(value))
}

export function formatDate(
  value: Date | string,
  locale: AppLocale = 'pt-BR',
  timeZone = DEFAULT_TIME_ZONE,
): string {
  return format(value, locale, timeZone, DATE)
}

export function formatDateTime(
  value: Date | string,
  locale: AppLocale = 'pt-BR',
  timeZone = DEFAULT_TIME_ZONE,
): string {
  return format(value, locale, timeZone, { ...DATE, ...TIME })
}
