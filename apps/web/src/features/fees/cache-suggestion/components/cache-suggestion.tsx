import {
  Alert,
  Button,
  Card,
  Group,
  List,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { IconInfoCircle, IconScale } from '@tabler/icons-react'
import type { z } from '@galera/shared/validation/zod-setup.ts'
import {
  CacheSuggestionQuerySchema,
  type CacheSuggestionDto,
  type CacheSuggestionQuery,
} from '@galera/shared/jobs/job.schemas.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatNumber } from '@galera/shared/format/number.ts'
import { LIMITS } from '@galera/shared/constants.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { useCities, useUfs } from '../../../../lib/locations.ts'

type FormInput = z.input<typeof CacheSuggestionQuerySchema>

export interface CategoryOption {
  id: string
  name: string
}

/** Category, UF, city and hours; submits the parsed query. */
export function CacheSuggestionForm({
  categories,
  onSubmit,
  busy,
}: {
  categories: CategoryOption[]
  onSubmit: (query: CacheSuggestionQuery) => void
  busy?: boolean
}) {
  const { t, locale, fieldError } = useLocale()
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<FormInput, unknown, CacheSuggestionQuery>({
    resolver: zodResolver(CacheSuggestionQuerySchema),
    defaultValues: { categoryId: '', uf: '' as never, city: '', hours: 8 },
  })
  const uf = watch('uf')
  const ufs = useUfs()
  const cities = useCities(uf || null)
  const ufField = register('uf')
  return (
    <form onSubmit={handleSubmit((q) => onSubmit(q))} noValidate aria-labelledby="cache-form-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="cache-form-title">
          {t('fees.cache.formTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('fees.cache.category')}
            required
            data={[
              { value: '', label: t('fees.cache.categoryPlaceholder') },
              ...categories.map((c) => ({ value: c.id, label: c.name })),
            ]}
            error={fieldError(errors.categoryId?.message)}
            {...register('categoryId')}
          />
          <Controller
            control={control}
            name="hours"
            render={({ field }) => (
              <NumberInput
                label={t('fees.cache.hours')}
                description={t('fees.cache.hoursHint')}
                required
                min={1}
                max={LIMITS.jobMaxDays * 24}
                step={1}
                decimalScale={1}
                decimalSeparator={locale === 'pt-BR' ? ',' : '.'}
                allowNegative={false}
                value={typeof field.value === 'number' ? field.value : ''}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={fieldError(errors.hours?.message)}
              />
            )}
          />
          <NativeSelect
            label={t('fees.cache.uf')}
            required
            data={[
              { value: '', label: t('fees.cache.ufPlaceholder') },
              ...(ufs.data ?? []).map((u) => ({ value: u.uf, label: `${u.name} (${u.uf})` })),
            ]}
            error={fieldError(errors.uf?.message)}
            {...ufField}
            onChange={(e) => {
              void ufField.onChange(e)
              setValue('city', '')
            }}
          />
          <NativeSelect
            label={t('fees.cache.city')}
            required
            disabled={!uf}
            data={[
              { value: '', label: t('fees.cache.cityPlaceholder') },
              ...(cities.data ?? []).map((c) => ({ value: c.name, label: c.name })),
            ]}
            error={fieldError(errors.city?.message)}
            {...register('city')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={busy} leftSection={<IconScale size={16} aria-hidden />}>
            {t('fees.cache.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** The suggestion: total for the hours (median, usual range), per hour, scope and job count. */
export function CacheSuggestionResult({
  result,
  city,
  uf,
}: {
  result: CacheSuggestionDto
  city: string
  uf: string
}) {
  const { t, locale } = useLocale()
  const hours = formatNumber(result.hours, locale, 'oneDecimal')
  if (!result.total || !result.hourly || result.scope === 'none')
    return (
      <Alert
        variant="light"
        color="yellow"
        icon={<IconInfoCircle aria-hidden />}
        data-testid="cache-result"
        data-scope="none"
      >
        {t('fees.cache.none', { count: result.basedOn, min: result.minJobs })}
      </Alert>
    )
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="cache-result-title"
      data-testid="cache-result"
      data-scope={result.scope}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="cache-result-title">
          {t('fees.cache.resultTitle', { hours })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <div>
            <Text size="sm" c="dimmed">
              {t('fees.cache.median')}
            </Text>
            <Text fz={32} fw={800} data-testid="cache-median">
              {formatBRL(result.total.medianCents)}
            </Text>
            <Text size="sm">
              {t('fees.cache.perHour', { value: formatBRL(result.hourly.medianCents) })}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('fees.cache.range')}
            </Text>
            <Text fz={22} fw={700} data-testid="cache-range">
              {t('fees.cache.rangeValue', {
                low: formatBRL(result.total.lowCents),
                high: formatBRL(result.total.highCents),
              })}
            </Text>
            <Text size="sm">
              {t('fees.cache.perHour', {
                value: t('fees.cache.rangeValue', {
                  low: formatBRL(result.hourly.lowCents),
                  high: formatBRL(result.hourly.highCents),
                }),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('fees.cache.rangeHint')}
            </Text>
          </div>
        </SimpleGrid>
        <Text size="sm">
          {t(`fees.cache.scope.${result.scope}`, { city, uf })}{' '}
          <strong>{t('fees.cache.basedOn', { count: result.basedOn })}</strong>
        </Text>
      </Stack>
    </Card>
  )
}

/** How the number is made (ADR 0019), always on the page. */
export function CacheSuggestionMethod() {
  const { t } = useLocale()
  return (
    <Stack gap="xs" component="section" aria-labelledby="cache-how-title">
      <Title order={2} size="h4" id="cache-how-title">
        {t('fees.cache.how.title')}
      </Title>
      <List spacing="xs" size="sm">
        <List.Item>{t('fees.cache.how.p1')}</List.Item>
        <List.Item>{t('fees.cache.how.p2')}</List.Item>
        <List.Item>{t('fees.cache.how.p3', { min: LIMITS.cacheSuggestionMinJobs })}</List.Item>
        <List.Item>{t('fees.cache.how.p4')}</List.Item>
      </List>
    </Stack>
  )
}
