import { Checkbox, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconShieldLock } from '@tabler/icons-react'
import { useFormContext } from 'react-hook-form'
import { PROMOTER_DESCRIPTION_MAX } from '@galera/shared/registration/registration.schemas.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { usePromoterCategories } from '../api.ts'
import type { SignupValues } from '../steps.ts'
import { useFieldErrors } from './field-error.ts'
import { SignupField, SignupTextArea } from './field.tsx'
import { OptionChecks, OptionSelect } from './option-fields.tsx'

/** Promoter attributes of spec §3; skin and disability inside their own consent box. */
export function PromoterAttributesStep() {
  const { t } = useLocale()
  const { register, watch, clearErrors } = useFormContext<SignupValues>()
  const consent = watch('sensitiveDataConsent')
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <SignupField name="heightCm" kind="number" min={100} max={250} required />
        <SignupField name="weightKg" kind="number" min={30} max={300} required />
        <SignupField name="shoeSize" kind="number" min={15} max={55} required />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <OptionSelect name="hair" set="hair" label={t('signup.fields.hair')} required />
        <OptionSelect name="eyes" set="eyes" label={t('signup.fields.eyes')} required />
      </SimpleGrid>
      <OptionChecks name="languages" set="languages" label={t('signup.fields.languages')} />
      <OptionChecks name="dance" set="dance" label={t('signup.fields.dance')} />
      <OptionChecks name="instruments" set="instruments" label={t('signup.fields.instruments')} />
      <Stack gap="xs">
        <Checkbox label={t('signup.fields.hasCar')} {...register('hasCar')} />
        <Checkbox label={t('signup.fields.issuesInvoice')} {...register('issuesInvoice')} />
        <Checkbox label={t('signup.fields.canTravel')} {...register('canTravel')} />
      </Stack>
      <SignupField name="equipment" />
      <Paper
        withBorder
        radius="md"
        p="md"
        bg="yellow.0"
        style={{ borderColor: 'var(--mantine-color-yellow-7)', borderWidth: 2 }}
        component="section"
        aria-labelledby="sensitive-title"
      >
        <Stack gap="sm">
          <Title order={3} size="h5" id="sensitive-title">
            <IconShieldLock size={18} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
            {t('signup.sensitive.title')}
          </Title>
          <Text size="sm">{t('signup.sensitive.body')}</Text>
          <Checkbox
            label={t('signup.sensitive.consent')}
            fw={600}
            {...register('sensitiveDataConsent', {
              // Giving the consent settles the "needs consent" messages at once.
              onChange: () => clearErrors(['skin', 'disabilities']),
            })}
          />
          <OptionSelect name="skin" set="skin" label={t('signup.fields.skin')} allowEmpty />
          <OptionChecks
            name="disabilities"
            set="disabilities"
            label={t('signup.fields.disabilities')}
          />
          <Checkbox
            label={t('signup.fields.showSensitive')}
            disabled={!consent}
            {...register('showSensitive')}
          />
        </Stack>
      </Paper>
    </Stack>
  )
}

/** Promoter work: description, references, category and social links. */
export function PromoterWorkStep() {
  const { t } = useLocale()
  const { register, watch } = useFormContext<SignupValues>()
  const error = useFieldErrors()
  const categories = usePromoterCategories()
  const description = watch('description')
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('signup.fields.categoryId')}
        required
        error={error('categoryId') ?? (categories.isError ? t('httpStatus.other') : undefined)}
        data={[
          { value: '', label: t('signup.fields.choose'), disabled: true },
          ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
        ]}
        {...register('categoryId')}
      />
      <SignupTextArea
        name="description"
        description={`${t('signup.fields.descriptionHint')} (${description.length}/${PROMOTER_DESCRIPTION_MAX})`}
        minRows={4}
        maxLength={PROMOTER_DESCRIPTION_MAX}
        required
      />
      <SignupTextArea name="references" minRows={2} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SignupField name="instagramUrl" kind="url" placeholder="https://instagram.com/…" />
        <SignupField name="facebookUrl" kind="url" placeholder="https://facebook.com/…" />
      </SimpleGrid>
    </Stack>
  )
}
