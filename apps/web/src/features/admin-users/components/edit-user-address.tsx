import { useState } from 'react'
import { Alert, Button, Fieldset, Group, SimpleGrid, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { onlyDigits } from '@galera/shared/validation/documents.ts'
import { CitySelect, UfSelect } from '../../../components/uf-city-selects.tsx'
import { useLocale } from '../../../lib/i18n.ts'
import { lookupCep, useCities, useUfOptions } from '../../../lib/locations.ts'
import { maskCep, withMask } from '../../../lib/masks.ts'
import type { EditUserValues } from '../edit-user-values.ts'

/**
 * The address part of "Editar dados": the same CEP lookup as the profile (it fills what it
 * knows; when it fails the admin types), UF and IBGE city pickers.
 */
export function EditUserAddress({ form }: { form: UseFormReturn<EditUserValues> }) {
  const { t, fieldError } = useLocale()
  const {
    register,
    control,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = form
  const [note, setNote] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const uf = watch('address.uf')
  const cities = useCities(uf || undefined)
  const ufOptions = useUfOptions()
  const e = errors.address

  async function fillFromCep() {
    const cep = onlyDigits(getValues('address.cep'))
    if (cep.length !== 8 || busy) return
    setNote(null)
    setBusy(true)
    const outcome = await lookupCep(cep)
    setBusy(false)
    if (!outcome.ok) {
      setNote(
        t(
          outcome.reason === 'notFound'
            ? 'profile.address.lookupNotFound'
            : 'profile.address.lookupFailed',
        ),
      )
      return
    }
    const a = outcome.address
    if (a.street) setValue('address.street', a.street)
    if (a.neighborhood) setValue('address.neighborhood', a.neighborhood)
    if (a.uf) setValue('address.uf', a.uf)
    if (a.city) setValue('address.city', a.city)
  }

  return (
    <Fieldset legend={t('adminUserEdit.address')} variant="unstyled">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('profile.address.cep')}
          inputMode="numeric"
          autoComplete="off"
          maw={200}
          error={fieldError(e?.cep?.message)}
          {...withMask(register('address.cep', { onBlur: () => void fillFromCep() }), maskCep)}
        />
        <Button
          variant="default"
          leftSection={<IconSearch size={16} aria-hidden />}
          aria-busy={busy}
          onClick={() => void fillFromCep()}
        >
          {t('profile.address.lookup')}
        </Button>
      </Group>
      <div role="status" aria-live="polite">
        {note && (
          <Alert color="yellow" variant="light" mt="xs">
            {note}
          </Alert>
        )}
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
        <TextInput
          label={t('profile.address.street')}
          error={fieldError(e?.street?.message)}
          {...register('address.street')}
        />
        <TextInput
          label={t('profile.address.number')}
          error={fieldError(e?.number?.message)}
          {...register('address.number')}
        />
        <TextInput
          label={t('profile.address.complement')}
          error={fieldError(e?.complement?.message)}
          {...register('address.complement')}
        />
        <TextInput
          label={t('profile.address.neighborhood')}
          error={fieldError(e?.neighborhood?.message)}
          {...register('address.neighborhood')}
        />
        <Controller
          control={control}
          name="address.uf"
          render={({ field }) => (
            <UfSelect
              {...field}
              label={t('profile.address.uf')}
              chooseLabel={t('profile.address.uf')}
              error={fieldError(e?.uf?.message)}
              options={ufOptions}
              onChange={(value) => {
                field.onChange(value)
                if (value !== field.value) setValue('address.city', '')
              }}
            />
          )}
        />
        {cities.isError ? (
          <TextInput
            label={t('profile.address.city')}
            error={fieldError(e?.city?.message)}
            {...register('address.city')}
          />
        ) : (
          <Controller
            control={control}
            name="address.city"
            render={({ field }) => (
              <CitySelect
                {...field}
                label={t('profile.address.city')}
                chooseLabel={t('profile.address.city')}
                error={fieldError(e?.city?.message)}
                cities={cities.data}
                disabled={!uf}
              />
            )}
          />
        )}
      </SimpleGrid>
    </Fieldset>
  )
}
