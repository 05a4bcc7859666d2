import { TextInput, Textarea, type TextareaProps, type TextInputProps } from '@mantine/core'
import { useFormContext, type FieldPath } from 'react-hook-form'
import { useLocale } from '../../../lib/i18n.ts'
import { maskPhone, withMask } from '../../../lib/masks.ts'
import type { SignupValues } from '../steps.ts'
import { useFieldErrors } from './field-error.ts'

/** Input presets: the right keyboard, autofill and hint for each kind of value. */
const KINDS = {
  text: {},
  email: { type: 'email', inputMode: 'email' },
  tel: { type: 'tel' },
  url: { type: 'url', inputMode: 'url' },
  number: { type: 'number', inputMode: 'numeric' },
  document: { inputMode: 'numeric' },
  date: { inputMode: 'numeric' },
} as const satisfies Record<string, Partial<TextInputProps>>

type FieldName = FieldPath<SignupValues>

/** `address.cep` → `cep`: labels live in `signup.fields.<last part>`. */
function labelKey(name: FieldName, label: string | undefined) {
  return `signup.fields.${label ?? name.split('.').pop()}`
}

/**
 * One sign-up text field: label from `signup.fields.<name>` (or `label`), the translated error,
 * and the registration with the wizard's form — the block every step used to repeat.
 */
export function SignupField({
  name,
  label,
  kind = 'text',
  registerOptions,
  mask = kind === 'tel' ? maskPhone : undefined,
  ...rest
}: {
  name: FieldName
  /** A key under `signup.fields` when it differs from the field name. */
  label?: string
  kind?: keyof typeof KINDS
  registerOptions?: Parameters<ReturnType<typeof useFormContext<SignupValues>>['register']>[1]
  /** Formats the value as typed (ADR 0031); phones get maskPhone by default. */
  mask?: (value: string) => string
} & Omit<TextInputProps, 'name' | 'label' | 'error'>) {
  const { t } = useLocale()
  const { register } = useFormContext<SignupValues>()
  const error = useFieldErrors()
  const dateHint = kind === 'date' ? t('signup.fields.dateHint') : undefined
  return (
    <TextInput
      label={t(labelKey(name, label))}
      description={dateHint}
      placeholder={dateHint}
      {...KINDS[kind]}
      {...rest}
      error={error(name)}
      {...(mask
        ? withMask(register(name, registerOptions), mask)
        : register(name, registerOptions))}
    />
  )
}

/** The multi-line sibling of SignupField. */
export function SignupTextArea({
  name,
  label,
  ...rest
}: { name: FieldName; label?: string } & Omit<TextareaProps, 'name' | 'label' | 'error'>) {
  const { t } = useLocale()
  const { register } = useFormContext<SignupValues>()
  const error = useFieldErrors()
  return (
    <Textarea
      label={t(labelKey(name, label))}
      autosize
      {...rest}
      error={error(name)}
      {...register(name)}
    />
  )
}
