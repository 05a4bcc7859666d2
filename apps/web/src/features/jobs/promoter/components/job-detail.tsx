import type { ReactNode } from 'react'
import { Box, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconMoodHappy, IconMoodNeutral, IconMoodSad } from '@tabler/icons-react'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDateTime, formatTimeZone } from '@galera/shared/format/date.ts'
import type { JobDto, JobRatingDto } from '@galera/shared/jobs/job.schemas.ts'
import { FeeBreakdownTable, JobStatusBadge } from '../../../../components/job-parts.tsx'
import { Countdown } from '../../../../components/countdown.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { JobActions } from './job-actions.tsx'
import { RateForm } from './rate-form.tsx'
import { formatCpfCnpj, formatPhoneBR } from '@galera/shared/format/documents.ts'
import { maskCep } from '@galera/shared/format/masks.ts'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  )
}

const RATING_ICON = {
  positive: [IconMoodHappy, 'teal'],
  neutral: [IconMoodNeutral, 'gray'],
  negative: [IconMoodSad, 'red'],
} as const

function RatingView({ title, rating }: { title: string; rating: JobRatingDto }) {
  const { t, locale } = useLocale()
  const [Icon, color] = RATING_ICON[rating.value]
  return (
    <Stack gap={4}>
      <Text fw={600}>{title}</Text>
      <Group gap="xs">
        <ThemeIcon color={color} variant="light" radius="xl" aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
        <Text>{t(`jobs.rating.${rating.value}`)}</Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(rating.createdAt, locale)}
        </Text>
      </Group>
      <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{rating.comment}</Text>
    </Stack>
  )
}

/** One solicitation for the promoter: event, dates (venue zone), place, hirer, money, actions. */
export function JobDetail({ job }: { job: JobDto }) {
  const { t, locale } = useLocale()
  const at = (v: string) => formatDateTime(v, locale, job.timeZone)
  const timeline: string[] = [t('jobs.detail.requestedAt', { date: at(job.requestedAt) })]
  if (job.status === 'requested')
    timeline.push(t('jobs.detail.answerDeadline', { date: at(job.answerDeadline) }))
  if (job.acceptedAt) timeline.push(t('jobs.detail.acceptedAt', { date: at(job.acceptedAt) }))
  if (job.declinedAt) timeline.push(t('jobs.detail.declinedAt', { date: at(job.declinedAt) }))
  if (job.expiredAt) timeline.push(t('jobs.detail.expiredAt', { date: at(job.expiredAt) }))
  if (job.cancelledAt)
    timeline.push(
      t(
        job.cancelledBy === 'promoter'
          ? 'jobs.detail.cancelledByPromoter'
          : job.cancelledBy === 'hirer'
            ? 'jobs.detail.cancelledByHirer'
            : 'jobs.detail.cancelledAt',
        { date: at(job.cancelledAt) },
      ),
    )
  if (job.completedAt) timeline.push(t('jobs.detail.completedAt', { date: at(job.completedAt) }))
  if (job.reason) timeline.push(t('jobs.detail.reason', { reason: job.reason }))
  if (job.refundCents !== null)
    timeline.push(t('jobs.detail.refund', { amount: formatBRL(job.refundCents) }))

  const canRate = job.actions.includes('rate')
  const showRatings = job.status === 'completed'

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('jobs.detail.title')}
          </Text>
          <Title order={1}>{job.eventName}</Title>
        </Stack>
        <Group gap="sm">
          <JobStatusBadge status={job.status} />
          {job.status === 'requested' && (
            <Countdown until={job.answerDeadline} endedLabel={t('jobs.promoter.ended')} />
          )}
        </Group>
      </Group>

      <Section id="job-actions" title={t('jobs.detail.actions')}>
        <JobActions job={job} />
      </Section>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Section id="job-dates" title={t('jobs.detail.dates')}>
          <SimpleGrid component="dl" cols={1} spacing="sm" m={0}>
            <Row label={t('jobs.promoter.when')}>
              {t('jobs.detail.dateRange', { start: at(job.startsAt), end: at(job.endsAt) })}
            </Row>
            <Row
              label={t('jobs.detail.timeZone', {
                zone: formatTimeZone(job.timeZone, locale, job.startsAt),
              })}
            >
              {t('jobs.detail.workHours', { hours: job.workHours })}
            </Row>
          </SimpleGrid>
        </Section>

        <Section id="job-place" title={t('jobs.detail.place')}>
          <Text fw={600}>{job.place.name}</Text>
          <Text>
            {job.place.address}
            {job.place.complement ? ` — ${job.place.complement}` : ''}
          </Text>
          <Text>
            {job.place.city}/{job.place.uf} · {maskCep(job.place.zipcode)}
          </Text>
        </Section>

        <Section id="job-hirer" title={t('jobs.detail.hirer')}>
          <Text fw={600}>{job.hirer.name}</Text>
          {job.contact ? (
            <SimpleGrid component="dl" cols={1} spacing="xs" m={0} data-testid="job-contact">
              <Row label={t('jobs.detail.contact')}>{job.contact.name}</Row>
              <Row label={t('jobs.detail.doc')}>{formatCpfCnpj(job.contact.doc)}</Row>
              <Row label={t('jobs.detail.phone')}>{formatPhoneBR(job.contact.phone)}</Row>
              <Row label={t('jobs.detail.email')}>{job.contact.email}</Row>
            </SimpleGrid>
          ) : (
            // "Contact data appears when you accept" is a promise only a job still awaiting the
            // answer can keep; a cancelled, declined or expired one says nothing about it.
            job.status === 'requested' && (
              <Text size="sm" c="dimmed">
                {t('jobs.detail.contactHidden')}
              </Text>
            )
          )}
        </Section>

        <Section id="job-fee" title={t('jobs.detail.fee')}>
          <FeeBreakdownTable fee={job.fee} />
        </Section>
      </SimpleGrid>

      <Section id="job-timeline" title={t('jobs.detail.timeline')}>
        <List spacing={4} size="sm">
          {timeline.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Section>

      {showRatings && (
        <Section id="job-rating" title={t('jobs.rate.title')}>
          {job.myRating ? (
            <RatingView title={t('jobs.rate.mine')} rating={job.myRating} />
          ) : canRate ? (
            <>
              <Text size="sm" c="dimmed">
                {t('jobs.rate.hint')}
              </Text>
              <RateForm job={job} />
            </>
          ) : null}
          {job.theirRating ? (
            <RatingView title={t('jobs.rate.theirs')} rating={job.theirRating} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('jobs.rate.theirsHidden')}
            </Text>
          )}
        </Section>
      )}
    </Stack>
  )
}
