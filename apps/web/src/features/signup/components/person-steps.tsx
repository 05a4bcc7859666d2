import { SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useFormContext } from 'react-hook-form'
import { useLocale } from '../../../lib/i18n.ts'
import type { SignupValues } from '../steps.ts'
import { useFieldErrors } from './field-error.ts'
import { OptionSelect } from './option-fields.tsx'

/** Step "profile": name, e-mail and mobile (client and promoter). */
export function ProfileStep() {
  const { t } = useLocale()
  const { register } = useFormContext<SignupValues>()
  const error = useFieldErrors()
  return (
    <Stack gap="md">
      <TextInput
        label={t('signup.fields.name')}
        autoComplete="name"
        required
        error={error('name')}
        {...register('name')}
      />
      <TextInput
        label={t('signup.fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={error('email')}
        {...register('email')}
      />
      <TextInput
        label={t('signup.fields.phone')}
        type="tel"
        autoComplete="tel"
        placeholder="(71) 98765-4321"
        required
        error={error('phone')}
        {...register('phone')}
      />
    </Stack>
  )
}

/** Step "about you": CPF, date of birth, gender. */
export function AboutStep() {
  const { t } = useLocale()
  const { register } = useFormContext<SignupValues>()
  const error = useFieldErrors()
  return (
    <Stack gap="md">
      <TextInput
        label={t('signup.fields.cpf')}
        inputMode="numeric"
        placeholder="000.000.000-00"
        required
        error={error('cpf')}
        {...register('cpf')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('signup.fields.birthDate')}
          description={t('signup.fields.dateHint')}
          inputMode="numeric"
          autoComplete="bday"
          placeholder={t('signup.fields.dateHint')}
          required
          error={error('birthDate')}
          {...register('birthDate')}
        />
        <OptionSelect name="gender" set="gender" label={t('signup.fields.gender')} required />
      </SimpleGrid>
    </Stack>
  )
}
