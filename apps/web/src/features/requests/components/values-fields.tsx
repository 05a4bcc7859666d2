import { NumberInput, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { useLocale } from '../../../lib/i18n.ts'
import { withUnit, type FieldErrors, type ValuesText } from '../values-form.ts'

const JUSTIFICATION_MAX = 1500

/**
 * Unit value, total value (follows unit × quantity until edited), delivery days and the
 * justification: the fields of an answer, a counter-proposal and an auction proposal.
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
  const { t, fieldError } = useLocale()
  const money = {
    leftSection: (
      <Text size="sm" c="dimmed" aria-hidden>
        R$
      </Text>
    ),
    inputMode: 'decimal' as const,
    placeholder: '0,00',
  }
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('requests.answer.unit')}
          value={values.unit}
          onChange={(e) => onChange(withUnit(values, e.currentTarget.value, quantity))}
          error={fieldError(errors.unit)}
          required
          {...money}
        />
        <TextInput
          label={t('requests.answer.total')}
          value={values.total}
          onChange={(e) => onChange({ ...values, total: e.currentTarget.value, totalEdited: true })}
          description={t('requests.answer.totalHint', { quantity })}
          error={fieldError(errors.total)}
          required
          {...money}
        />
      </SimpleGrid>
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
