import { useMemo } from 'react'
import { Button, Group, Select, TextInput } from '@mantine/core'
import { IconCalendarEvent, IconSearch } from '@tabler/icons-react'
import { AUDIT_ACTIONS, AUDIT_ACTION_CODES, type AuditAction } from '@galera/shared/admin/audit.ts'
import { useLocale } from '../../../lib/i18n.ts'

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
      <TextInput
        type="date"
        label={t('audit.filters.from')}
        leftSection={<IconCalendarEvent size={16} aria-hidden />}
        value={value.from}
        error={errors.from}
        onChange={(e) => set({ from: e.currentTarget.value })}
        style={{ flex: '1 1 150px' }}
      />
      <TextInput
        type="date"
        label={t('audit.filters.to')}
        leftSection={<IconCalendarEvent size={16} aria-hidden />}
        value={value.to}
        error={errors.to}
        onChange={(e) => set({ to: e.currentTarget.value })}
        style={{ flex: '1 1 150px' }}
      />
      {any && (
        <Button variant="default" onClick={() => onChange(NO_AUDIT_FILTERS)}>
          {t('audit.filters.clear')}
        </Button>
      )}
    </Group>
  )
}
