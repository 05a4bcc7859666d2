import { Container } from '@mantine/core'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { usePromoterPanel } from '../../features/promoter-panel/api.ts'
import { PanelHome } from '../../features/promoter-panel/components/panel-home.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** promoter-panel `/promotor/panel/promoter`: the promoter's home after login. */
export function PromoterPanelPage() {
  const { t } = useLocale()
  usePageTitle(t('promoterPanel.title'))
  const panel = usePromoterPanel()
  return (
    <Container size="md" py="xl">
      {panel.isPending ? (
        <LoadingState />
      ) : panel.isError ? (
        <ErrorState message={panel.error.message} onRetry={() => void panel.refetch()} />
      ) : (
        <PanelHome panel={panel.data} />
      )}
    </Container>
  )
}
