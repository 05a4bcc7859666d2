import { Checkbox, Group, NativeSelect } from '@mantine/core'
import { Controller, useFormContext, type FieldPath } from 'react-hook-form'
import { OPTION_SETS, type OptionSetName } from '@galera/shared/options/option-sets.ts'
import { useLocale } from '../../../lib/i18n.ts'
import type { SignupValues } from '../steps.ts'
import { useFieldErrors } from './field-error.ts'

/** A native select of one option set (keyboard: type a letter to jump). */
export function OptionSelect({
  name,
  set,
  label,
  required,
  allowEmpty,
}: {
  name: FieldPath<SignupValues>
  set: OptionSetName
  label: string
  required?: boolean
  allowEmpty?: boolean
}) {
  const { t } = useLocale()
  const { register } = useFormContext<SignupValues>()
  const error = useFieldErrors()
  return (
    <NativeSelect
      label={label}
      required={required}
      error={error(name)}
      data={[
        { value: '', label: t('signup.fields.choose'), disabled: !allowEmpty },
        ...OPTION_SETS[set].map((code) => ({ value: code, label: t(`options.${set}.${code}`) })),
      ]}
      {...register(name)}
    />
  )
}

/** Several codes of one option set, as a group of checkboxes. */
export function OptionChecks({
  name,
  set,
  label,
  disabled,
}: {
  name: 'languages' | 'dance' | 'instruments' | 'disabilities'
  set: OptionSetName
  label: string
  disabled?: boolean
}) {
  const { t } = useLocale()
  const { control } = useFormContext<SignupValues>()
  const error = useFieldErrors()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Group
          label={label}
          value={field.value}
          onChange={field.onChange}
          error={error(name)}
        >
          <Group gap="sm" mt={6}>
            {OPTION_SETS[set].map((code) => (
              <Checkbox
                key={code}
                value={code}
                disabled={disabled}
                label={t(`options.${set}.${code}`)}
              />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    />
  )
}
