import { Badge, Group, Stack, Text } from '@mantine/core'
import type { AdminPaymentDto } from '@galera/shared/payments/admin-payments.schemas.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { ResponsiveTable, type ResponsiveColumn } from '../../../../components/responsive-table.tsx'
import { useLocale } from '../../../../lib/i18n.ts'

const STATUS_COLORS: Record<AdminPaymentDto['status'], string> = {
  pending: 'yellow',
  paid: 'blue',
  released: 'teal',
  expired: 'gray',
  voided: 'gray',
  refunded: 'grape',
}

/** Each payment with its status, flag and dates (ADR 0057); stacked cards on a phone. */
export function AdminPaymentsTable({ payments }: { payments: AdminPaymentDto[] }) {
  const { t, locale } = useLocale()
  const when = (iso: string) => formatDateTime(iso, locale)
  const columns: ResponsiveColumn<AdminPaymentDto>[] = [
    {
      key: 'event',
      label: t('fees.adminPayments.event'),
      isTitle: true,
      render: (p) => p.eventName,
    },
    { key: 'hirer', label: t('fees.adminPayments.hirer'), render: (p) => p.hirerName },
    { key: 'promoter', label: t('fees.adminPayments.promoter'), render: (p) => p.promoterName },
    {
      key: 'amount',
      label: t('fees.adminPayments.amount'),
      nowrap: true,
      align: 'end',
      render: (p) => (
        <Text span size="sm" data-cents={p.amountCents}>
          {formatBRL(p.amountCents)}
        </Text>
      ),
    },
    {
      key: 'status',
      label: t('fees.adminPayments.status'),
      render: (p) => (
        <Group gap={4}>
          <Badge
            color={STATUS_COLORS[p.status]}
            variant="light"
            radius="sm"
            data-testid="admin-payment-status"
            data-status={p.status}
          >
            {t(`fees.adminPayments.statuses.${p.status}`)}
            {p.method ? ` · ${t(`fees.adminPayments.methods.${p.method}`)}` : ''}
          </Badge>
          {p.flag && (
            <Badge color="red" variant="outline" radius="sm">
              {t(`fees.adminPayments.flags.${p.flag}`, { defaultValue: p.flag })}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'dates',
      label: t('fees.adminPayments.dates'),
      render: (p) => (
        <Stack gap={0}>
          <Text span size="xs">
            {p.paidAt
              ? t('fees.adminPayments.paidAt', { date: when(p.paidAt) })
              : t('fees.adminPayments.deadline', { date: when(p.deadline) })}
          </Text>
          {p.paidAt && (
            <Text span size="xs">
              {p.releasedAt
                ? t('fees.adminPayments.releasedAt', { date: when(p.releasedAt) })
                : t('fees.adminPayments.releaseAt', { date: when(p.releaseAt) })}
            </Text>
          )}
          {p.refundCents > 0 && (
            <Text span size="xs">
              {t('fees.adminPayments.refund', { amount: formatBRL(p.refundCents) })}
            </Text>
          )}
        </Stack>
      ),
    },
  ]
  return (
    <ResponsiveTable
      items={payments}
      columns={columns}
      rowKey={(p) => p.id}
      caption={t('fees.adminPayments.tableCaption')}
      testId="admin-payments"
      minWidth={760}
      titleOrder={3}
    />
  )
}
