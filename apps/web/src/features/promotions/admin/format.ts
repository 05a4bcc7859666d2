import { formatDate, formatDateTime } from '@galera/shared/format/date.ts'
import type { Locale } from '@galera/shared/constants.ts'

/** A São Paulo calendar day (`YYYY-MM-DD`) as the user reads it. */
export const formatDay = (day: string, locale: Locale) =>
  formatDate(`${day}T12:00:00Z`, locale === 'en' ? 'en' : 'pt-BR', 'UTC')

/** An instant in São Paulo wall time. */
export const formatInstant = (iso: string, locale: Locale) =>
  formatDateTime(iso, locale === 'en' ? 'en' : 'pt-BR')
