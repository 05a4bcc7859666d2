import { maskCep, withMask } from '../../../lib/masks.ts'
import { useState } from 'react'
import { Alert, Button, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { AddressSchema, type AddressInput } from '@galera/shared/profile/profile.schemas.ts'
import type { MyProfile } from '@galera/shared/profile/profile.dto.ts'
import { isApiError } from '../../../lib/api-client.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { useSectionSave } from './use-section-save.ts'
import { lookupCep, useCities, useUfs } from '../api.ts'
import { CitySelect } from '../../../components/uf-city-selects.tsx'
import {
  DetailList,
  DetailRow,
  EditableSection,
  SectionForm,
  prefixAliases,
} from './section-card.tsx'

const FIELDS = ['cep', 'street', 'number', 'complement', 'neighborhood', 'city', 'uf'] as const

export function AddressSection({ profile }: { profile: MyProfile }) {
  const { t } = useLocale()
  const address = profile.address
  return (
    <EditableSection
      id="profile-address"
      title={t('profile.address.title')}
      editLabel={address ? undefined : t('profile.address.add')}
      form={(done) => <AddressForm profile={profile} onDone={done} />}
    >
      {address ? (
        <DetailList>
          <DetailRow label={t('profile.address.cep')} value={maskCep(address.cep)} />
          <DetailRow
            label={t('profile.address.street')}
            value={[address.street, address.number, address.complement].filter(Boolean).join(', ')}
          />
          <DetailRow label={t('profile.address.neighborhood')} value={address.neighborhood} />
          <DetailRow label={t('profile.address.city')} value={`${address.city} / ${address.uf}`} />
        </DetailList>
      ) : (
        <Text c="dimmed">{t('profile.address.empty')}</Text>
      )}
    </EditableSection>
  )
}

function AddressForm({ profile, onDone }: { profile: MyProfile; onDone: () => void }) {
  const { t, fieldError } = useLocale()
  const [lookupNote, setLookupNote] = useState<string | null>(null)
  const [lookingUp, setLookingUp] = useState(false)
  const a = profile.address
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AddressInput>({
    resolver: zodResolver(AddressSchema),
    defaultValues: {
      cep: a ? maskCep(a.cep) : '',
      street: a?.street ?? '',
      number: a?.number ?? '',
      complement: a?.complement ?? '',
      neighborhood: a?.neighborhood ?? '',
      city: a?.city ?? '',
      uf: a?.uf ?? '',
    },
  })
  const uf = watch('uf')
  const ufs = useUfs()
  const cities = useCities(uf)

  // CEP lookup fills what it knows; on 404/429/503 or no network the person just types.
  async function fillFromCep() {
    const cep = getValues('cep').replace(/\D/g, '')
    if (cep.length !== 8) return
    setLookupNote(null)
    setLookingUp(true)
    try {
      const found = await lookupCep(cep)
      if (found.street) setValue('street', found.street)
      if (found.neighborhood) setValue('neighborhood', found.neighborhood)
      if (found.uf) setValue('uf', found.uf)
      if (found.city) setValue('city', found.city)
    } catch (error) {
      setLookupNote(
        isApiError(error) && error.code === 'CEP_NOT_FOUND'
          ? t('profile.address.lookupNotFound')
          : t('profile.address.lookupFailed'),
      )
    } finally {
      setLookingUp(false)
    }
  }

  const { formError, save } = useSectionSave({
    setError,
    fields: FIELDS,
    aliases: prefixAliases('address', FIELDS),
    onDone,
  })
  const onSubmit = handleSubmit((address) => save({ address }))

  return (
    <SectionForm
      label={t('profile.address.title')}
      error={formError}
      busy={isSubmitting}
      onSubmit={onSubmit}
      onCancel={onDone}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('profile.address.cep')}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maw={200}
          error={fieldError(errors.cep?.message)}
          {...withMask(register('cep', { onBlur: () => void fillFromCep() }), maskCep)}
        />
        <Button variant="default" onClick={() => void fillFromCep()} loading={lookingUp}>
          {t('profile.address.lookup')}
        </Button>
      </Group>
      {lookupNote && (
        <Alert color="yellow" variant="light" role="status">
          {lookupNote}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('profile.address.street')}
          required
          autoComplete="address-line1"
          error={fieldError(errors.street?.message)}
          {...register('street')}
        />
        <TextInput
          label={t('profile.address.number')}
          required
          error={fieldError(errors.number?.message)}
          {...register('number')}
        />
        <TextInput
          label={t('profile.address.complement')}
          autoComplete="address-line2"
          error={fieldError(errors.complement?.message)}
          {...register('complement')}
        />
        <TextInput
          label={t('profile.address.neighborhood')}
          required
          error={fieldError(errors.neighborhood?.message)}
          {...register('neighborhood')}
        />
        <Controller
          control={control}
          name="uf"
          render={({ field }) => (
            <Select
              label={t('profile.address.uf')}
              required
              searchable
              data={(ufs.data ?? []).map((u) => ({ value: u.uf, label: `${u.uf} — ${u.name}` }))}
              value={field.value || null}
              onChange={(v) => {
                field.onChange(v ?? '')
                if (v !== field.value) setValue('city', '')
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.uf?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="city"
          render={({ field }) =>
            cities.isError ? (
              <TextInput
                label={t('profile.address.city')}
                required
                value={field.value}
                onChange={(e) => field.onChange(e.currentTarget.value)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError(errors.city?.message)}
              />
            ) : (
              <CitySelect
                name={field.name}
                label={t('profile.address.city')}
                chooseLabel={t('profile.address.city')}
                disabled={!uf}
                cities={cities.data}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError(errors.city?.message)}
              />
            )
          }
        />
      </SimpleGrid>
    </SectionForm>
  )
}
