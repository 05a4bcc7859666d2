import { Alert, Anchor, Container, Grid, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconClock } from '@tabler/icons-react'
import { Link, useParams } from 'react-router'
import { pathTo } from '../../lib/routes.ts'
import { JobStatusBadge } from '../../components/job-parts.tsx'
import { Countdown } from '../../components/countdown.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { isNotFound, useHirerJob } from '../../features/jobs/hirer/api.ts'
import { CancelJob } from '../../features/jobs/hirer/components/cancel-job.tsx'
import {
  DetailSection,
  JobContact,
  JobEvent,
  JobPromoter,
  JobTimeline,
  JobValues,
} from '../../features/jobs/hirer/components/job-detail.tsx'
import { RateJob, RatingView } from '../../features/jobs/hirer/components/rate-job.tsx'
import { ConversationPanel } from '../../features/conversations/components/conversation-panel.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { PayPanel } from '../../features/payments/components/pay-panel.tsx'
import { DisputePanel } from '../../features/payments/components/dispute-panel.tsx'

/**
 * solicitation `…/solicitation/{id}/see` (ADR 0019): one solicitation or job of the hirer —
 * event, place, promoter, status and history, the fee split, cancel (stating the refund) and the
 * rating. Polls every 20 s while the promoter has not answered, and on window focus.
 */
export function HirerJobPage() {
  const { id = '' } = useParams()
  const { t } = useLocale()
  const query = useHirerJob(id)
  usePageTitle(query.data?.eventName ?? t('hire.job.title'))
  const back = (
    <Anchor component={Link} to={pathTo('hirerJobs', { tab: 'all' })} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('hire.job.back')}
      </Group>
    </Anchor>
  )

  if (query.isPending) return <LoadingState />
  if (query.isError)
    return (
      <Container size="md" py="xl">
        <Stack gap="md">
          {back}
          {isNotFound(query.error) ? (
            <>
              <Title order={1}>{t('hire.job.title')}</Title>
              <EmptyState title={t('hire.job.notFound')} />
            </>
          ) : (
            <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
          )}
        </Stack>
      </Container>
    )

  const job = query.data
  const canCancel = job.actions.includes('cancel')
  const canRate = job.actions.includes('rate')
  const rated = job.myRating || job.theirRating || canRate || job.status === 'completed'
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {back}
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1}>{job.eventName}</Title>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('hire.job.status')}:
              </Text>
              <JobStatusBadge status={job.status} />
            </Group>
          </Stack>
          {canCancel && <CancelJob job={job} />}
        </Group>
        {job.status === 'requested' && (
          <Alert color="yellow" variant="light" icon={<IconClock aria-hidden />}>
            <Stack gap={2}>
              <Text size="sm">
                {t('hire.job.answerIn')}{' '}
                <Countdown until={job.answerDeadline} endedLabel={t('hire.job.answerClosed')} />
              </Text>
              <Text size="xs">{t('hire.job.live')}</Text>
            </Stack>
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              {job.payment && <PayPanel jobId={job.id} onChange={() => void query.refetch()} />}
              {job.payment && <DisputePanel jobId={job.id} />}
              <JobEvent job={job} />
              <JobValues job={job} />
              {rated && (
                <DetailSection id="job-ratings" title={t('hire.rate.section')}>
                  {canRate && <RateJob job={job} />}
                  {job.myRating && <RatingView title={t('hire.rate.mine')} rating={job.myRating} />}
                  {job.theirRating ? (
                    <RatingView
                      title={t('hire.rate.theirs', { name: job.promoter.name })}
                      rating={job.theirRating}
                    />
                  ) : (
                    job.status === 'completed' && (
                      <Text size="sm" c="dimmed">
                        {t('hire.rate.theirsHidden')}
                      </Text>
                    )
                  )}
                </DetailSection>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <JobPromoter job={job} />
              <ConversationPanel subject={{ kind: 'job', id: job.id }} name={job.promoter.name} />
              <JobTimeline job={job} />
              {job.contact && <JobContact contact={job.contact} />}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  )
}
