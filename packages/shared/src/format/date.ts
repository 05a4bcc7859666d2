/** Dates are stored in UTC and shown in the venue's zone; São Paulo unless the event says otherwise. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo'

export type AppLocale = 'pt-BR' | 'en'

export function formatDate(
  value: Date | string,
  locale: AppLocale = 'pt-BR',
  timeZone = DEFAULT_TIME_ZONE,
): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(value))
}

export function formatDateTime(
  value: Date | string,
  locale: AppLocale = 'pt-BR',
  timeZone = DEFAULT_TIME_ZONE,
): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(value))
}
