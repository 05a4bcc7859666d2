import { useEffect, useMemo } from 'react'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconInfoCircle } from '@tabler/icons-react'
import { OPTION_SETS, type OptionSetName } from '@galera/shared/options/option-sets.ts'
import {
  PromoterSearchQuerySchema,
  SEARCH_MAX_UFS,
} from '@galera/shared/promoters/promoter.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { useMountedOpen } from '../../../../lib/use-mounted-open.ts'
import { useCities, usePromoterCategories, useUfs } from '../api.ts'
import { FILTER_KEYS, type Filters } from '../search-url.ts'

/** The form holds what the inputs hold (strings, lists); the shared schema validates it. */
type FormValues = Record<string, string | string[] | number | undefined>

const LISTS = [
  'gender',
  'hair',
  'eyes',
  'skin',
  'disabilities',
  'languages',
  'dance',
  'instruments',
] as const
type Flag = 'hasDisability' | 'hasCar' | 'canTravel' | 'issuesInvoice'

function toForm(filters: Filters): FormValues {
  const out: FormValues = {}
  for (const key of FILTER_KEYS) {
    const v = filters[key]
    if (v === undefined)
      out[key] = (LISTS as readonly string[]).includes(key) || key === 'uf' ? [] : ''
    else if (typeof v === 'boolean') out[key] = String(v)
    else out[key] = v as FormValues[string]
  }
  return out
}

/** Empty inputs mean "no filter": removed before the shared schema sees them. */
function clean(values: FormValues): FormValues {
  const out: FormValues = {}
  for (const [k, v] of Object.entries(values)) {
    if (v === '' || v === undefined || (Array.isArray(v) && v.length === 0)) continue
    out[k] = v
  }
  return out
}

const schemaResolver = zodResolver(PromoterSearchQuerySchema)
const resolver: Resolver<FormValues> = (values, ctx, options) =>
  schemaResolver(clean(values), ctx, options as never) as never

export interface FilterModalProps {
  opened: boolean
  onClose: () => void
  filters: Filters
  onApply: (filters: Filters) => void
}

