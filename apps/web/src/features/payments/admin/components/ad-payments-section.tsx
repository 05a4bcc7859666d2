import { useState } from 'react'
import { Badge, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react'
import {
  ADMIN_AD_PAYMENT_FILTERS,
  type AdminAdPaymentDto,
  type AdminAdPaymentFilter,
} from '@galera/shared/payments/ad-payment.schemas.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { AdminPager } from '../../../../components/admin-pager.tsx'
import { ResponsiveTable, type ResponsiveColumn } from '../../../../components/responsive-table.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../../../components/states.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { useAdminAdPayments } from '../api.ts'

const STATUS_COLORS: Record<AdminAdPaymentDto['status'], string> = {
  pending: 'yellow',
  paid: 'teal',
  expired: 'gray',
  refunded: 'grape',
}

const W = 'fees.adminPayments.ads'

/**
 * The ad payments of the payments screen (ADR 0064): what the suppliers paid for won ads, kept as
 * an ad charge or given back. The check is made on the figures shown: received minus charged minus
 * refunded must be zero. Offers awaiting payment or expired are not money and are counted apart.
 */
export function AdPaymentsSection() {
  const { t } = useLocale()
  const [status, setStatus] = useState<AdminAdPaymentFilter>('all')
  const [page, setPage] = useState(1)
  const list = useAdminAdPayments({ status, page })

  let body
  if (list.isPending) body = <LoadingState />
  else if (list.isError)
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
  else {
    const { totals } = list.data
    const sum = totals.chargedCents + totals.refundedCents
    const difference = totals.receivedCents - sum
    const card = (key: string, label: string, value: number) => (
      <Card key={key} withBorder padding="sm" radius="md">
        <Text size="xs" c="dimmed" component="p">
          {label}
        </Text>
        <Text fw={700} size="lg" data-testid={`ad-payments-${key}`} data-cents={value}>
          {formatBRL(value)}
        </Text>
      </Card>
    )
    body = (
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {card('received', t(`${W}.received`), totals.receivedCents)}
          {card('charged', t(`${W}.charged`), totals.chargedCents)}
          {card('refunded', t(`${W}.refunded`), totals.refundedCents)}
          {card('sum', t(`${W}.sum`), sum)}
        </SimpleGrid>
        <Group gap={6} wrap="nowrap" data-testid="ad-payments-check">
          {difference === 0 ? (
            <IconCircleCheck size={20} color="var(--mantine-color-teal-8)" aria-hidden />
          ) : (
            <IconAlertCircle size={20} color="var(--mantine-color-red-8)" aria-hidden />
          )}
          <Text fw={700} size="sm" c={difference === 0 ? 'teal.9' : 'red.9'}>
            {difference === 0
              ? t(`${W}.addsUp`)
              : t(`${W}.difference`, { amount: formatBRL(difference) })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" data-testid="ad-payments-pending">
          {t(`${W}.pending`, {
            count: totals.pendingCount,
            amount: formatBRL(totals.pendingCents),
          })}{' '}
          {t(`${W}.expired`, { count: totals.expiredCount })}
        </Text>
        <NativeSelect
          label={t(`${W}.filter`)}
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as AdminAdPaymentFilter)
            setPage(1)
          }}
          data={ADMIN_AD_PAYMENT_FILTERS.map((f) => ({ value: f, label: t(`${W}.statuses.${f}`) }))}
          maw={240}
        />
        {list.data.data.length === 0 ? (
          <EmptyState title={t(`${W}.empty`)} />
        ) : (
          <AdPaymentsTable payments={list.data.data} />
        )}
        <AdminPager page={page} total={list.data.last_page} onChange={setPage} />
      </Stack>
    )
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="ad-payments-title">
      <Title order={2} size="h4" id="ad-payments-title">
        {t(`${W}.title`)}
      </Title>
      <Text size="sm">{t(`${W}.intro`)}</Text>
      {body}
    </Stack>
  )
}

function AdPaymentsTable({ payments }: { payments: AdminAdPaymentDto[] }) {
  const { t, locale } = useLocale()
  const when = (iso: string) => formatDateTime(iso, locale)
  const columns: ResponsiveColumn<AdminAdPaymentDto>[] = [
    { key: 'auction', label: t(`${W}.auction`), isTitle: true, render: (p) => p.auctionName },
    { key: 'supplier', label: t(`${W}.supplier`), render: (p) => p.supplierName },
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
            variant="dot"
            radius="sm"
            styles={{ label: { textTransform: 'none' } }}
            data-testid="ad-payment-status"
            data-status={p.status}
          >
            {t(`${W}.statuses.${p.status}`)}
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
      caption={t(`${W}.tableCaption`)}
      testId="ad-payments"
      minWidth={720}
      titleOrder={3}
    />
  )
}
