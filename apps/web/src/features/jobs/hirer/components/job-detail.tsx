import type { ReactNode } from 'react'
import { Anchor, Avatar, Card, Group, Stack, Text, Timeline, Title } from '@mantine/core'
import { Link } from 'react-router'
import { formatDateTime, formatTimeZone } from '@galera/shared/format/date.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import { maskCep } from '@galera/shared/format/masks.ts'
import type { JobDto } from '@galera/shared/jobs/job.schemas.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { FeeBreakdownTable } from '../../../../components/job-parts.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { useJobRange } from './job-card.tsx'
import { formatCpfCnpj, formatPhoneBR } from '@galera/shared/format/documents.ts'

export function DetailSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <Card component="section" withBorder radius="lg" padding="lg" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  )
}

/** Event, dates in the venue's zone, paid hours and the place. */
export function JobEvent({ job }: { job: JobDto }) {
  const { t, locale } = useLocale()
  const range = useJobRange()
  const p = job.place
  return (
    <DetailSection id="job-event" title={t('hire.job.event')}>
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {t('hire.job.when')}
        </Text>
        <Text size="sm">{range(job)}</Text>
        <Text size="xs" c="dimmed">
          {t('hire.job.zone', { zone: formatTimeZone(job.timeZone, locale, job.startsAt) })} ·{' '}
          {t('hire.job.workHours', { hours: job.workHours })}
        </Text>
      </Stack>
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {t('hire.job.place')}
        </Text>
        <Text size="sm">{p.name}</Text>
        <Text size="sm">
          {p.address}
          {p.complement ? ` — ${p.complement}` : ''}
        </Text>
        <Text size="sm">
          {p.city}/{p.uf} · {maskCep(p.zipcode)}
        </Text>
      </Stack>
    </DetailSection>
  )
}

/** The promoter hired, with a link to the public profile. */
export function JobPromoter({ job }: { job: JobDto }) {
  const { t } = useLocale()
  const p = job.promoter
  return (
    <DetailSection id="job-promoter" title={t('hire.job.promoter')}>
      <Group gap="sm" wrap="nowrap">
        <Avatar src={p.avatarUrl} alt="" radius="xl" size="lg" name={p.name} />
        <Stack gap={0}>
          <Text fw={600}>{p.name}</Text>
          {p.category && (
            <Text size="sm" c="dimmed">
              {p.category}
            </Text>
          )}
          <Anchor component={Link} to={pathTo('promoter', { id: p.id })} size="sm" fw={600}>
            {t('hire.job.seeProfile', { name: p.name })}
          </Anchor>
        </Stack>
      </Group>
    </DetailSection>
  )
}

/** Gross, fee parts and net; the refund after a cancellation of an accepted job. */
export function JobValues({ job }: { job: JobDto }) {
  const { t } = useLocale()
  return (
    <DetailSection id="job-values" title={t('hire.job.values')}>
      <FeeBreakdownTable fee={job.fee} />
      {job.refundCents !== null && (
        <Text size="sm" fw={600} data-testid="job-refund">
          {t('hire.job.refund', { amount: formatBRL(job.refundCents) })}
        </Text>
      )}
    </DetailSection>
  )
}

/** The company data typed in the hire form. */
export function JobContact({ contact }: { contact: NonNullable<JobDto['contact']> }) {
  const { t } = useLocale()
  return (
    <DetailSection id="job-contact" title={t('hire.job.contact')}>
      <Stack gap={2}>
        <Text size="sm">{contact.name}</Text>
        <Text size="sm">{formatCpfCnpj(contact.doc)}</Text>
        <Text size="sm">{formatPhoneBR(contact.phone)}</Text>
        <Text size="sm">{contact.email}</Text>
      </Stack>
    </DetailSection>
  )
}

/** Requested → answered → ended, with dates in the venue's zone and the reason if any. */
export function JobTimeline({ job }: { job: JobDto }) {
  const { t, locale } = useLocale()
  const at = (iso: string) => formatDateTime(iso, locale, job.timeZone)
  const items: Array<{ key: string; label: string; when: string; note?: string }> = [
    { key: 'requested', label: t('hire.job.steps.requested'), when: job.requestedAt },
  ]
  if (job.status === 'requested')
    items.push({ key: 'deadline', label: t('hire.job.steps.deadline'), when: job.answerDeadline })
  if (job.acceptedAt)
    items.push({ key: 'accepted', label: t('hire.job.steps.accepted'), when: job.acceptedAt })
  if (job.declinedAt)
    items.push({ key: 'declined', label: t('hire.job.steps.declined'), when: job.declinedAt })
  if (job.expiredAt)
    items.push({ key: 'expired', label: t('hire.job.steps.expired'), when: job.expiredAt })
  if (job.status === 'accepted')
    items.push({ key: 'starts', label: t('hire.job.steps.starts'), when: job.startsAt })
  if (job.cancelledAt)
    items.push({
      key: 'cancelled',
      label:
        job.cancelledBy === 'promoter'
          ? t('hire.job.steps.cancelledPromoter')
          : t('hire.job.steps.cancelledHirer'),
      when: job.cancelledAt,
    })
  if (job.completedAt)
    items.push({ key: 'completed', label: t('hire.job.steps.completed'), when: job.completedAt })
  const reached = items.filter((i) => i.key !== 'deadline' && i.key !== 'starts').length - 1
  return (
    <DetailSection id="job-timeline" title={t('hire.job.timeline')}>
      <Timeline active={reached} bulletSize={14} lineWidth={2}>
        {items.map((item) => (
          <Timeline.Item key={item.key} title={item.label}>
            <Text size="sm" c="dimmed">
              <time dateTime={item.when}>{at(item.when)}</time>
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      {job.reason && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {t('hire.job.reason', { reason: job.reason })}
        </Text>
      )}
    </DetailSection>
  )
}
