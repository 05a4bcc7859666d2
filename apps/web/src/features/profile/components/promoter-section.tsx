import { useState } from 'react'
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core'
import { Controller, useForm, type Path } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import {
  OPTION_SETS,
  PromoterPatchSchema,
  type MyProfile,
  type OptionSetName,
  type PromoterPatchInput,
} from '@galera/shared'
import { applyServerErrors } from '../../../lib/forms.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { notifyDone } from '../notify-done.ts'
import { MY_PROFILE_KEY, updateProfile, useOptionLists } from '../api.ts'
import { DetailList, DetailRow, EditableSection, prefixAliases } from './section-card.tsx'

type Promoter = NonNullable<MyProfile['promoter']>
const FIELDS = [
  'heightCm',
  'weightKg',
  'shoeSize',
  'hair',
  'eyes',
  'skin',
  'disabilities',
  'showSensitive',
  'languages',
  'dance',
  'instruments',
  'hasCar',
  'equipment',
  'issuesInvoice',
  'canTravel',
  'description',
  'references',
  'instagramUrl',
  'facebookUrl',
] as const

export function PromoterSection({ profile }: { profile: MyProfile }) {
  const { t } = useLocale()
  const p = profile.promoter
  if (!p) return null
  const none = t('profile.notInformed')
  const label = (set: OptionSetName, code: string) => t(`options.${set}.${code}`)
  const list = (set: OptionSetName, codes: string[]) =>
    codes.length ? codes.map((c) => label(set, c)).join(', ') : none
  const yesNo = (v: boolean) => (v ? t('profile.yes') : t('profile.no'))
  return (
    <EditableSection
      id="profile-promoter"
      title={t('profile.promoter.title')}
      form={(done) => (
        <PromoterForm
          promoter={p}
          hasSensitiveConsent={profile.hasSensitiveConsent}
          onDone={done}
        />
      )}
    >
      <DetailList>
        <DetailRow label={t('profile.promoter.heightCm')} value={String(p.heightCm)} />
        <DetailRow label={t('profile.promoter.weightKg')} value={String(p.weightKg)} />
        <DetailRow label={t('profile.promoter.shoeSize')} value={String(p.shoeSize)} />
        <DetailRow label={t('profile.promoter.hair')} value={label('hair', p.hair)} />
        <DetailRow label={t('profile.promoter.eyes')} value={label('eyes', p.eyes)} />
        <DetailRow
          label={t('profile.promoter.skin')}
          value={p.skin ? label('skin', p.skin) : none}
        />
        <DetailRow
          label={t('profile.promoter.disabilities')}
          value={list('disabilities', p.disabilities)}
        />
        <DetailRow label={t('profile.promoter.languages')} value={list('languages', p.languages)} />
        <DetailRow label={t('profile.promoter.dance')} value={list('dance', p.dance)} />
        <DetailRow
          label={t('profile.promoter.instruments')}
          value={list('instruments', p.instruments)}
        />
        <DetailRow label={t('profile.promoter.hasCar')} value={yesNo(p.hasCar)} />
        <DetailRow label={t('profile.promoter.issuesInvoice')} value={yesNo(p.issuesInvoice)} />
        <DetailRow label={t('profile.promoter.canTravel')} value={yesNo(p.canTravel)} />
        <DetailRow label={t('profile.promoter.equipment')} value={p.equipment ?? none} />
        <DetailRow label={t('profile.promoter.description')} value={p.description} />
        <DetailRow label={t('profile.promoter.references')} value={p.references ?? none} />
        <DetailRow label={t('profile.promoter.instagramUrl')} value={p.instagramUrl ?? none} />
        <DetailRow label={t('profile.promoter.facebookUrl')} value={p.facebookUrl ?? none} />
      </DetailList>
    </EditableSection>
  )
}

