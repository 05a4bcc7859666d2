import { useState } from 'react'
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { IconRefresh } from '@tabler/icons-react'
import type {
  PaymentDifferenceDto,
  ReconciliationDto,
} from '@galera/shared/payments/admin-payments.schemas.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { ResponsiveTable, type ResponsiveColumn } from '../../../../components/responsive-table.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import { ADMIN_PAYMENTS_KEY, RECONCILIATION_KEY, reconcileNow, resolveDifference } from '../api.ts'
import { FormErrorAlert } from '../../../../components/states.tsx'

const MONEY_KINDS = new Set(['amount', 'refund', 'ledger'])

/**
 * ADR 0057: the last reconciliation of the provider's charges with the payments and the ledger,
 * its differences (open ones first) and the admin's actions, both audited.
 */
export function ReconciliationCard({ report }: { report: ReconciliationDto }) {
  const { t, locale } = useLocale()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  async function act(key: string, fn: () => Promise<ReconciliationDto>, done: string) {
    setBusy(key)
    setFailure(null)
    try {
      queryClient.setQueryData(RECONCILIATION_KEY, await fn())
      void queryClient.invalidateQueries({ queryKey: ADMIN_PAYMENTS_KEY })
      notifySuccess(done)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(null)
    }
  }

  // Money in centavos; our side of a status is one of our payment statuses; the provider's
  // statuses are shown as the provider names them.
  const value = (d: PaymentDifferenceDto, v: string | null, ours: boolean) =>
    v === null
      ? t('fees.adminPayments.reconciliation.none')
      : MONEY_KINDS.has(d.kind)
        ? formatBRL(Number(v))
        : ours
          ? t(`fees.adminPayments.statuses.${v}`, { defaultValue: v })
          : v
  const columns: ResponsiveColumn<PaymentDifferenceDto>[] = [
    {
      key: 'kind',
      label: t('fees.adminPayments.reconciliation.kind'),
      isTitle: true,
      render: (d) => t(`fees.adminPayments.reconciliation.kinds.${d.kind}`),
    },
    {
      key: 'subject',
      label: t('fees.adminPayments.reconciliation.subject'),
      render: (d) => (
        <Stack gap={0}>
          <Text span size="sm">
            {d.eventName ?? t('fees.adminPayments.reconciliation.none')}
          </Text>
          {d.providerPaymentId && (
            <Text span size="xs" c="dimmed" ff="monospace">
              {d.providerPaymentId}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'ours',
      label: t('fees.adminPayments.reconciliation.ours'),
      render: (d) => value(d, d.ours, true),
    },
    {
      key: 'theirs',
      label: t('fees.adminPayments.reconciliation.theirs'),
      render: (d) => value(d, d.theirs, false),
    },
    {
      key: 'action',
      label: t('fees.adminPayments.reconciliation.action'),
      render: (d) =>
        d.resolvedAt ? (
          <Badge color="teal" variant="dot" radius="sm">
            {t('fees.adminPayments.reconciliation.resolved')}
          </Badge>
        ) : (
          <Button
            size="xs"
            variant="light"
            loading={busy === d.id}
            onClick={() =>
              void act(
                d.id,
                () => resolveDifference(d.id),
                t('fees.adminPayments.reconciliation.resolvedDone'),
              )
            }
            aria-label={`${t('fees.adminPayments.reconciliation.resolve')}: ${t(`fees.adminPayments.reconciliation.kinds.${d.kind}`)}`}
          >
            {t('fees.adminPayments.reconciliation.resolve')}
          </Button>
        ),
    },
  ]

  const last = report.last
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="reconciliation-title"
      data-testid="reconciliation"
    >
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4" id="reconciliation-title">
          {t('fees.adminPayments.reconciliation.title')}
        </Title>
        <Button
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={busy === 'run'}
          onClick={() => void act('run', reconcileNow, t('fees.adminPayments.reconciliation.ran'))}
        >
          {t('fees.adminPayments.reconciliation.runNow')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('fees.adminPayments.reconciliation.intro')}
      </Text>
      <FormErrorAlert message={failure} />
      {!last ? (
        <Text>{t('fees.adminPayments.reconciliation.never')}</Text>
      ) : (
        <>
          <Text size="sm" data-testid="reconciliation-last">
            {t('fees.adminPayments.reconciliation.last', {
              date: formatDateTime(last.ranAt, locale),
              who: t(`fees.adminPayments.reconciliation.${last.manual ? 'manual' : 'daily'}`),
              charges: last.chargesChecked,
              payments: last.paymentsChecked,
            })}{' '}
            <Text span fw={700} c={last.differences === 0 ? 'teal.9' : 'red.9'}>
              {last.differences === 0
                ? t('fees.adminPayments.reconciliation.ok')
                : t('fees.adminPayments.reconciliation.found', { count: last.differences })}
            </Text>
          </Text>
          {report.differences.length > 0 && (
            <ResponsiveTable
              items={report.differences}
              columns={columns}
              rowKey={(d) => d.id}
              caption={t('fees.adminPayments.reconciliation.caption')}
              testId="reconciliation-differences"
              minWidth={720}
              titleOrder={3}
            />
          )}
        </>
      )}
    </Stack>
  )
}
