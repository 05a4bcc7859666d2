import { maskCnpj } from '../../../lib/masks.ts'
import { SimpleGrid, Stack } from '@mantine/core'
import { useLocale } from '../../../lib/i18n.ts'
import { SignupField, SignupTextArea } from './field.tsx'

const CNPJ_PLACEHOLDER = '00.000.000/0000-00'

/** Company (profile 6): CNPJ, names, phones, contact person, login e-mail. */
export function CompanyStep() {
  return (
    <Stack gap="md">
      <SignupField
        name="cnpj"
        kind="document"
        placeholder={CNPJ_PLACEHOLDER}
        mask={maskCnpj}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SignupField name="tradeName" autoComplete="organization" required />
        <SignupField name="legalName" required />
      </SimpleGrid>
      <SignupField name="email" kind="email" autoComplete="email" required />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SignupField name="phone" kind="tel" autoComplete="tel" required />
        <SignupField name="otherPhone" kind="tel" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SignupField name="contactName" autoComplete="name" required />
        <SignupField name="contactPhone" kind="tel" required />
      </SimpleGrid>
    </Stack>
  )
}

/** Supplier (profile 4), company data of spec §3. */
export function SupplierCompanyStep() {
  const { t } = useLocale()
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SignupField
          name="cnpj"
          kind="document"
          placeholder={CNPJ_PLACEHOLDER}
          mask={maskCnpj}
          required
        />
        <SignupField name="openingDate" kind="date" required />
      </SimpleGrid>
      <SignupField name="companyName" required />
      <SignupField name="establishmentTitle" autoComplete="organization" required />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SignupField name="legalNature" required />
        <SignupField name="mainActivity" required />
      </SimpleGrid>
      <SignupTextArea
        name="secondaryActivities"
        description={t('signup.fields.secondaryHint')}
        minRows={2}
      />
      <SignupField name="site" kind="url" placeholder="https://" />
    </Stack>
  )
}

/** Supplier contacts: the account's e-mail and mobile, commercial contacts, contact person. */
export function SupplierContactStep() {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SignupField name="email" kind="email" autoComplete="email" required />
        <SignupField name="phone" kind="tel" autoComplete="tel" required />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SignupField name="commercialEmail" kind="email" required />
        <SignupField name="commercialPhone" kind="tel" required />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SignupField name="contactName" required />
        <SignupField name="contactPhone" label="contactPhoneOptional" kind="tel" />
      </SimpleGrid>
    </Stack>
  )
}
