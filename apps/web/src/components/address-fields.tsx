import { useState } from 'react'
import { Alert, Button, Grid, Stack, Text, TextInput } from '@mantine/core'
import { IconInfoCircle, IconSearch } from '@tabler/icons-react'
import { Controller, get, useFormContext, type FieldValues } from 'react-hook-form'
import { onlyDigits } from '@galera/shared/validation/documents.ts'
import { useLocale } from '../lib/i18n.ts'
import { lookupCep, useCities, useUfOptions, type CepOutcome } from '../lib/locations.ts'
import { maskCep, withMask } from '../lib/masks.ts'
import { CitySelect, UfSelect } from './uf-city-selects.tsx'

export type AddressPart =
  'cep' | 'street' | 'number' | 'complement' | 'neighborhood' | 'uf' | 'city'
export type CepLookup = 'loading' | 'filled' | Extract<CepOutcome, { ok: false }>['reason']

/**
 * Where each part lives in the form. A part without a path is not asked: the hire form has no
 * number, and its street line carries the district the lookup finds.
 */
export interface AddressFieldNames {
  cep: string
  street: string
  number?: string
  complement: string
  neighborhood?: string
  uf: string
  city: string
  /** Filled from the lookup or the chosen city when the form keeps the IBGE code. */
  cityIbge?: string
}

/**
 * The address block of every form that asks one (sign-up, hire, an admin editing a user): the
 * CEP lookup fills street, district, city and UF (on leaving the CEP field or with the button);
 * when it fails or finds nothing, the person types them. UF and IBGE city pickers, a plain city
 * field when the city list cannot load. Lives under the caller's react-hook-form FormProvider.
 */
export function AddressFields({
  names,
  label,
  chooseLabel,
  lookupLabel,
  lookupMessage,
  required = false,
  autoComplete = true,
}: {
  names: AddressFieldNames
  label: (part: AddressPart) => string
  /** The empty option of the UF and city pickers; their labels when not given. */
  chooseLabel?: string
  lookupLabel: string
  /** The sentence for a lookup state, or null to say nothing. */
  lookupMessage: (state: CepLookup) => string | null
  /** Marks CEP, street, number, district and city required. */
  required?: boolean
  /** Off when someone else's address is typed (an admin), so the browser does not offer its own. */
  autoComplete?: boolean
}) {
  const { fieldError } = useLocale()
  const {
    register,
    control,
    watch,
    setValue,
    getValues,
    clearErrors,
    formState: { errors },
  } = useFormContext<FieldValues>()
  const [lookup, setLookup] = useState<CepLookup | null>(null)
  const [lastCep, setLastCep] = useState('')
  const uf = watch(names.uf) as string | undefined
  const cities = useCities(uf || undefined)
  const ufOptions = useUfOptions()
  const error = (name: string) =>
    fieldError((get(errors, name) as { message?: string } | undefined)?.message)
  const auto = (value: string) => (autoComplete ? value : 'off')

  async function findCep() {
    const cep = onlyDigits((getValues(names.cep) as string | undefined) ?? '')
    if (cep.length !== 8 || cep === lastCep) return
    setLastCep(cep)
    setLookup('loading')
    const outcome = await lookupCep(cep)
    if (!outcome.ok) {
      setLookup(outcome.reason)
      return
    }
    const a = outcome.address
    const fill = (name: string | undefined, value: string) => {
      if (name && value) setValue(name, value, { shouldDirty: true })
    }
    fill(names.uf, a.uf)
    fill(names.city, a.city)
    fill(names.cityIbge, a.ibgeCode)
    if (names.neighborhood) {
      fill(names.street, a.street)
      fill(names.neighborhood, a.neighborhood)
    } else fill(names.street, [a.street, a.neighborhood].filter(Boolean).join(', '))
    for (const name of Object.values(names)) if (name) clearErrors(name)
    setLookup('filled')
  }

  const message = lookup ? lookupMessage(lookup) : null
  const text = (part: AddressPart, name: string, more?: { autoComplete?: string }) => (
    <TextInput
      label={label(part)}
      required={required && part !== 'complement'}
      autoComplete={more?.autoComplete ? auto(more.autoComplete) : undefined}
      error={error(name)}
      {...register(name)}
    />
  )

  return (
    <Stack gap="sm">
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <TextInput
            label={label('cep')}
            inputMode="numeric"
            autoComplete={auto('postal-code')}
            placeholder="00000-000"
            required={required}
            error={error(names.cep)}
            {...withMask(register(names.cep, { onBlur: () => void findCep() }), maskCep)}
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
            {lookupLabel}
          </Button>
        </Grid.Col>
      </Grid>
      <div role="status" aria-live="polite">
        {message && lookup === 'loading' && (
          <Text size="sm" c="dimmed">
            {message}
          </Text>
        )}
        {message && lookup !== 'loading' && (
          <Alert
            color={lookup === 'filled' ? 'teal' : 'yellow'}
            variant="light"
            icon={<IconInfoCircle aria-hidden />}
          >
            {message}
          </Alert>
        )}
      </div>
      {text('street', names.street, { autoComplete: 'address-line1' })}
      {names.number ? (
        <Grid>
          <Grid.Col span={{ base: 12, xs: 4 }}>{text('number', names.number)}</Grid.Col>
          <Grid.Col span={{ base: 12, xs: 8 }}>
            {text('complement', names.complement, { autoComplete: 'address-line2' })}
          </Grid.Col>
        </Grid>
      ) : (
        text('complement', names.complement, { autoComplete: 'address-line2' })
      )}
      {names.neighborhood && text('neighborhood', names.neighborhood)}
      <Grid>
        <Grid.Col span={{ base: 12, xs: 5 }}>
          <Controller
            control={control}
            name={names.uf}
            render={({ field }) => (
              <UfSelect
                {...field}
                label={label('uf')}
                chooseLabel={chooseLabel ?? label('uf')}
                error={error(names.uf)}
                options={ufOptions}
                onChange={(value) => {
                  field.onChange(value)
                  if (value === field.value) return
                  setValue(names.city, '')
                  if (names.cityIbge) setValue(names.cityIbge, '')
                }}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 7 }}>
          {cities.isError ? (
            text('city', names.city)
          ) : (
            <Controller
              control={control}
              name={names.city}
              render={({ field }) => (
                <CitySelect
                  {...field}
                  label={label('city')}
                  chooseLabel={chooseLabel ?? label('city')}
                  error={error(names.city)}
                  cities={cities.data}
                  disabled={!uf}
                  onChange={(name) => {
                    field.onChange(name)
                    if (!names.cityIbge) return
                    const city = cities.data?.find((c) => c.name === name)
                    setValue(names.cityIbge, city?.ibgeCode ?? '')
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
