import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useFormContext } from 'react-hook-form'
import { useLocale } from '../../../lib/i18n.ts'
import type { SignupValues } from '../steps.ts'
import { useFieldErrors } from './field-error.ts'

/** Company (profile 6): CNPJ, names, phones, contact person, login e-mail. */
export function CompanyStep() {
  const { t } = useLocale()
  const { register } = useFormContext<SignupValues>()
  const error = useFieldErrors()
  return (
    <Stack gap="md">
      <TextInput
        label={t('signup.fields.cnpj')}
        placeholder="00.000.000/0000-00"
        required
        error={error('cnpj')}
        {...register('cnpj')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('signup.fields.tradeName')}
          autoComplete="organization"
          required
          error={error('tradeName')}
          {...register('tradeName')}
        />
        <TextInput
          label={t('signup.fields.legalName')}
          required
          error={error('legalName')}
          {...register('legalName')}
        />
      </SimpleGrid>
      <TextInput
        label={t('signup.fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={error('email')}
        {...register('email')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('signup.fields.phone')}
          type="tel"
          autoComplete="tel"
          required
          error={error('phone')}
          {...register('phone')}
        />
        <TextInput
          label={t('signup.fields.otherPhone')}
          type="tel"
          error={error('otherPhone')}
          {...register('otherPhone')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('signup.fields.contactName')}
          autoComplete="name"
          required
          error={error('contactName')}
          {...register('contactName')}
        />
        <TextInput
          label={t('signup.fields.contactPhone')}
          type="tel"
          required
          error={error('contactPhone')}
          {...register('contactPhone')}
        />
      </SimpleGrid>
    </Stack>
  )
}

/** Supplier (profile 4), company data of spec §3. */
export function SupplierCompanyStep() {
  const { t } = useLocale()
  const { register } = useFormContext<SignupValues>()
  const error = useFieldErrors()
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('signup.fields.cnpj')}
          placeholder="00.000.000/0000-00"
          required
          error={error('cnpj')}
          {...register('cnpj')}
        />
        <TextInput
          label={t('signup.fields.openingDate')}
          description={t('signup.fields.dateHint')}
          placeholder={t('signup.fields.dateHint')}
          inputMode="numeric"
          required
          error={error('openingDate')}
          {...register('openingDate')}
        />
      </SimpleGrid>
      <TextInput
        label={t('signup.fields.companyName')}
        required
        error={error('companyName')}
        {...register('companyName')}
      />
      <TextInput
        label={t('signup.fields.establishmentTitle')}
        autoComplete="organization"
        required
        error={error('establishmentTitle')}
        {...register('establishmentTitle')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('signup.fields.legalNature')}
          required
          error={error('legalNature')}
          {...register('legalNature')}
        />
        <TextInput
          label={t('signup.fields.mainActivity')}
          required
          error={error('mainActivity')}
          {...register('mainActivity')}
        />
      </SimpleGrid>
      <Textarea
        label={t('signup.fields.secondaryActivities')}
        description={t('signup.fields.secondaryHint')}
        autosize
        minRows={2}
        error={error('secondaryActivities')}
        {...register('secondaryActivities')}
      />
      <TextInput
        label={t('signup.fields.site')}
        type="url"
        inputMode="url"
        placeholder="https://"
        error={error('site')}
        {...register('site')}
      />
    </Stack>
  )
}

/** Supplier contacts: the account's e-mail and mobile, commercial contacts, contact person. */
export function SupplierContactStep() {
  const { t } = useLocale()
  const { register } = useFormContext<SignupValues>()
  const error = useFieldErrors()
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
          required
          error={error('phone')}
          {...register('phone')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('signup.fields.commercialEmail')}
          type="email"
          inputMode="email"
          required
          error={error('commercialEmail')}
          {...register('commercialEmail')}
        />
        <TextInput
          label={t('signup.fields.commercialPhone')}
          type="tel"
          required
          error={error('commercialPhone')}
          {...register('commercialPhone')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('signup.fields.contactName')}
          required
          error={error('contactName')}
          {...register('contactName')}
        />
        <TextInput
          label={t('signup.fields.contactPhoneOptional')}
          type="tel"
          error={error('contactPhone')}
          {...register('contactPhone')}
        />
      </SimpleGrid>
    </Stack>
  )
}
