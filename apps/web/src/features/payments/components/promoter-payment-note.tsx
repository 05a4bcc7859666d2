import { Alert } from '@mantine/core'
import { IconCash } from '@tabler/icons-react'
import { formatDateTime } from '@galera/shared/format/date.ts'
import type { JobDto } from '@galera/shared/jobs/job.schemas.ts'
import { useLocale } from '../../../lib/i18n.ts'

/** Where the hirer's money of this job is (ADR 0055), as the promoter sees it. */
export function PromoterPaymentNote({ payment }: { payment: NonNullable<JobDto['payment']> }) {
  const { t, locale } = useLocale()
  const at = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '')
  const text =
    payment.status === 'pending'
      ? t('jobs.payment.pending', { deadline: at(payment.deadline) })
      : payment.status === 'paid'
        ? t('jobs.payment.paid', { release: at(payment.releaseAt) })
        : payment.status === 'released'
          ? t('jobs.payment.released', { date: at(payment.releasedAt) })
          : t(`jobs.payment.${payment.status}`)
  const color =
    payment.status === 'paid' || payment.status === 'released'
      ? 'teal'
      : payment.status === 'pending'
        ? 'yellow'
        : 'gray'
  return (
    <Alert
      color={color}
      variant="light"
      icon={<IconCash aria-hidden />}
      data-testid="promoter-payment"
      data-status={payment.status}
    >
      {text}
    </Alert>
  )
}
