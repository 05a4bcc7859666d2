import type { ReactNode } from 'react'
import { Pager } from '../../../../components/admin-pager.tsx'
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import type { JobSummaryDto } from '@galera/shared/jobs/job.schemas.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { JobStatusBadge } from '../../../../components/job-parts.tsx'
import { Countdown } from '../../../../components/countdown.tsx'
import { useLocale } from '../../../../lib/i18n.ts'

/** "10/12/2026 14:00 até 10/12/2026 20:00", in the venue's zone. */
export function useJobRange() {
  const { t, locale } = useLocale()
  return (job: { startsAt: string; endsAt: string; timeZone: string }) =>
    t('hire.job.range', {
      start: formatDateTime(job.startsAt, locale, job.timeZone),
      end: formatDateTime(job.endsAt, locale, job.timeZone),
    })
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  )
}

/** One solicitation in the hirer's list: event, when, where, promoter, cachê and status. */
export function JobCard({ job }: { job: JobSummaryDto }) {
  const { t } = useLocale()
  const range = useJobRange()
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="job-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4">
            <Anchor
              component={Link}
              to={pathTo('hirerJob', { id: job.id })}
              aria-label={t('hire.list.see', { event: job.eventName })}
            >
              {job.eventName}
            </Anchor>
          </Title>
          <JobStatusBadge status={job.status} />
        </Group>
        <SimpleGrid
          component="dl"
          cols={{ base: 1, xs: 2 }}
          spacing="xs"
          verticalSpacing="xs"
          m={0}
        >
          <Fact label={t('hire.list.when')}>{range(job)}</Fact>
          <Fact label={t('hire.list.where')}>
            {job.city}/{job.uf}
          </Fact>
          <Fact label={t('hire.list.promoter')}>{job.counterpart.name}</Fact>
          <Fact label={t('hire.list.cash')}>{formatBRL(job.cashCents)}</Fact>
          {job.status === 'requested' && (
            <Fact label={t('hire.list.answerIn')}>
              <Countdown until={job.answerDeadline} endedLabel={t('hire.list.answerClosed')} />
            </Fact>
          )}
        </SimpleGrid>
      </Stack>
    </Card>
  )
}

export const JobPager = (props: {
  page: number
  total: number
  onChange: (page: number) => void
}) => <Pager {...props} words="hire.list" />
