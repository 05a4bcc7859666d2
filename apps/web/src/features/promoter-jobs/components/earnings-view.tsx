import { Link } from 'react-router'
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDate } from '@galera/shared/format/date.ts'
import type { EarningsDto, EarningsEntryDto } from '@galera/shared/jobs/job.schemas.ts'
import { pathTo } from '../../../lib/routes.ts'
import { useLocale } from '../../../lib/i18n.ts'

const NOWRAP = { whiteSpace: 'nowrap' } as const

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

/** Per job: gross, fees, refund, net (gross = fees + refund + net), the due day (the job day) and the payout status. */
export function EarningsTable({ entries }: { entries: EarningsEntryDto[] }) {
  const { t, locale } = useLocale()
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover data-testid="earnings-table">
        <Table.Caption>{t('jobs.earnings.tableCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('jobs.earnings.event')}</Table.Th>
            <Table.Th scope="col">{t('jobs.earnings.date')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('jobs.earnings.gross')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('jobs.earnings.fee')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('jobs.earnings.refund')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('jobs.earnings.net')}
            </Table.Th>
            <Table.Th scope="col">{t('jobs.earnings.dueOn')}</Table.Th>
            <Table.Th scope="col">{t('jobs.earnings.payout')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.jobId}>
              <Table.Td>
                <Anchor component={Link} to={pathTo('promoterJob', { id: e.jobId })}>
                  {e.eventName}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatDate(e.startsAt, locale)}</Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {formatBRL(e.grossCents)}
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {formatBRL(e.feeCents)}
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {formatBRL(e.refundCents)}
              </Table.Td>
              <Table.Td ta="right" fw={700} style={NOWRAP}>
                {formatBRL(e.netCents)}
              </Table.Td>
              {/* dueOn is a calendar day: shown as such, not shifted by a zone. */}
              <Table.Td>{formatDate(`${e.dueOn}T12:00:00Z`, locale, 'UTC')}</Table.Td>
              <Table.Td>
                <Badge color={PAYOUT_COLOR[e.payoutStatus]} variant="dot" radius="sm">
                  {t(`jobs.earnings.payoutStatus.${e.payoutStatus}`, {
                    date: e.paidAt ? formatDate(e.paidAt, locale) : '',
                  })}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
