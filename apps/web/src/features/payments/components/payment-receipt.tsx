import { Table, Title } from '@mantine/core'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import type { PaymentDto } from '@galera/shared/payments/payment.schemas.ts'
import { useLocale } from '../../../lib/i18n.ts'

/**
 * The hirer's receipt of a paid job (ADR 0055): what was paid, how and when, what came back and
 * when the promoter was paid. Every figure is the server's, in centavos; the final amount is the
 * paid one less the refunds.
 */
export function PaymentReceipt({ payment: p }: { payment: PaymentDto }) {
  const { t, locale } = useLocale()
  if (!p.paidAt) return null
  const rows: [string, string][] = [
    [t('hire.payment.receipt.amount'), formatBRL(p.amountCents)],
    [
      t('hire.payment.receipt.method'),
      p.method ? t(`hire.payment.receipt.methods.${p.method}`) : '—',
    ],
    [t('hire.payment.receipt.paidAt'), formatDateTime(p.paidAt, locale)],
  ]
  if (p.refundCents > 0) {
    rows.push([t('hire.payment.receipt.refund'), formatBRL(p.refundCents)])
    rows.push([t('hire.payment.receipt.net'), formatBRL(p.amountCents - p.refundCents)])
  }
  if (p.releasedAt)
    rows.push([t('hire.payment.receipt.releasedAt'), formatDateTime(p.releasedAt, locale)])
  return (
    <section aria-labelledby="payment-receipt" data-testid="payment-receipt">
      <Title order={3} size="h5" id="payment-receipt" mb="xs">
        {t('hire.payment.receipt.title')}
      </Title>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="50%">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  )
}
