import { Group, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import { formatBRL } from '@galera/shared/format/money.ts'
import { SETUP_COLORS_MAX } from '@galera/shared/budgets/budget.schemas.ts'
import { MoneyInput } from '../../../../components/money-input.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { livePrice, type FieldErrors, type ValuesText } from '../values-form.ts'

const JUSTIFICATION_MAX = 1500

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  )
}

/**
 * Unit value, setup per colour × colours, freight, delivery days and the justification: the
 * fields of an answer, a counter-proposal and an auction proposal. The total is not an input
 * (ADR 0027): its lines are shown live from what is typed, and the server derives the stored one.
 */
export function ValuesFields({
  values,
  onChange,
  quantity,
  errors,
}: {
  values: ValuesText
  onChange: (next: ValuesText) => void
  /** The quantity the values are for (the counter's own quantity when it has one). */
  quantity: number
  errors: FieldErrors
}) {
  const { t, locale, fieldError } = useLocale()
  const price = livePrice(values, quantity)
  return (
    <Stack gap="sm">
      <MoneyInput
        label={t('requests.answer.unit')}
        value={values.unit}
        onChange={(text) => onChange({ ...values, unit: text })}
        error={fieldError(errors.unit)}
        required
        maw={260}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <MoneyInput
          label={t('requests.answer.setup')}
          value={values.setup}
          onChange={(text) => onChange({ ...values, setup: text })}
          error={fieldError(errors.setup)}
        />
        <NumberInput
          label={t('requests.answer.setupColors')}
          value={values.setupColors}
          onChange={(v) => onChange({ ...values, setupColors: String(v) })}
          error={fieldError(errors.setupColors)}
          min={0}
          max={SETUP_COLORS_MAX}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          inputMode="numeric"
        />
        <MoneyInput
          label={t('requests.answer.freight')}
          value={values.freight}
          onChange={(text) => onChange({ ...values, freight: text })}
          error={fieldError(errors.freight)}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('requests.answer.setupHint')} {t('requests.answer.freightHint')}
      </Text>
      <Paper
        withBorder
        p="sm"
        radius="md"
        component="section"
        aria-label={t('requests.answer.breakdown')}
        data-testid="live-total"
        aria-live="polite"
      >
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('requests.answer.breakdown')}
          </Text>
          {price ? (
            <>
              <Line
                label={t('requests.answer.items', {
                  quantity: price.quantity.toLocaleString(locale),
                  unit: formatBRL(price.unitCents),
                })}
                value={formatBRL(price.itemsCents)}
              />
              {price.setupCents > 0 && (
                <Line
                  label={t('requests.answer.setupLine', {
                    colors: price.setupColors,
                    value: formatBRL(price.setupPerColorCents),
                  })}
                  value={formatBRL(price.setupCents)}
                />
              )}
              {price.freightCents > 0 && (
                <Line
                  label={t('requests.answer.freightLine')}
                  value={formatBRL(price.freightCents)}
                />
              )}
              <Line label={t('requests.answer.total')} value={formatBRL(price.totalCents)} strong />
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('requests.answer.totalPending')}
            </Text>
          )}
        </Stack>
      </Paper>
      <NumberInput
        label={t('requests.answer.days')}
        value={values.deliveryDays}
        onChange={(v) => onChange({ ...values, deliveryDays: String(v) })}
        error={fieldError(errors.deliveryDays)}
        min={1}
        max={365}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        inputMode="numeric"
        required
        maw={220}
      />
      <Textarea
        label={t('requests.answer.justification')}
        description={`${t('requests.answer.justificationHint')} ${values.justification.length}/${JUSTIFICATION_MAX}`}
        value={values.justification}
        onChange={(e) => onChange({ ...values, justification: e.currentTarget.value })}
        error={fieldError(errors.justification)}
        maxLength={JUSTIFICATION_MAX}
        rows={4}
        required
      />
    </Stack>
  )
}
