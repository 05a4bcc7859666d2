import { useState } from 'react'
import { Alert, Button, Grid, Stack, Text, TextInput } from '@mantine/core'
import { IconInfoCircle, IconSearch } from '@tabler/icons-react'
import { Controller, useFormContext } from 'react-hook-form'
import { onlyDigits } from '@galera/shared/validation/documents.ts'
import { maskCep, withMask } from '../../../lib/masks.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { lookupCep, useCities, useUfOptions } from '../../../lib/locations.ts'
import { CitySelect, UfSelect } from '../../../components/uf-city-selects.tsx'
import type { SignupValues } from '../steps.ts'
import { useFieldErrors } from './field-error.ts'

type LookupState = 'idle' | 'loading' | 'filled' | 'notFound' | 'unavailable' | 'throttled'

/** Address step: the CEP lookup fills street, neighbourhood, city and UF; otherwise type it. */
export function AddressStep() {
  const { t } = useLocale()
  const { register, control, watch, setValue, getValues, clearErrors } =
    useFormContext<SignupValues>()
  const error = useFieldErrors()
  const [lookup, setLookup] = useState<LookupState>('idle')
  const [lastCep, setLastCep] = useState('')
  const uf = watch('address.uf')
  const cities = useCities(uf || undefined)

  async function findCep() {
    const cep = onlyDigits(getValues('address.cep'))
    if (cep.length !== 8 || cep === lastCep) return
    setLastCep(cep)
    setLookup('loading')
    const outcome = await lookupCep(cep)
    if (!outcome.ok) {
      setLookup(outcome.reason)
      return
    }
    const a = outcome.address
    const fill = (name: 'street' | 'neighborhood' | 'city' | 'uf' | 'cityIbge', value: string) => {
      if (value) setValue(`address.${name}`, value, { shouldDirty: true })
    }
    fill('uf', a.uf)
    fill('city', a.city)
    fill('cityIbge', a.ibgeCode)
    fill('street', a.street)
    fill('neighborhood', a.neighborhood)
    clearErrors('address')
    setLookup('filled')
  }

  const ufOptions = useUfOptions()

  return (
    <Stack gap="md">
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <TextInput
            label={t('signup.fields.cep')}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            required
            error={error('address.cep')}
            {...withMask(register('address.cep', { onBlur: () => void findCep() }), maskCep)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Button
            variant="light"
            leftSection={<IconSearch size={16} aria-hidden />}
            // Never disabled while looking up: the lookup also runs when the CEP field loses
            // focus, and disabling the button that just received focus would drop it.
            aria-busy={lookup === 'loading'}
            onClick={() => {
              if (lookup === 'loading') return
              setLastCep('')
              void findCep()
            }}
          >
            {t('signup.address.lookup')}
          </Button>
        </Grid.Col>
      </Grid>
      <div role="status" aria-live="polite">
        {lookup === 'loading' && (
          <Text size="sm" c="dimmed">
            {t('signup.address.lookingUp')}
          </Text>
        )}
        {lookup !== 'idle' && lookup !== 'loading' && (
          <Alert
            color={lookup === 'filled' ? 'teal' : 'yellow'}
            variant="light"
            icon={<IconInfoCircle aria-hidden />}
          >
            {t(`signup.address.${lookup}`)}
          </Alert>
        )}
      </div>
      <TextInput
        label={t('signup.fields.street')}
        autoComplete="address-line1"
        required
        error={error('address.street')}
        {...register('address.street')}
      />
      <Grid>
        <Grid.Col span={{ base: 12, xs: 4 }}>
          <TextInput
            label={t('signup.fields.number')}
            required
            error={error('address.number')}
            {...register('address.number')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 8 }}>
          <TextInput
            label={t('signup.fields.complement')}
            autoComplete="address-line2"
            error={error('address.complement')}
            {...register('address.complement')}
          />
        </Grid.Col>
      </Grid>
      <TextInput
        label={t('signup.fields.neighborhood')}
        required
        error={error('address.neighborhood')}
        {...register('address.neighborhood')}
      />
      <Grid>
        <Grid.Col span={{ base: 12, xs: 5 }}>
          <Controller
            control={control}
            name="address.uf"
            render={({ field }) => (
              <UfSelect
                {...field}
                label={t('signup.fields.uf')}
                chooseLabel={t('signup.fields.choose')}
                error={error('address.uf')}
                options={ufOptions}
                onChange={(value) => {
                  field.onChange(value)
                  setValue('address.city', '')
                  setValue('address.cityIbge', '')
                }}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 7 }}>
          {cities.isError ? (
            <TextInput
              label={t('signup.fields.city')}
              required
              error={error('address.city')}
              {...register('address.city')}
            />
          ) : (
            <Controller
              control={control}
              name="address.city"
              render={({ field }) => (
                <CitySelect
                  {...field}
                  label={t('signup.fields.city')}
                  chooseLabel={t('signup.fields.choose')}
                  error={error('address.city')}
                  cities={cities.data}
                  disabled={!uf}
                  onChange={(name) => {
                    field.onChange(name)
                    const city = cities.data?.find((c) => c.name === name)
                    setValue('address.cityIbge', city?.ibgeCode ?? '')
                  }}
                />
              )}
            />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
