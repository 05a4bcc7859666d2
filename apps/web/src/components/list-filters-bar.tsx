import { useEffect, useId, useState, type FormEvent } from 'react'
import { Button, CloseButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core'
import { IconFilter } from '@tabler/icons-react'
import { formatDate } from '@galera/shared/format/date.ts'
import { parseDateInput } from '@galera/shared/registration/registration.schemas.ts'
import { PeriodQuantityFilterSchema } from '@galera/shared/validation/list-filters.ts'
import { useLocale } from '../lib/i18n.ts'
import { hasFilters, type ListFilters } from '../lib/list-filters.ts'

type Field = 'from' | 'to' | 'quantity'
type Draft = Record<Field, string>

export interface ListFiltersBarProps {
  value: ListFilters
  onChange: (next: ListFilters) => void
  /** Budget lists also filter by the quantity asked (spec §5). */
  withQuantity?: boolean
}

/**
 * The period (and quantity) filter of a list (spec §5, ADR 0036): days typed DD/MM/AAAA in both
 * languages (ADR 0031), checked with the shared schema before anything is sent — 'from' after
 * 'to' is said on the field and the list is not asked — then the applied filters as chips.
 */
export function ListFiltersBar({ value, onChange, withQuantity = false }: ListFiltersBarProps) {
  const { t, locale, fieldError } = useLocale()
  const toDraft = (v: ListFilters): Draft => ({
    from: v.from ? formatDate(v.from, locale) : '',
    to: v.to ? formatDate(v.to, locale) : '',
    quantity: v.quantity !== undefined ? String(v.quantity) : '',
  })
  const [draft, setDraft] = useState<Draft>(() => toDraft(value))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const key = `${value.from ?? ''}|${value.to ?? ''}|${value.quantity ?? ''}|${locale}`
  // The URL changed (a chip removed, back button, language): the form shows what is applied.
  useEffect(() => {
    setDraft(toDraft(value))
    setErrors({})
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  const formId = useId()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found: Partial<Record<Field, string>> = {}
    const day = (field: 'from' | 'to') => {
      const typed = draft[field].trim()
      if (!typed) return undefined
      const iso = parseDateInput(typed)
      if (!iso) found[field] = 'validation.invalidDate'
      return iso
    }
    const candidate = {
      from: day('from'),
      to: day('to'),
      quantity: withQuantity ? draft.quantity.trim() : '',
    }
    if (!found.from && !found.to) {
      const parsed = PeriodQuantityFilterSchema.safeParse(candidate)
      if (!parsed.success)
        for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message
      else if (Object.keys(found).length === 0) {
        setErrors({})
        onChange({ from: parsed.data.from, to: parsed.data.to, quantity: parsed.data.quantity })
        return
      }
    }
    setErrors(found)
  }

  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const v = e.currentTarget.value
    setDraft((d) => ({ ...d, [field]: v }))
  }

  const chips: { field: Field; label: string }[] = []
  if (value.from)
    chips.push({
      field: 'from',
      label: t('web.listFilters.chipFrom', { date: formatDate(value.from, locale) }),
    })
  if (value.to)
    chips.push({
      field: 'to',
      label: t('web.listFilters.chipTo', { date: formatDate(value.to, locale) }),
    })
  if (value.quantity !== undefined)
    chips.push({
      field: 'quantity',
      label: t('web.listFilters.chipQuantity', { quantity: value.quantity }),
    })

  return (
    <Stack gap="xs">
      <form id={formId} onSubmit={submit} noValidate aria-label={t('web.listFilters.legend')}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('web.listFilters.from')}
            placeholder={t('web.listFilters.dateHint')}
            description={t('web.listFilters.dateHint')}
            inputMode="numeric"
            autoComplete="off"
            value={draft.from}
            onChange={set('from')}
            error={fieldError(errors.from)}
            w={{ base: '100%', xs: 160 }}
            data-testid="filter-from"
          />
          <TextInput
            label={t('web.listFilters.to')}
            placeholder={t('web.listFilters.dateHint')}
            description={t('web.listFilters.dateHint')}
            inputMode="numeric"
            autoComplete="off"
            value={draft.to}
            onChange={set('to')}
            error={fieldError(errors.to)}
            w={{ base: '100%', xs: 160 }}
            data-testid="filter-to"
          />
          {withQuantity && (
            <TextInput
              label={t('web.listFilters.quantity')}
              description={t('web.listFilters.quantityHint')}
              inputMode="numeric"
              autoComplete="off"
              value={draft.quantity}
              onChange={set('quantity')}
              error={fieldError(errors.quantity)}
              w={{ base: '100%', xs: 240 }}
              data-testid="filter-quantity"
            />
          )}
          <Button
            type="submit"
            variant="light"
            leftSection={<IconFilter size={16} aria-hidden />}
            mt={{ base: 0, xs: 46 }}
          >
            {t('web.listFilters.apply')}
          </Button>
        </Group>
      </form>
      {hasFilters(value) && (
        <Group gap="xs" role="group" aria-label={t('web.listFilters.active')}>
          {chips.map(({ field, label }) => (
            <Paper key={field} withBorder radius="xl" px="sm" py={2} data-testid="filter-chip">
              <Group gap={4} wrap="nowrap">
                <Text size="sm">{label}</Text>
                <CloseButton
                  size="sm"
                  aria-label={t('web.listFilters.remove', { label })}
                  onClick={() => onChange({ ...value, [field]: undefined })}
                />
              </Group>
            </Paper>
          ))}
          <Button variant="subtle" size="compact-sm" onClick={() => onChange({})}>
            {t('web.listFilters.clear')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
