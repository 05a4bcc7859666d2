import { Link } from 'react-router'
import { Anchor, Badge, Card, SimpleGrid, Table, Text } from '@mantine/core'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDate } from '@galera/shared/format/date.ts'
import type { EarningsDto, EarningsEntryDto } from '@galera/shared/jobs/job.schemas.ts'
import { pathTo } from '../../../app/routes.ts'
import { useLocale } from '../../../lib/i18n.ts'

const NOWRAP = { whiteSpace: 'nowrap' } as const

const PAYOUT_COLOR: Record<EarningsEntryDto['payoutStatus'], string> = {
  expected: 'gray',
  due: 'yellow',
  paid: 'teal',
}

/** The three totals (expected, due, paid). */
export function EarningsTotals({ totals }: { totals: EarningsDto['totals'] }) {
  const { t } = useLocale()
  const cards = [
    ['expected', totals.expectedCents],
    ['due', totals.dueCents],
    ['paid', totals.paidCents],
  ] as const
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {cards.map(([key, cents]) => (
        <Card key={key} withBorder radius="md" padding="md" data-testid={`earnings-${key}`}>
          <Text size="sm" c="dimmed" fw={600}>
            {t(`jobs.earnings.${key}`)}
          </Text>
          <Text size="xl" fw={700}>
            {formatBRL(cents)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  )
}

/** Per job: gross, fees, net, the due day (the job day) and the payout status. */
export function EarningsTable({ entries }: { entries: EarningsEntryDto[] }) {
  const { t, locale } = useLocale()
  return (
    <Table.ScrollContainer minWidth={640}>
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
