import type { Ref } from 'react'
import { NativeSelect, Select, type ComboboxItem, type OptionsFilter } from '@mantine/core'
import type { City } from '@galera/shared/locations/location.schemas.ts'
import { useLocale } from '../lib/i18n.ts'

/*
 * The UF and city pickers of every address form (sign-up, hire, profile): controlled selects a
 * react-hook-form Controller drives. The city list is IBGE's for the chosen UF; a city that came
 * from a CEP lookup shows even before that list arrives. A UF has up to 853 cities, so the city
 * picker is searchable, ignoring case and accents: "sao" finds "São Paulo" (ADR 0031).
 */

/** Lower case without accents: "São Paulo" → "sao paulo". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

/** Mantine's filter, accent-insensitive: every typed word must appear in the city's name. */
export const cityFilter: OptionsFilter = ({ options, search }) => {
  const words = foldForSearch(search).split(/\s+/).filter(Boolean)
  return (options as ComboboxItem[]).filter((o) => {
    const label = foldForSearch(o.label)
    return words.every((w) => label.includes(w))
  })
}

interface SelectProps {
  name: string
  value: string
  label: string
  /** The first, disabled choice ("Escolha"). */
  chooseLabel: string
  error?: string
  onChange(value: string): void
  onBlur(): void
  ref?: Ref<HTMLSelectElement & HTMLInputElement>
}

export function UfSelect({
  options,
  chooseLabel,
  onChange,
  ...props
}: SelectProps & { options: Array<{ value: string; label: string }> }) {
  return (
    <NativeSelect
      {...props}
      required
      data={[{ value: '', label: chooseLabel, disabled: true }, ...options]}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  )
}

export function CitySelect({
  cities,
  chooseLabel,
  disabled,
  onChange,
  value,
  ...props
}: SelectProps & { cities: City[] | undefined; disabled: boolean }) {
  const { t } = useLocale()
  const names = (cities ?? []).map((c) => c.name)
  return (
    <Select
      {...props}
      value={value || null}
      required
      searchable
      allowDeselect={false}
      disabled={disabled}
      placeholder={chooseLabel}
      nothingFoundMessage={t('web.common.noCity')}
      filter={cityFilter}
      limit={100}
      data={value && !names.includes(value) ? [value, ...names] : names}
      onChange={(v) => onChange(v ?? '')}
    />
  )
}
