import { SimpleGrid, Stack } from '@mantine/core'
import { useLocale } from '../../../lib/i18n.ts'
import { maskCpf } from '../../../lib/masks.ts'
import { SignupField } from './field.tsx'
import { OptionSelect } from './option-fields.tsx'

/** Step "profile": name, e-mail and mobile (client and promoter). */
export function ProfileStep() {
  return (
    <Stack gap="md">
      <SignupField name="name" autoComplete="name" required />
      <SignupField name="email" kind="email" autoComplete="email" required />
      <SignupField
        name="phone"
        kind="tel"
        autoComplete="tel"
        placeholder="(71) 98765-4321"
        required
      />
    </Stack>
  )
}

/** Step "about you": CPF, date of birth, gender. */
export function AboutStep() {
  const { t } = useLocale()
  return (
    <Stack gap="md">
      <SignupField
        name="cpf"
        kind="document"
        placeholder="000.000.000-00"
        mask={maskCpf}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SignupField name="birthDate" kind="date" autoComplete="bday" required />
        <OptionSelect name="gender" set="gender" label={t('signup.fields.gender')} required />
      </SimpleGrid>
    </Stack>
  )
}
