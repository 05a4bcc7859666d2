import { useMemo, useState } from 'react'
import { Button, Group, Select, TextInput } from '@mantine/core'
import { IconCalendarEvent, IconSearch } from '@tabler/icons-react'
import { AUDIT_ACTIONS, AUDIT_ACTION_CODES, type AuditAction } from '@galera/shared/admin/audit.ts'
import { formatDate } from '@galera/shared/format/date.ts'
import { parseDateInput } from '@galera/shared/registration/registration.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'

export interface AuditFilterValues {
  actor: string
  action: AuditAction | null
  from: string
  to: string
}
export const NO_AUDIT_FILTERS: AuditFilterValues = { actor: '', action: null, from: '', to: '' }

/** Who (name or e-mail), which action (by its words, never its code) and which days. */
export function AuditFilters({
  value,
  onChange,
  errors,
}: {
  value: AuditFilterValues
  onChange: (next: AuditFilterValues) => void
  errors: Partial<Record<keyof AuditFilterValues, string>>
}) {
  const { t, locale } = useLocale()
  const actions = useMemo(
    () =>
      AUDIT_ACTION_CODES.map((code) => ({
        value: code,
        label: t(`audit.actions.${AUDIT_ACTIONS[code].key}.label`),
      })).sort((a, b) => a.label.localeCompare(b.label, locale)),
    [t, locale],
  )
  const set = (patch: Partial<AuditFilterValues>) => onChange({ ...value, ...patch })
  const any = value.actor || value.action || value.from || value.to
  return (
    <Group
      role="search"
      align="flex-end"
      gap="sm"
      wrap="wrap"
      aria-label={t('audit.filters.title')}
    >
      <TextInput
        label={t('audit.filters.actor')}
        placeholder={t('audit.filters.actorPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.actor}
        error={errors.actor}
        onChange={(e) => set({ actor: e.currentTarget.value })}
        style={{ flex: '2 1 220px' }}
      />
      <Select
        label={t('audit.filters.action')}
        placeholder={t('audit.filters.anyAction')}
        data={actions}
        value={value.action}
        searchable
        clearable
        error={errors.action}
        onChange={(v) => set({ action: (v as AuditAction | null) ?? null })}
        style={{ flex: '2 1 220px' }}
      />
      <DayInput
        key={`from-${value.from ? 'set' : 'empty'}`}
        label={t('audit.filters.from')}
        iso={value.from}
        error={errors.from}
        onDay={(iso) => set({ from: iso })}
      />
      <DayInput
        key={`to-${value.to ? 'set' : 'empty'}`}
        label={t('audit.filters.to')}
        iso={value.to}
        error={errors.to}
        onDay={(iso) => set({ to: iso })}
      />
      {any && (
        <Button variant="default" onClick={() => onChange(NO_AUDIT_FILTERS)}>
          {t('audit.filters.clear')}
        </Button>
      )}
    </Group>
  )
}

/**
 * A day typed day-first in both languages (DD/MM/AAAA, ADR 0031), as the list filters and the
 * forms take it: the filter moves once the text is a whole valid day, or empty.
 */
function DayInput({
  label,
  iso,
  error,
  onDay,
}: {
  label: string
  iso: string
  error?: string
  onDay: (iso: string) => void
}) {
  const { t, locale } = useLocale()
  const [text, setText] = useState(iso ? formatDate(iso, locale) : '')
  const complete = text.trim().length >= 10
  const invalid = complete && !parseDateInput(text)
  return (
    <TextInput
      label={label}
      placeholder={t('web.listFilters.dateHint')}
      inputMode="numeric"
      maxLength={10}
      leftSection={<IconCalendarEvent size={16} aria-hidden />}
      value={text}
      error={invalid ? t('validation.invalidDate') : error}
      onChange={(e) => {
        const next = e.currentTarget.value
        setText(next)
        if (!next.trim()) onDay('')
        else {
          const day = parseDateInput(next)
          if (day) onDay(day)
        }
      }}
      style={{ flex: '1 1 150px' }}
    />
  )
}
