import { maskCpfCnpj, maskPhone } from '../../../../lib/masks.ts'
import type { ReactNode } from 'react'
import { Alert, Anchor, Grid, Stack, Text, Title } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { Link } from 'react-router'
import { Controller, useFormContext } from 'react-hook-form'
import { formatDate } from '@galera/shared/format/date.ts'
import { formatBps } from '@galera/shared/jobs/fees.ts'
import type { CurrentFeesDto } from '@galera/shared/jobs/job.schemas.ts'
import { routes } from '../../../../lib/routes.ts'
import { FeeBreakdownTable } from '../../../../components/job-parts.tsx'
import { MoneyInput } from '../../../../components/money-input.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { feePreview, type HireValues } from '../hire-form.ts'
import { HireField, useHireErrors } from './hire-field.tsx'

/** Step 1 (spec §3): who hires — CPF or CNPJ, name, phone, e-mail. */
export function CompanyStep({ prefilled }: { prefilled: boolean }) {
  const { t } = useLocale()
  return (
    <Stack gap="sm">
      {prefilled && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('hire.modal.prefilled')}
        </Alert>
      )}
      <HireField
        name="company.doc"
        inputMode="numeric"
        mask={maskCpfCnpj}
        required
        data-autofocus
      />
      <HireField name="company.name" autoComplete="organization" required />
      <Grid>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <HireField name="company.phone" type="tel" autoComplete="tel" mask={maskPhone} required />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <HireField
            name="company.email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
          />
        </Grid.Col>
      </Grid>
    </Stack>
  )
}

/** The cachê, masked as money while typed (the form keeps the text; `toHireBody` sends centavos). */
function CashField() {
  const { t } = useLocale()
  const { control } = useFormContext<HireValues>()
  const error = useHireErrors()
  return (
    <Controller
      control={control}
      name="event.cash"
      render={({ field }) => (
        <MoneyInput
          label={t('hire.fields.cash')}
          description={t('hire.fields.cashHint')}
          placeholder="1.234,56"
          required
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={(text) => field.onChange(text)}
          onBlur={field.onBlur}
          error={error('event.cash')}
        />
      )}
    />
  )
}

/** The live split of the typed cachê with the schedule in force today. */
function FeePreview({ fees, feesFailed }: { fees?: CurrentFeesDto; feesFailed: boolean }) {
  const { t, locale } = useLocale()
  const { watch } = useFormContext<HireValues>()
  const cash = watch('event.cash')
  const fee = feePreview(cash, fees?.current)
  const next = fees?.next
  return (
    <Stack gap={4} aria-labelledby="hire-fee-title" component="section">
      <Title order={3} size="h5" id="hire-fee-title">
        {t('hire.fee.title')}
      </Title>
      <div aria-live="polite">
        {fee ? (
          <FeeBreakdownTable fee={fee} />
        ) : (
          <Text size="sm" c="dimmed">
            {feesFailed ? t('hire.fee.unavailable') : t('hire.fee.empty')}
          </Text>
        )}
      </div>
      {next && (
        <Text size="xs" c="dimmed">
          {t('hire.fee.next', {
            date: formatDate(next.effectiveFrom, locale),
            rate: formatBps(next.providerBps + next.platformBps, locale),
          })}
        </Text>
      )}
      <Anchor component={Link} to={routes.cacheSuggestion} target="_blank" size="sm" fw={600}>
        {t('hire.fee.suggestion')}
      </Anchor>
    </Stack>
  )
}

/** Step 2: the event — name, dates and hours in the venue's local time, and the cachê. */
export function EventStep({
  fees,
  feesFailed,
  availability,
}: {
  fees?: CurrentFeesDto
  feesFailed: boolean
  availability: ReactNode
}) {
  return (
    <Stack gap="sm">
      <HireField name="event.eventName" required />
      <Grid>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <HireField name="event.startDate" hint="dateHint" inputMode="numeric" required />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <HireField name="event.finishDate" hint="dateHint" inputMode="numeric" required />
        </Grid.Col>
        <Grid.Col span={{ base: 6 }}>
          <HireField name="event.startHour" hint="hourHint" inputMode="numeric" required />
        </Grid.Col>
        <Grid.Col span={{ base: 6 }}>
          <HireField name="event.finishHour" hint="hourHint" inputMode="numeric" required />
        </Grid.Col>
      </Grid>
      {availability}
      <CashField />
      <FeePreview fees={fees} feesFailed={feesFailed} />
    </Stack>
  )
}
