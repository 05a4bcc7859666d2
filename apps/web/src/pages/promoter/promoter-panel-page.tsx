import { Container } from '@mantine/core'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { usePromoterPanel } from '../../features/promoters/panel/api.ts'
import { PanelHome } from '../../features/promoters/panel/components/panel-home.tsx'
import { NOTIFICATIONS_KEY } from '../../features/notifications/api.ts'
import { usePromoterJobs, useRefreshJobsOn } from '../../features/jobs/promoter/api.ts'
import { CertificationRequiredNotice } from '../../features/admin/certification/components/certification-required-notice.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** promoter-panel `/promotor/panel/promoter`: the promoter's home after login. */
export function PromoterPanelPage() {
  const { t } = useLocale()
  usePageTitle(t('promoterPanel.title'))
  const panel = usePromoterPanel()
  // The count of solicitations waiting for an answer (the list's tab counts).
  const jobs = usePromoterJobs('requested', 1)
  useRefreshJobsOn(NOTIFICATIONS_KEY)
  return (
    <Container size="md" py="xl">
      <CertificationRequiredNotice mb="lg" />
      {panel.isPending ? (
        <LoadingState />
      ) : panel.isError ? (
        <ErrorState message={panel.error.message} onRetry={() => void panel.refetch()} />
      ) : (
        <PanelHome panel={panel.data} newSolicitations={jobs.data?.counts.requested} />
      )}
    </Container>
  )
}
