import { TextInput, type TextInputProps } from '@mantine/core'
import { get, useFormContext, type FieldPath } from 'react-hook-form'
import { useLocale } from '../../../../lib/i18n.ts'
import { withMask } from '../../../../lib/masks.ts'
import type { HireValues } from '../hire-form.ts'

export type HireFieldName = FieldPath<HireValues>

/** The translated error of one field of the hire form (zod key or server sentence). */
export function useHireErrors() {
  const { fieldError } = useLocale()
  const {
    formState: { errors },
  } = useFormContext<HireValues>()
  return (name: HireFieldName) =>
    fieldError((get(errors, name) as { message?: string } | undefined)?.message)
}

/** One text field of the hire form: label `hire.fields.<last part>`, its error, registered. */
export function HireField({
  name,
  hint,
  onBlur,
  mask,
  ...rest
}: {
  name: HireFieldName
  /** Key under `hire.fields` shown as description and placeholder. */
  hint?: string
  onBlur?: () => void
  /** Formats the value as typed (ADR 0031). */
  mask?: (value: string) => string
} & Omit<TextInputProps, 'name' | 'label' | 'error' | 'onBlur'>) {
  const { t } = useLocale()
  const { register } = useFormContext<HireValues>()
  const error = useHireErrors()
  const hintText = hint ? t(`hire.fields.${hint}`) : undefined
  return (
    <TextInput
      label={t(`hire.fields.${name.split('.').pop()}`)}
      description={hintText}
      placeholder={hintText}
      {...rest}
      error={error(name)}
      {...(mask ? withMask(register(name, { onBlur }), mask) : register(name, { onBlur }))}
    />
  )
}
