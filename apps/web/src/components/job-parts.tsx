import { useEffect, useState } from 'react'
import { Badge, Table, Text } from '@mantine/core'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatBps } from '@galera/shared/jobs/fees.ts'
import type { JobFee } from '@galera/shared/jobs/job.schemas.ts'
import type { JobStatus } from '@galera/shared/jobs/job-status.ts'
import { useLocale } from '../lib/i18n.ts'

/*
 * Pieces both sides of a hire show: the status, the fee breakdown and a countdown to a
 * deadline. Screens load the `jobs` i18n domain before rendering them.
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

/** Whole days/hours/minutes until `until`; re-renders every 30 s. */
export function useCountdown(until: string | Date): {
  ms: number
  days: number
  hours: number
  minutes: number
} {
  const target = new Date(until).getTime()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(id)
  }, [])
  const ms = Math.max(0, target - now)
  return {
    ms,
    days: Math.floor(ms / 86_400_000),
    hours: Math.floor((ms % 86_400_000) / 3_600_000),
    minutes: Math.floor((ms % 3_600_000) / 60_000),
  }
}

/** "2 d 4 h 10 min" / "encerrado" — the label key comes from the caller's domain. */
export function Countdown({ until, endedLabel }: { until: string; endedLabel: string }) {
  const { ms, days, hours, minutes } = useCountdown(until)
  const text =
    ms === 0
      ? endedLabel
      : [days ? `${days} d` : '', hours ? `${hours} h` : '', `${minutes} min`]
          .filter(Boolean)
          .join(' ')
  return (
    <Text component="span" size="sm" fw={600} c={ms === 0 ? 'dimmed' : undefined}>
      <time dateTime={new Date(until).toISOString()}>{text}</time>
    </Text>
  )
}
