import type { TFunction } from 'i18next'
import { AUDIT_ACTIONS, isAuditAction, type AuditChange } from '@galera/shared/admin/audit.ts'
import type { AuditEntry } from '@galera/shared/admin/admin.schemas.ts'
import { formatDate, formatDateTime } from '@galera/shared/format/date.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatBps } from '@galera/shared/jobs/fees.ts'
import { DAY_TIMES, WEEKDAYS, hasSlot } from '@galera/shared/promoters/availability.ts'
import type { Locale } from '@galera/shared/constants.ts'

/*
 * ADR 0037: an entry reads as a sentence in the reader's language. The words come from the
 * `audit` catalog through the shared `AUDIT_ACTIONS` list; a code not listed (an older entry)
 * reads as a generic sentence, never as the code.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const LONG_TEXT = 140

export function fieldLabel(field: string, t: TFunction): string {
  const key = `audit.fields.${field}`
  const label = t(key)
  return label === key ? t('audit.fields.other') : label
}

function statusLabel(value: string, t: TFunction): string {
  for (const key of [`audit.values.status.${value}`, `admin.roles.${value}`]) {
    const label = t(key)
    if (label !== key) return label
  }
  return value
}

/** A weekly availability pattern as words: "Monday: Morning, Night; Friday: Afternoon". */
function weeklyPattern(mask: number, t: TFunction): string {
  const days = WEEKDAYS.flatMap((day) => {
    const times = DAY_TIMES.filter((time) => hasSlot(mask, day, time))
    if (times.length === 0) return []
    const words = times.map((time) => t(`options.dayTimes.${time}`)).join(', ')
    return [`${t(`options.weekdays.${day}`)}: ${words}`]
  })
  return days.length === 0 ? t('audit.values.noHours') : days.join('; ')
}

/** One recorded value as words: money, percentages, dates, yes/no, counts; ids shortened. */
export function formatAuditValue(
  field: string,
  value: unknown,
  t: TFunction,
  locale: Locale,
): string {
  if (value === null || value === undefined || value === '') return t('audit.values.empty')
  if (typeof value === 'boolean') return t(value ? 'audit.values.yes' : 'audit.values.no')
  if (typeof value === 'number') {
    if (field === 'weeklyMask') return weeklyPattern(value, t)
    if (field.endsWith('Cents')) return formatBRL(value)
    if (field.endsWith('Bps')) return formatBps(value, locale)
    return String(value)
  }
  if (Array.isArray(value)) return t('audit.values.items', { count: value.length })
  if (typeof value === 'object') return t('audit.values.several')
  const text = String(value)
  if (field === 'status' || field === 'role') return statusLabel(text, t)
  if (ISO_DAY.test(text)) return formatDate(text, locale)
  if (ISO_INSTANT.test(text) && !Number.isNaN(Date.parse(text))) return formatDateTime(text, locale)
  if (UUID.test(text)) return `#${text.slice(0, 8)}`
  return text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT - 1)}…` : text
}

/** "E-mail: a@x.com → b@y.com"; a side the entry did not record is left out. */
export function changeLine(change: AuditChange, t: TFunction, locale: Locale): string {
  const field = fieldLabel(change.field, t)
  const hasOld = 'old' in change
  const hasNew = 'new' in change
  const old = formatAuditValue(change.field, change.old, t, locale)
  const next = formatAuditValue(change.field, change.new, t, locale)
  if (hasOld && hasNew) return t('audit.change', { field, old, new: next })
  if (hasNew) return t('audit.changeSet', { field, new: next })
  return t('audit.changeWas', { field, old })
}

export interface AuditSentence {
  sentence: string
  /** The change lines still to show under the sentence. */
  changes: AuditChange[]
}

export function auditSentence(entry: AuditEntry, t: TFunction, locale: Locale): AuditSentence {
  const actor = entry.actorName ?? t('audit.someone')
  const target = entry.targetName ?? t('audit.unknownTarget')
  if (!isAuditAction(entry.action))
    return { sentence: t('audit.fallback', { actor, target }), changes: entry.changes }
  const spec: { key: string; edit?: true } = AUDIT_ACTIONS[entry.action]
  const [only] = entry.changes
  if (spec.edit && entry.changes.length === 1 && 'old' in only && 'new' in only)
    return {
      sentence: t('audit.fieldChanged', {
        actor,
        target,
        field: fieldLabel(only.field, t),
        old: formatAuditValue(only.field, only.old, t, locale),
        new: formatAuditValue(only.field, only.new, t, locale),
      }),
      changes: [],
    }
  return {
    sentence: t(`audit.actions.${spec.key}.sentence`, { actor, target }),
    changes: entry.changes,
  }
}