function PromoterForm({
  promoter: p,
  hasSensitiveConsent,
  onDone,
}: {
  promoter: Promoter
  hasSensitiveConsent: boolean
  onDone: () => void
}) {
  const { t, fieldError } = useLocale()
  const queryClient = useQueryClient()
  const options = useOptionLists()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PromoterPatchInput>({
    resolver: zodResolver(PromoterPatchSchema),
    defaultValues: {
      heightCm: p.heightCm,
      weightKg: p.weightKg,
      shoeSize: p.shoeSize,
      hair: p.hair,
      eyes: p.eyes,
      skin: p.skin,
      disabilities: p.disabilities,
      showSensitive: p.showSensitive,
      languages: p.languages,
      dance: p.dance,
      instruments: p.instruments,
      hasCar: p.hasCar,
      equipment: p.equipment ?? '',
      issuesInvoice: p.issuesInvoice,
      canTravel: p.canTravel,
      description: p.description,
      references: p.references ?? '',
      instagramUrl: p.instagramUrl ?? '',
      facebookUrl: p.facebookUrl ?? '',
    },
  })

  const data = (set: OptionSetName) =>
    options.data?.[set] ??
    OPTION_SETS[set].map((code) => ({ value: code, label: t(`options.${set}.${code}`) }))

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    // Without the consent the sensitive fields are not sent at all.
    const promoter = hasSensitiveConsent
      ? values
      : { ...values, skin: undefined, disabilities: undefined, showSensitive: undefined }
    try {
      const updated = await updateProfile({ promoter })
      queryClient.setQueryData(MY_PROFILE_KEY, updated)
      notifyDone(t('profile.saved'))
      onDone()
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, prefixAliases('promoter', FIELDS)))
    }
  })

  const numberField = (name: 'heightCm' | 'weightKg' | 'shoeSize', min: number, max: number) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={t(`profile.promoter.${name}`)}
          required
          min={min}
          max={max}
          allowDecimal={false}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldError(errors[name]?.message)}
        />
      )}
    />
  )
  const selectField = (name: 'hair' | 'eyes' | 'skin', set: OptionSetName, disabled = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`profile.promoter.${name}`)}
          required={name !== 'skin'}
          clearable={name === 'skin'}
          disabled={disabled}
          data={data(set)}
          value={field.value ?? null}
          onChange={(v) => field.onChange(v)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldError(errors[name]?.message)}
        />
      )}
    />
  )
  const multiField = (
    name: 'disabilities' | 'languages' | 'dance' | 'instruments',
    disabled = false,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MultiSelect
          label={t(`profile.promoter.${name}`)}
          disabled={disabled}
          data={data(name)}
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldError(errors[name]?.message)}
        />
      )}
    />
  )
  const switchField = (name: Path<PromoterPatchInput>, disabled = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={t(`profile.promoter.${name}`)}
          disabled={disabled}
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  )

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.promoter.title')}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {numberField('heightCm', 100, 250)}
          {numberField('weightKg', 30, 300)}
          {numberField('shoeSize', 15, 55)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {selectField('hair', 'hair')}
          {selectField('eyes', 'eyes')}
          {multiField('languages')}
          {multiField('dance')}
          {multiField('instruments')}
          <TextInput
            label={t('profile.promoter.equipment')}
            error={fieldError(errors.equipment?.message)}
            {...register('equipment')}
          />
        </SimpleGrid>
        <Stack gap="xs">
          {switchField('hasCar')}
          {switchField('issuesInvoice')}
          {switchField('canTravel')}
        </Stack>
        {!hasSensitiveConsent && (
          <Alert color="gray" variant="light">
            {t('profile.promoter.sensitiveLocked')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {selectField('skin', 'skin', !hasSensitiveConsent)}
          {multiField('disabilities', !hasSensitiveConsent)}
        </SimpleGrid>
        {switchField('showSensitive', !hasSensitiveConsent)}
        <Textarea
          label={t('profile.promoter.description')}
          required
          autosize
          minRows={3}
          error={fieldError(errors.description?.message)}
          {...register('description')}
        />
        <Textarea
          label={t('profile.promoter.references')}
          autosize
          minRows={2}
          error={fieldError(errors.references?.message)}
          {...register('references')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.promoter.instagramUrl')}
            type="url"
            error={fieldError(errors.instagramUrl?.message)}
            {...register('instagramUrl')}
          />
          <TextInput
            label={t('profile.promoter.facebookUrl')}
            type="url"
            error={fieldError(errors.facebookUrl?.message)}
            {...register('facebookUrl')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
