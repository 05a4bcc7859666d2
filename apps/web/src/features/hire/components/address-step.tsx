import { maskCep } from '../../../lib/masks.ts'
import { useState } from 'react'
import { Alert, Button, Grid, Stack, Text, TextInput } from '@mantine/core'
import { IconInfoCircle, IconSearch } from '@tabler/icons-react'
import { Controller, useFormContext } from 'react-hook-form'
import { onlyDigits } from '@galera/shared/validation/documents.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { lookupCep, useCities, useUfOptions } from '../../../lib/locations.ts'
import { CitySelect, UfSelect } from '../../../components/uf-city-selects.tsx'
import type { HireValues } from '../hire-form.ts'
import { HireField, useHireErrors } from './hire-field.tsx'

type LookupState = 'idle' | 'loading' | 'filled' | 'notFound' | 'unavailable' | 'throttled'

/**
 * Step 3: where the event happens. The CEP lookup (same behaviour as the sign-up's address step)
 * fills street, district, city and UF; when it fails or finds nothing, the person types them.
 */
export function AddressStep() {
  const { t } = useLocale()
  const { control, watch, setValue, getValues, clearErrors, register } =
    useFormContext<HireValues>()
  const error = useHireErrors()
  const [lookup, setLookup] = useState<LookupState>('idle')
  const [lastCep, setLastCep] = useState('')
  const uf = watch('address.state')
  const cities = useCities(uf || undefined)

  async function findCep() {
    const cep = onlyDigits(getValues('address.zipcode'))
    if (cep.length !== 8 || cep === lastCep) return
    setLastCep(cep)
    setLookup('loading')
    const outcome = await lookupCep(cep)
    if (!outcome.ok) {
      setLookup(outcome.reason)
      return
    }
    const a = outcome.address
    if (a.uf) setValue('address.state', a.uf, { shouldDirty: true })
    if (a.city) setValue('address.city', a.city, { shouldDirty: true })
    const street = [a.street, a.neighborhood].filter(Boolean).join(', ')
    if (street) setValue('address.address', street, { shouldDirty: true })
    clearErrors('address')
    setLookup('filled')
  }

  const ufOptions = useUfOptions()

  return (
    <Stack gap="sm">
      <HireField name="address.nameLocal" required />
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <HireField
            name="address.zipcode"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            mask={maskCep}
            required
            onBlur={() => void findCep()}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Button
            variant="light"
            leftSection={<IconSearch size={16} aria-hidden />}
            // Never disabled while looking up: focus would be dropped (see the sign-up step).
            aria-busy={lookup === 'loading'}
            onClick={() => {
              if (lookup === 'loading') return
              setLastCep('')
              void findCep()
            }}
          >
            {t('hire.cep.lookup')}
          </Button>
        </Grid.Col>
      </Grid>
      <div role="status" aria-live="polite">
        {lookup === 'loading' && (
          <Text size="sm" c="dimmed">
            {t('hire.cep.lookingUp')}
          </Text>
        )}
        {lookup !== 'idle' && lookup !== 'loading' && (
          <Alert
            color={lookup === 'filled' ? 'teal' : 'yellow'}
            variant="light"
            icon={<IconInfoCircle aria-hidden />}
          >
            {t(`hire.cep.${lookup}`)}
          </Alert>
        )}
      </div>
      <HireField name="address.address" autoComplete="address-line1" required />
      <HireField name="address.complement" autoComplete="address-line2" />
      <Grid>
        <Grid.Col span={{ base: 12, xs: 5 }}>
          <Controller
            control={control}
            name="address.state"
            render={({ field }) => (
              <UfSelect
                {...field}
                label={t('hire.fields.state')}
                chooseLabel={t('hire.fields.choose')}
                error={error('address.state')}
                options={ufOptions}
                onChange={(value) => {
                  field.onChange(value)
                  setValue('address.city', '')
                }}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 7 }}>
          {cities.isError ? (
            <TextInput
              label={t('hire.fields.city')}
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
                  label={t('hire.fields.city')}
                  chooseLabel={t('hire.fields.choose')}
                  error={error('address.city')}
                  cities={cities.data}
                  disabled={!uf}
                />
              )}
            />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
