import { Link } from 'react-router'
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDate } from '@galera/shared/format/date.ts'
import type { EarningsDto, EarningsEntryDto } from '@galera/shared/jobs/job.schemas.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { ResponsiveTable, type ResponsiveColumn } from '../../../../components/responsive-table.tsx'
import { useLocale } from '../../../../lib/i18n.ts'

const PAYOUT_COLOR: Record<EarningsEntryDto['payoutStatus'], string> = {
  expected: 'gray',
  due: 'yellow',
  paid: 'teal',
  refunded: 'blue',
}

function Figure({ id, label, cents, strong = false }: FigureProps) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="sm" c="dimmed" fw={600} component="p">
        {label}
      </Text>
      <Text size={strong ? 'xl' : 'lg'} fw={700} data-testid={`earnings-${id}`} data-cents={cents}>
        {formatBRL(cents)}
      </Text>
    </Card>
  )
}

interface FigureProps {
  id: string
  label: string
  cents: number
  strong?: boolean
}

/**
 * The statement's totals, all from the server (ADR 0027): what hirers were charged, the two fees
 * and the net; then the net bucket by bucket — held for future jobs, due, paid, refunded — with
 * their sum beside it. "Confere" is judged on the figures shown.
 */
export function EarningsTotals({ totals }: { totals: EarningsDto['totals'] }) {
  const { t } = useLocale()
  const buckets = [
    ['held', totals.heldCents],
    ['due', totals.dueCents],
    ['paid', totals.paidCents],
    ['refunded', totals.refundCents],
  ] as const
  const sum = buckets.reduce((acc, [, cents]) => acc + cents, 0)
  const difference = totals.netCents - sum
  const feesDifference =
    totals.grossCents - totals.providerFeeCents - totals.platformFeeCents - totals.netCents
  const addsUp = difference === 0 && feesDifference === 0
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="earnings-charged-title">
        <Title order={2} size="h4" id="earnings-charged-title">
          {t('jobs.earnings.chargedTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('jobs.earnings.chargedIntro')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm" data-testid="earnings-charged">
          <Figure id="gross" label={t('jobs.earnings.grossTotal')} cents={totals.grossCents} />
          <Figure
            id="providerFee"
            label={t('jobs.earnings.providerFee')}
            cents={totals.providerFeeCents}
          />
          <Figure
            id="platformFee"
            label={t('jobs.earnings.platformFee')}
            cents={totals.platformFeeCents}
          />
          <Figure id="net" label={t('jobs.earnings.netTotal')} cents={totals.netCents} strong />
        </SimpleGrid>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="earnings-buckets-title">
        <Title order={2} size="h4" id="earnings-buckets-title">
          {t('jobs.earnings.bucketsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('jobs.earnings.bucketsIntro')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm" data-testid="earnings-buckets">
          {buckets.map(([key, cents]) => (
            <Figure key={key} id={key} label={t(`jobs.earnings.${key}`)} cents={cents} />
          ))}
        </SimpleGrid>
        <Card withBorder radius="md" padding="sm" data-testid="earnings-check">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap={6} wrap="nowrap">
              {addsUp ? (
                <IconCircleCheck size={20} color="var(--mantine-color-teal-8)" aria-hidden />
              ) : (
                <IconAlertCircle size={20} color="var(--mantine-color-red-8)" aria-hidden />
              )}
              <Text fw={700} size="sm" c={addsUp ? 'teal.9' : 'red.9'}>
                {addsUp
                  ? t('jobs.earnings.addsUp')
                  : t('jobs.earnings.difference', {
                      amount: formatBRL(difference !== 0 ? difference : feesDifference),
                    })}
              </Text>
            </Group>
            <Text size="sm">
              {t('jobs.earnings.sum')}:{' '}
              <Text span fw={700} data-testid="earnings-sum" data-cents={sum}>
                {formatBRL(sum)}
              </Text>
            </Text>
          </Group>
        </Card>
      </Stack>
    </Stack>
  )
}

/**
 * Per job: gross, fees, refund, net (gross = fees + refund + net), the due day (the job day) and
 * the payout status. Stacked cards on a phone, the same figures (ResponsiveTable).
 */
export function EarningsTable({ entries }: { entries: EarningsEntryDto[] }) {
  const { t, locale } = useLocale()
  const money = (
    key: string,
    label: string,
    cents: (e: EarningsEntryDto) => number,
    strong = false,
  ) =>
    ({
      key,
      label,
      align: 'end',
      nowrap: true,
      render: (e: EarningsEntryDto) => (
        <Text span size="sm" fw={strong ? 700 : undefined} data-cents={cents(e)}>
          {formatBRL(cents(e))}
        </Text>
      ),
    }) satisfies ResponsiveColumn<EarningsEntryDto>
  const columns: ResponsiveColumn<EarningsEntryDto>[] = [
    {
      key: 'event',
      label: t('jobs.earnings.event'),
      isTitle: true,
      render: (e) => (
        <Anchor component={Link} to={pathTo('promoterJob', { id: e.jobId })}>
          {e.eventName}
        </Anchor>
      ),
    },
    { key: 'date', label: t('jobs.earnings.date'), render: (e) => formatDate(e.startsAt, locale) },
    money('gross', t('jobs.earnings.gross'), (e) => e.grossCents),
    money('fee', t('jobs.earnings.fee'), (e) => e.feeCents),
    money('refund', t('jobs.earnings.refund'), (e) => e.refundCents),
    money('net', t('jobs.earnings.net'), (e) => e.netCents, true),
    {
      key: 'dueOn',
      label: t('jobs.earnings.dueOn'),
      // dueOn is a calendar day: shown as such, not shifted by a zone.
      render: (e) => formatDate(`${e.dueOn}T12:00:00Z`, locale, 'UTC'),
    },
    {
      key: 'payout',
      label: t('jobs.earnings.payout'),
      render: (e) => {
        // ADR 0055: a job awaiting the hirer's payment, or paid and held until its release.
        const held = e.payment && e.payoutStatus !== 'paid' && e.payoutStatus !== 'refunded'
        const key =
          e.payment?.status === 'pending'
            ? 'awaitingPayment'
            : held && (e.payment!.status === 'paid' || e.payment!.status === 'refunded')
              ? 'held'
              : e.payoutStatus
        return (
          <Badge
            color={
              key === 'awaitingPayment'
                ? 'yellow'
                : key === 'held'
                  ? 'teal'
                  : PAYOUT_COLOR[e.payoutStatus]
            }
            variant="dot"
            radius="sm"
            data-status={key}
          >
            {t(`jobs.earnings.payoutStatus.${key}`, {
              date:
                key === 'held'
                  ? formatDate(e.payment!.releaseAt, locale)
                  : e.paidAt
                    ? formatDate(e.paidAt, locale)
                    : '',
            })}
          </Badge>
        )
      },
    },
  ]
  return (
    <ResponsiveTable
      items={entries}
      columns={columns}
      rowKey={(e) => e.jobId}
      caption={t('jobs.earnings.tableCaption')}
      testId="earnings-table"
      minWidth={760}
      tableProps={{ striped: true, highlightOnHover: true }}
    />
  )
}
