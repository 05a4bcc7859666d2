import type { Ref } from 'react'
import { NativeSelect } from '@mantine/core'
import type { City } from '@galera/shared/locations/location.schemas.ts'

/*
 * The UF and city pickers of every address form (sign-up, hire, profile): controlled selects a
 * react-hook-form Controller drives. The city list is IBGE's for the chosen UF; a city that came
 * from a CEP lookup shows even before that list arrives.
 */

interface SelectProps {
  name: string
  value: string
  label: string
  /** The first, disabled choice ("Escolha"). */
  chooseLabel: string
  error?: string
  onChange(value: string): void
  onBlur(): void
  ref?: Ref<HTMLSelectElement>
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
  return (
    <NativeSelect
      {...props}
      value={value}
      required
      disabled={disabled}
      data={[
        { value: '', label: chooseLabel, disabled: true },
        ...(cities ?? []).map((c) => ({ value: c.name, label: c.name })),
        ...(value && !cities?.some((c) => c.name === value) ? [{ value, label: value }] : []),
      ]}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  )
}
