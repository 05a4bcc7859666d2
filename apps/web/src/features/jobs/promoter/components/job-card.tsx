import { Link } from 'react-router'
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import type { JobSummaryDto } from '@galera/shared/jobs/job.schemas.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { JobStatusBadge } from '../../../../components/job-parts.tsx'
import { Countdown } from '../../../../components/countdown.tsx'
import { useLocale } from '../../../../lib/i18n.ts'

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} size="sm">
        {children}
      </Text>
    </div>
  )
}

/** One solicitation in the promoter's list: event, when, where, hirer, money and a countdown. */
export function JobCard({ job }: { job: JobSummaryDto }) {
  const { t, locale } = useLocale()
  const headingId = `job-${job.id}`
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            <Anchor
              component={Link}
              to={pathTo('promoterJob', { id: job.id })}
              aria-label={t('jobs.promoter.open', { event: job.eventName })}
            >
              {job.eventName}
            </Anchor>
          </Title>
          <JobStatusBadge status={job.status} />
        </Group>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
          <Fact label={t('jobs.promoter.when')}>
            {formatDateTime(job.startsAt, locale, job.timeZone)}
          </Fact>
          <Fact label={t('jobs.promoter.where')}>{`${job.city}/${job.uf}`}</Fact>
          <Fact label={t('jobs.promoter.hirer')}>{job.counterpart.name}</Fact>
          <Fact label={t('jobs.promoter.net')}>
            <strong>{formatBRL(job.netCents)}</strong>{' '}
            <Text component="span" size="xs" c="dimmed">
              ({t('jobs.promoter.cash')} {formatBRL(job.cashCents)})
            </Text>
          </Fact>
        </SimpleGrid>
        {job.status === 'requested' && (
          <Group gap="xs" data-testid="answer-countdown">
            <Text size="sm" c="dimmed">
              {t('jobs.promoter.answerIn')}
            </Text>
            <Countdown until={job.answerDeadline} endedLabel={t('jobs.promoter.ended')} />
          </Group>
        )}
        {job.status === 'accepted' && (
          <Group gap="xs" data-testid="start-countdown">
            <Text size="sm" c="dimmed">
              {t('jobs.promoter.startsIn')}
            </Text>
            <Countdown until={job.startsAt} endedLabel={t('jobs.promoter.ended')} />
          </Group>
        )}
      </Stack>
    </Card>
  )
}
