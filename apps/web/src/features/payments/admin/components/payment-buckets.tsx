import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react'
import type { AdminPaymentTotals } from '@galera/shared/payments/admin-payments.schemas.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import { useLocale } from '../../../../lib/i18n.ts'

const BUCKETS = ['held', 'due', 'paidOut', 'fees', 'refunded'] as const

/**
 * ADR 0057: where the money the hirers paid is. The check is made on the figures shown: what was
 * received minus the parts on screen must be zero.
 */
export function PaymentBuckets({ totals }: { totals: AdminPaymentTotals }) {
  const { t } = useLocale()
  const cents: Record<(typeof BUCKETS)[number], number> = {
    held: totals.heldCents,
    due: totals.dueCents,
    paidOut: totals.paidOutCents,
    fees: totals.feesCents,
    refunded: totals.refundedCents,
  }
  const sum = BUCKETS.reduce((s, k) => s + cents[k], 0)
  const difference = totals.receivedCents - sum
  const card = (key: string, label: string, value: number, strong = false) => (
    <Card key={key} withBorder padding="sm" radius="md">
      <Text size="xs" c="dimmed" component="p">
        {label}
      </Text>
      <Text fw={700} size={strong ? 'xl' : 'lg'} data-testid={`payments-${key}`} data-cents={value}>
        {formatBRL(value)}
      </Text>
    </Card>
  )
  return (
    <Stack gap="sm" component="section" aria-labelledby="payment-totals-title">
      <Title order={2} size="h4" id="payment-totals-title">
        {t('fees.adminPayments.totalsTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        {card('received', t('fees.adminPayments.received'), totals.receivedCents, true)}
        {card('sum', t('fees.adminPayments.sum'), sum, true)}
        <Card withBorder padding="sm" radius="md" data-testid="payments-check">
          <Group gap={6} wrap="nowrap" h="100%">
            {difference === 0 ? (
              <IconCircleCheck size={20} color="var(--mantine-color-teal-8)" aria-hidden />
            ) : (
              <IconAlertCircle size={20} color="var(--mantine-color-red-8)" aria-hidden />
            )}
            <Text fw={700} size="sm" c={difference === 0 ? 'teal.9' : 'red.9'}>
              {difference === 0
                ? t('fees.adminPayments.addsUp')
                : t('fees.adminPayments.difference', { amount: formatBRL(difference) })}
            </Text>
          </Group>
        </Card>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" data-testid="payment-buckets">
        {BUCKETS.map((k) => card(k, t(`fees.adminPayments.${k}`), cents[k]))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" data-testid="payments-pending">
        {t('fees.adminPayments.pending', {
          count: totals.pendingCount,
          amount: formatBRL(totals.pendingCents),
        })}
      </Text>
    </Stack>
  )
}
