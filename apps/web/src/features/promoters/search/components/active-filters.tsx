import { Button, CloseButton, Group, Paper, Text } from '@mantine/core'
import type { OptionSetName } from '@galera/shared/options/option-sets.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { FILTER_KEYS, type FilterKey, type Filters } from '../search-url.ts'

const OPTION_SET: Partial<Record<FilterKey, OptionSetName>> = {
  gender: 'gender',
  hair: 'hair',
  eyes: 'eyes',
  skin: 'skin',
  disabilities: 'disabilities',
  languages: 'languages',
  dance: 'dance',
  instruments: 'instruments',
  dayTime: 'dayTimes',
}

export interface ActiveFiltersProps {
  filters: Filters
  categoryName?: string
  onRemove: (key: FilterKey) => void
  onClear: () => void
}

/** The applied filters as removable chips, plus "Limpar filtros". */
export function ActiveFilters({ filters, categoryName, onRemove, onClear }: ActiveFiltersProps) {
  const { t } = useLocale()
  const value = (key: FilterKey): string => {
    const v = filters[key]
    const set = OPTION_SET[key]
    if (Array.isArray(v)) return v.map((c) => (set ? t(`options.${set}.${c}`) : c)).join(', ')
    if (typeof v === 'boolean') return t(v ? 'search.filters.yes' : 'search.filters.no')
    if (key === 'category') return categoryName ?? '…'
    if (set && typeof v === 'string') return t(`options.${set}.${v}`)
    return String(v)
  }
  const keys = FILTER_KEYS.filter((k) => filters[k] !== undefined)
  if (!keys.length) return null
  return (
    <Group gap="xs" aria-label={t('search.filters.active')} role="group">
      {keys.map((key) => {
        const label = `${t(`search.filters.${key}`)}: ${value(key)}`
        return (
          <Paper key={key} withBorder radius="xl" px="sm" py={2} data-testid="filter-chip">
            <Group gap={4} wrap="nowrap">
              <Text size="sm">{label}</Text>
              <CloseButton
                size="sm"
                aria-label={t('search.filters.remove', { label })}
                onClick={() => onRemove(key)}
              />
            </Group>
          </Paper>
        )
      })}
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        {t('search.filters.clear')}
      </Button>
    </Group>
  )
}