/** The large filter modal: every filter of the search schema, validated with it. */
export function FilterModal({ opened, onClose, filters, onApply }: FilterModalProps) {
  // Its own chunk, mounted on the first open: the focus goes back to "Filtros" on close.
  const shown = useMountedOpen(opened)
  const { t, locale, fieldError } = useLocale()
  const narrow = useMediaQuery('(max-width: 48em)')
  const form = useForm<FormValues>({ resolver, defaultValues: toForm(filters) })
  const { control, handleSubmit, reset, watch, setValue, formState } = form
  useEffect(() => {
    if (opened) reset(toForm(filters))
  }, [opened, filters, reset])

  const ufs = useUfs()
  const chosenUfs = (watch('uf') as string[] | undefined) ?? []
  const oneUf = chosenUfs.length === 1 ? chosenUfs[0] : undefined
  const cities = useCities(oneUf)
  const categories = usePromoterCategories(locale)
  const date = watch('date') as string | undefined

  const options = (set: OptionSetName) =>
    OPTION_SETS[set].map((code) => ({ value: code, label: t(`options.${set}.${code}`) }))
  const flagData = useMemo(
    () => [
      { value: '', label: t('search.filters.any') },
      { value: 'true', label: t('search.filters.yes') },
      { value: 'false', label: t('search.filters.no') },
    ],
    [t],
  )
  const err = (name: string) => {
    const e = (formState.errors as Record<string, { message?: string } | undefined>)[name]
    return fieldError(e?.message)
  }

  // The resolver hands over the schema's output (numbers, booleans, lists).
  const submit = handleSubmit((parsed) => {
    const next: Filters = {}
    for (const key of FILTER_KEYS)
      if (parsed[key] !== undefined) (next as Record<string, unknown>)[key] = parsed[key]
    onApply(next)
  })

  const list = (name: (typeof LISTS)[number], set: OptionSetName) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MultiSelect
          label={t(`search.filters.${name}`)}
          data={options(set)}
          value={(field.value as string[]) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={err(name)}
          clearable
          clearButtonProps={{ 'aria-label': t('search.filters.clearField') }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  )
  const flag = (name: Flag) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NativeSelect
          label={t(`search.filters.${name}`)}
          data={flagData}
          value={(field.value as string) ?? ''}
          onChange={(e) => field.onChange(e.currentTarget.value)}
          error={err(name)}
        />
      )}
    />
  )
  const number = (name: string, label: string, min: number, max: number) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          min={min}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          value={(field.value as number | string) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={err(name)}
        />
      )}
    />
  )

  return (
    <Modal
      opened={shown}
      onClose={onClose}
      title={t('search.filters.title')}
      size="xl"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t('search.filters.close') }}
      centered={!narrow}
    >
      <form onSubmit={submit} noValidate data-testid="filter-form">
        <Stack gap="lg">
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('search.filters.person')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={control}
                name="category"
                render={({ field }) => (
                  <NativeSelect
                    label={t('search.filters.category')}
                    data={[
                      { value: '', label: t('search.filters.any') },
                      ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
                      ...(field.value && !(categories.data ?? []).some((c) => c.id === field.value)
                        ? [{ value: field.value as string, label: t('search.filters.category') }]
                        : []),
                    ]}
                    value={(field.value as string) ?? ''}
                    onChange={(e) => field.onChange(e.currentTarget.value)}
                    error={err('category')}
                  />
                )}
              />
              {list('gender', 'gender')}
              {number('ageMin', t('search.filters.ageMin'), 18, 100)}
              {number('ageMax', t('search.filters.ageMax'), 18, 100)}
              {number('heightMin', t('search.filters.heightMin'), 100, 250)}
              {number('heightMax', t('search.filters.heightMax'), 100, 250)}
              {number('weightMin', t('search.filters.weightMin'), 30, 300)}
              {number('weightMax', t('search.filters.weightMax'), 30, 300)}
              {list('hair', 'hair')}
              {list('eyes', 'eyes')}
            </SimpleGrid>
            <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
              {t('search.filters.sensitiveNote')}
            </Alert>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {list('skin', 'skin')}
              {list('disabilities', 'disabilities')}
              {flag('hasDisability')}
            </SimpleGrid>
          </Stack>
          <Divider />
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('search.filters.skills')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {list('languages', 'languages')}
              {list('dance', 'dance')}
              {list('instruments', 'instruments')}
            </SimpleGrid>
          </Stack>
          <Divider />
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('search.filters.logistics')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {flag('hasCar')}
              {flag('canTravel')}
              {flag('issuesInvoice')}
            </SimpleGrid>
          </Stack>
          <Divider />
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('search.filters.place')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={control}
                name="uf"
                render={({ field }) => (
                  <MultiSelect
                    label={t('search.filters.uf')}
                    data={(ufs.data ?? []).map((u) => ({
                      value: u.uf,
                      label: `${u.uf} — ${u.name}`,
                    }))}
                    value={(field.value as string[]) ?? []}
                    onChange={(v) => {
                      field.onChange(v)
                      if (v.length !== 1) setValue('city', '')
                    }}
                    maxValues={SEARCH_MAX_UFS}
                    searchable
                    clearable
                    clearButtonProps={{ 'aria-label': t('search.filters.clearField') }}
                    error={err('uf')}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
              <Controller
                control={control}
                name="city"
                render={({ field }) => (
                  <Select
                    label={t('search.filters.city')}
                    description={oneUf ? undefined : t('search.filters.cityHint')}
                    data={[
                      ...new Set([
                        ...(cities.data ?? []).map((c) => c.name),
                        ...(field.value ? [field.value as string] : []),
                      ]),
                    ]}
                    value={(field.value as string) || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    disabled={!oneUf && !field.value}
                    searchable
                    clearable
                    clearButtonProps={{ 'aria-label': t('search.filters.clearField') }}
                    error={err('city')}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
            </SimpleGrid>
          </Stack>
          <Divider />
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('search.filters.availability')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={control}
                name="date"
                render={({ field }) => (
                  <TextInput
                    type="date"
                    label={t('search.filters.date')}
                    value={(field.value as string) ?? ''}
                    onChange={(e) => {
                      field.onChange(e.currentTarget.value)
                      if (!e.currentTarget.value) setValue('dayTime', '')
                    }}
                    error={err('date')}
                  />
                )}
              />
              <Controller
                control={control}
                name="dayTime"
                render={({ field }) => (
                  <NativeSelect
                    label={t('search.filters.dayTime')}
                    description={date ? undefined : t('search.filters.dayTimeHint')}
                    data={[{ value: '', label: t('search.filters.any') }, ...options('dayTimes')]}
                    value={(field.value as string) ?? ''}
                    onChange={(e) => field.onChange(e.currentTarget.value)}
                    disabled={!date}
                    error={err('dayTime')}
                  />
                )}
              />
            </SimpleGrid>
          </Stack>
          <Group
            justify="space-between"
            pos="sticky"
            bottom={0}
            py="sm"
            bg="var(--mantine-color-body)"
          >
            <Button variant="default" onClick={() => onApply({})}>
              {t('search.filters.clear')}
            </Button>
            <Button type="submit">{t('search.filters.apply')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
