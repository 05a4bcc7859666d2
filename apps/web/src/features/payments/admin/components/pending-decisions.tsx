import { useState } from 'react'
import { Badge, Button, Stack, Text, Title } from '@mantine/core'
import type { PendingDecisionDto } from '@galera/shared/payments/payment-dispute.schemas.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { ResponsiveTable, type ResponsiveColumn } from '../../../../components/responsive-table.tsx'
import { ErrorState, LoadingState } from '../../../../components/states.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { usePendingDecisions } from '../api.ts'
import { DecisionDialog } from './decision-dialog.tsx'

/**
 * ADR 0063: held payments an admin master must decide — a hirer's open dispute (its reason and
 * words) or a flag the provider's events set — with the amount and both parties, and the
 * decision dialog.
 */
export function PendingDecisions() {
  const { t, locale } = useLocale()
  const query = usePendingDecisions()
  const [deciding, setDeciding] = useState<PendingDecisionDto | null>(null)

  const columns: ResponsiveColumn<PendingDecisionDto>[] = [
    {
      key: 'event',
      label: t('fees.adminPayments.event'),
      isTitle: true,
      render: (d) => d.eventName,
    },
    {
      key: 'parties',
      label: t('fees.adminPayments.decisions.partiesColumn'),
      render: (d) => (
        <Stack gap={0}>
          <Text span size="sm">
            {t('fees.adminPayments.decisions.hirer', { name: d.hirerName })}
          </Text>
          <Text span size="sm">
            {t('fees.adminPayments.decisions.promoter', { name: d.promoterName })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'amount',
      label: t('fees.adminPayments.amount'),
      nowrap: true,
      align: 'end',
      render: (d) => (
        <Text span size="sm" data-cents={d.amountCents}>
          {formatBRL(d.amountCents)}
        </Text>
      ),
    },
    {
      key: 'reason',
      label: t('fees.adminPayments.decisions.reason'),
      render: (d) => (
        <Stack gap={4}>
          {d.dispute && (
            <>
              <Badge color="red" variant="light" radius="sm">
                {t(`fees.adminPayments.decisions.reasons.${d.dispute.reason}`)}
              </Badge>
              <Text span size="sm">
                {d.dispute.description}
              </Text>
              <Text span size="xs" c="dimmed">
                {t('fees.adminPayments.decisions.openedAt', {
                  date: formatDateTime(d.dispute.openedAt, locale),
                })}
              </Text>
            </>
          )}
          {d.flag && (
            <Badge color="orange" variant="light" radius="sm">
              {t(`fees.adminPayments.flags.${d.flag}`, { defaultValue: d.flag })}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'releaseAt',
      label: t('fees.adminPayments.decisions.releaseAt'),
      render: (d) => formatDateTime(d.releaseAt, locale),
    },
    {
      key: 'action',
      label: t('fees.adminPayments.reconciliation.action'),
      render: (d) => (
        <Button
          size="xs"
          onClick={() => setDeciding(d)}
          aria-haspopup="dialog"
          aria-label={`${t('fees.adminPayments.decisions.decide')}: ${d.eventName}`}
        >
          {t('fees.adminPayments.decisions.decide')}
        </Button>
      ),
    },
  ]

  let body
  if (query.isPending) body = <LoadingState />
  else if (query.isError)
    body = <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
  else if (query.data.data.length === 0)
    body = <Text>{t('fees.adminPayments.decisions.none')}</Text>
  else
    body = (
      <ResponsiveTable
        items={query.data.data}
        columns={columns}
        rowKey={(d) => d.paymentId}
        caption={t('fees.adminPayments.decisions.caption')}
        testId="pending-decisions"
        minWidth={820}
        titleOrder={3}
      />
    )
  return (
    <Stack gap="sm" component="section" aria-labelledby="decisions-title">
      <Title order={2} size="h4" id="decisions-title">
        {t('fees.adminPayments.decisions.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('fees.adminPayments.decisions.intro')}
      </Text>
      {body}
      <DecisionDialog item={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  )
}
