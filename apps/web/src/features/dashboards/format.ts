import type { TFunction } from 'i18next'
import { formatNumber } from '@galera/shared/format/number.ts'

/** "45 min", "3 h 20 min", "2 d 4 h": a median answer time in minutes, rounded to the minute. */
export function formatMinutes(minutes: number, t: TFunction): string {
  const m = Math.max(0, Math.round(minutes))
  if (m < 60) return t('dashboards.supplier.minutes', { count: m })
  if (m < 24 * 60)
    return t('dashboards.supplier.hours', { hours: Math.floor(m / 60), minutes: m % 60 })
  const hours = Math.floor(m / 60)
  return t('dashboards.supplier.days', { days: Math.floor(hours / 24), hours: hours % 24 })
}

/** "87%" from a 0–1 share. */
export function formatShare(share: number, locale: string): string {
  return formatNumber(share, locale, 'percent')
}
