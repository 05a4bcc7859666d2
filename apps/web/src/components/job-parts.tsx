import { Badge, Table } from '@mantine/core'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatBps } from '@galera/shared/jobs/fees.ts'
import type { JobFee } from '@galera/shared/jobs/job.schemas.ts'
import type { JobStatus } from '@galera/shared/jobs/job-status.ts'
import { useLocale } from '../lib/i18n.ts'

/*
 * Pieces both sides of a hire show: the status and the fee breakdown (the countdown to a
 * deadline is components/countdown.tsx). Screens load the `jobs` i18n domain before rendering them.
 */

const STATUS_COLORS: Record<JobStatus, string> = {
  requested: 'yellow',
  accepted: 'teal',
  declined: 'gray',
  expired: 'gray',
  cancelled: 'red',
  completed: 'blue',
}

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useLocale()
  return (
    <Badge color={STATUS_COLORS[status]} variant="dot" radius="sm">
      {t(`jobs.status.${status}`)}
    </Badge>
  )
}

/** Gross, the two fee parts and the promoter's net, in BRL; the parts add up exactly. */
export function FeeBreakdownTable({ fee, caption }: { fee: JobFee; caption?: string }) {
  const { t, locale } = useLocale()
  const rows: Array<[string, number, boolean?]> = [
    [t('jobs.fee.gross'), fee.grossCents],
    [t('jobs.fee.provider', { rate: formatBps(fee.providerBps, locale) }), -fee.providerFeeCents],
    [t('jobs.fee.platform', { rate: formatBps(fee.platformBps, locale) }), -fee.platformFeeCents],
    [t('jobs.fee.net'), fee.netCents, true],
  ]
  return (
    <Table withRowBorders={false} verticalSpacing={4} data-testid="fee-breakdown">
      <Table.Caption>
        {caption ?? t(fee.frozen ? 'jobs.fee.frozen' : 'jobs.fee.preview')}
      </Table.Caption>
      <Table.Tbody>
        {rows.map(([label, cents, strong]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={strong ? 700 : 400}>
              {label}
            </Table.Th>
            <Table.Td ta="right" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
              {cents < 0 ? `− ${formatBRL(-cents)}` : formatBRL(cents)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
