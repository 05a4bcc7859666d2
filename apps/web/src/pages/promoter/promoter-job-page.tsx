import { Link, useParams } from 'react-router'
import { Anchor, Container, Group, Stack } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { pathTo } from '../../lib/routes.ts'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { NOTIFICATIONS_KEY } from '../../features/notifications/api.ts'
import { usePromoterJob, useRefreshJobsOn } from '../../features/jobs/promoter/api.ts'
import { JobDetail } from '../../features/jobs/promoter/components/job-detail.tsx'
import { ConversationPanel } from '../../features/conversations/components/conversation-panel.tsx'
import { isApiError } from '../../lib/api-client.ts'
import { useLocale } from '../../lib/i18n.ts'
import { PromoterPaymentNote } from '../../features/payments/components/promoter-payment-note.tsx'
import { PromoterDisputeCard } from '../../features/payments/components/promoter-dispute-card.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { CertificationRequiredNotice } from '../../features/admin/certification/components/certification-required-notice.tsx'

/** `/promotor/panel/promoter/status/:id/see`: one solicitation, its money and what to do. */
export function PromoterJobPage() {
  const { id = '' } = useParams()
  const { t } = useLocale()
  const job = usePromoterJob(id)
  usePageTitle(job.data ? job.data.eventName : t('jobs.detail.title'))
  useRefreshJobsOn(NOTIFICATIONS_KEY)
  const notFound = isApiError(job.error) && job.error.status === 404

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <CertificationRequiredNotice />
        <Anchor
          component={Link}
          to={pathTo('promoterJobs', {
            tab: job.data?.status === 'requested' ? 'requested' : 'all',
          })}
          size="sm"
        >
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('jobs.promoter.backToList')}
          </Group>
        </Anchor>
        {job.isPending ? (
          <LoadingState />
        ) : job.isError ? (
          <ErrorState
            message={notFound ? t('jobs.detail.notFound') : job.error.message}
            onRetry={notFound ? undefined : () => void job.refetch()}
          />
        ) : (
          <>
            {/* A dispute's card says where the money is (a partial refund still pays out). */}
            {job.data.payment && !job.data.payment.dispute && (
              <PromoterPaymentNote payment={job.data.payment} />
            )}
            {job.data.payment?.dispute && (
              <PromoterDisputeCard
                dispute={job.data.payment.dispute}
                payment={job.data.payment}
                timeZone={job.data.timeZone}
              />
            )}
            <JobDetail job={job.data} />
            <ConversationPanel
              subject={{ kind: 'job', id: job.data.id }}
              name={job.data.hirer.name}
            />
          </>
        )}
      </Stack>
    </Container>
  )
}
