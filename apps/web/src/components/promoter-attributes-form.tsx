import { useState, type ReactNode } from 'react'
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
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { OPTION_SETS, type OptionSetName } from '@galera/shared/options/option-sets.ts'
import {
  PromoterPatchSchema,
  type PromoterPatchInput,
} from '@galera/shared/profile/profile.schemas.ts'
import { useQuery } from '@tanstack/react-query'
import { api } from '../lib/api-client.ts'
import { applyServerErrors } from '../lib/forms.ts'
import { useLocale } from '../lib/i18n.ts'
import { FormErrorAlert } from './states.tsx'

/** Every attribute the form edits (spec §3), in the API's field names. */
export const PROMOTER_ATTRIBUTE_FIELDS = [
  'categoryId',
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
export type PromoterAttributeField = (typeof PROMOTER_ATTRIBUTE_FIELDS)[number]

/** Promoter categories (`GET /public/categories?kind=promoter`) as select options, in the UI language. */
export function usePromoterCategoryOptions() {
  const { locale } = useLocale()
  const categories = useQuery({
    queryKey: ['public', 'categories', 'promoter', locale],
    queryFn: ({ signal }) =>
      api.get<{ id: string; name: string }[]>('/public/categories', {
        query: { kind: 'promoter' },
        signal,
        notify: false,
      }),
    staleTime: 10 * 60_000,
  })
  return (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))
}

/**
 * The promoter attributes editor, one form for the promoter's own profile and for the admin's
 * "Perfil" tab (both PATCH with PromoterPatchSchema). Skin colour and disabilities stay locked
 * without the promoter's own consent and are then not sent at all (LGPD art. 11).
 *
 * `onSave` throws the API error to map it onto the fields (`aliases` maps API paths such as
 * `promoter.heightCm`); when it resolves with values the form starts over from them. Without
 * `onCancel`, "Cancelar" puts back the last saved values.
 */
export function PromoterAttributesForm({
  defaults,
  hasSensitiveConsent,
  ariaLabel,
  label,
  sensitiveLockedText,
  intro,
  aliases,
  onSave,
  onCancel,
}: {
  defaults: PromoterPatchInput
  hasSensitiveConsent: boolean
  ariaLabel: string
  /** The label of one field (callers word some of them differently). */
  label: (name: PromoterAttributeField) => string
  sensitiveLockedText: string
  intro?: ReactNode
  aliases?: Partial<Record<string, PromoterAttributeField>>
  onSave: (values: PromoterPatchInput) => Promise<PromoterPatchInput | void>
  onCancel?: () => void
}) {
  const { t, fieldError } = useLocale()
  const [formError, setFormError] = useState<string | null>(null)
  const categoryOptions = usePromoterCategoryOptions()
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PromoterPatchInput>({
    resolver: zodResolver(PromoterPatchSchema),
    defaultValues: defaults,
  })

  const data = (set: OptionSetName) =>
    OPTION_SETS[set].map((code) => ({ value: code, label: t(`options.${set}.${code}`) }))

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    const body = hasSensitiveConsent
      ? values
      : { ...values, skin: undefined, disabilities: undefined, showSensitive: undefined }
    try {
      const saved = await onSave(body)
      if (saved) reset(saved)
    } catch (error) {
      setFormError(applyServerErrors(error, setError, PROMOTER_ATTRIBUTE_FIELDS, aliases))
    }
  })

  const numberField = (name: 'heightCm' | 'weightKg' | 'shoeSize', min: number, max: number) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label(name)}
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
  const selectField = (
    name: 'categoryId' | 'hair' | 'eyes' | 'skin',
    options: { value: string; label: string }[],
    disabled = false,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label(name)}
          required={name !== 'skin'}
          clearable={name === 'skin'}
          disabled={disabled}
          data={options}
          value={field.value ?? null}
          onChange={(v) => field.onChange(name === 'skin' ? v : (v ?? undefined))}
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
          label={label(name)}
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
  const switchField = (
    name: 'hasCar' | 'issuesInvoice' | 'canTravel' | 'showSensitive',
    disabled = false,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label(name)}
          disabled={disabled}
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  )
  const textField = (name: 'equipment' | 'instagramUrl' | 'facebookUrl', type = 'text') => (
    <TextInput
      label={label(name)}
      type={type}
      error={fieldError(errors[name]?.message)}
      {...register(name)}
    />
  )

  return (
    <form onSubmit={onSubmit} noValidate aria-label={ariaLabel}>
      <Stack gap="md">
        {intro}
        <FormErrorAlert message={formError} />
        {selectField('categoryId', categoryOptions)}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {numberField('heightCm', 100, 250)}
          {numberField('weightKg', 30, 300)}
          {numberField('shoeSize', 15, 55)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {selectField('hair', data('hair'))}
          {selectField('eyes', data('eyes'))}
          {multiField('languages')}
          {multiField('dance')}
          {multiField('instruments')}
          {textField('equipment')}
        </SimpleGrid>
        <Stack gap="xs">
          {switchField('hasCar')}
          {switchField('issuesInvoice')}
          {switchField('canTravel')}
        </Stack>
        {!hasSensitiveConsent && (
          <Alert color="gray" variant="light">
            {sensitiveLockedText}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {selectField('skin', data('skin'), !hasSensitiveConsent)}
          {multiField('disabilities', !hasSensitiveConsent)}
        </SimpleGrid>
        {switchField('showSensitive', !hasSensitiveConsent)}
        <Textarea
          label={label('description')}
          required
          autosize
          minRows={3}
          error={fieldError(errors.description?.message)}
          {...register('description')}
        />
        <Textarea
          label={label('references')}
          autosize
          minRows={2}
          error={fieldError(errors.references?.message)}
          {...register('references')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {textField('instagramUrl', 'url')}
          {textField('facebookUrl', 'url')}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!onCancel && !isDirty}
            onClick={onCancel ?? (() => reset(defaults))}
          >
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
