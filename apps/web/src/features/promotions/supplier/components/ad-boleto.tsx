import { Anchor, Group, Stack, Text, Title } from '@mantine/core'
import { IconFileInvoice } from '@tabler/icons-react'
import { formatDateTime } from '@galera/shared/format/date.ts'
import type { AdInvoiceDto } from '@galera/shared/payments/ad-payment.schemas.ts'
import { CopyField } from '../../../../components/copy-field.tsx'
import { useLocale } from '../../../../lib/i18n.ts'

/** The boleto's 47 digits in the five groups printed on a slip (easier to read back and type). */
function grouped(line: string): string {
  return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line.slice(32, 33)} ${line.slice(33)}`
}

/**
 * ADR 0060 (amended): an ad invoice's boleto — the "linha digitável" with a copy button and the
 * provider's bank slip page — or, when the deadline leaves no time for a boleto to clear before
 * the ad period, a sentence saying why it is not offered.
 */
export function AdBoleto({ invoice: inv }: { invoice: AdInvoiceDto }) {
  const { t, locale } = useLocale()
  if (!inv.boletoOffered)
    return (
      <Text size="sm" c="dimmed" data-testid="boleto-unavailable">
        {t('supplierPromotions.invoices.boleto.unavailable')}
      </Text>
    )
  if (!inv.boleto) return null
  const b = inv.boleto
  return (
    <Stack gap="xs" data-testid="ad-boleto">
      <Title order={3} size="h5">
        {t('supplierPromotions.invoices.boleto.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('supplierPromotions.invoices.boleto.help', {
          clearsBy: formatDateTime(b.clearsBy, locale),
        })}
      </Text>
      <CopyField
        label={t('supplierPromotions.invoices.boleto.line')}
        value={grouped(b.line)}
        copyValue={b.line}
        copyLabel={t('supplierPromotions.invoices.boleto.copy')}
        copiedLabel={t('supplierPromotions.invoices.boleto.copied')}
        testId="boleto-line"
      />
      <Anchor href={b.url} target="_blank" rel="noopener noreferrer" data-testid="boleto-slip">
        <Group gap={4} component="span">
          <IconFileInvoice size={16} aria-hidden />
          {t('supplierPromotions.invoices.boleto.slip')}
        </Group>
      </Anchor>
    </Stack>
  )
}
