import { Link, useParams } from 'react-router'
import { Anchor, Container, Group, Stack } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { PROPOSAL_TAB_STATUSES, PROPOSAL_TABS } from '@galera/shared/budgets/budget-status.ts'
import { pathTo } from '../../lib/routes.ts'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { NOTIFICATIONS_KEY } from '../../features/notifications/api.ts'
import { useRefreshRequestsOn, useSupplierProposal } from '../../features/budgets/supplier/api.ts'
import { ProposalDetail } from '../../features/budgets/supplier/components/proposal-detail.tsx'
import { ConversationPanel } from '../../features/conversations/components/conversation-panel.tsx'
import { SupplierNav } from '../../features/suppliers/panel/supplier-nav.tsx'
import { isApiError } from '../../lib/api-client.ts'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { CertificationRequiredNotice } from '../../features/admin/certification/components/certification-required-notice.tsx'

/**
 * `/promotor/panel/supplier/requests/:id/see`: one request — its terms, the answer countdown and
 * the actions open now (answer, counter-proposal, decline, give up, contact finished).
 */
export function SupplierRequestPage() {
  const { id = '' } = useParams()
  const { t } = useLocale()
  const proposal = useSupplierProposal(id)
  usePageTitle(
    proposal.data
      ? t('requests.detail.title', { number: proposal.data.number })
      : t('requests.title'),
  )
  useRefreshRequestsOn(NOTIFICATIONS_KEY)
  const notFound = isApiError(proposal.error) && proposal.error.status === 404
  const status = proposal.data?.status
  const tab =
    (status && PROPOSAL_TABS.find((k) => PROPOSAL_TAB_STATUSES[k].includes(status))) ?? 'new'

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <SupplierNav />
        <CertificationRequiredNotice />
        <Anchor component={Link} to={pathTo('supplierRequests', { tab })} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('requests.detail.back')}
          </Group>
        </Anchor>
        {proposal.isPending ? (
          <LoadingState />
        ) : proposal.isError ? (
          <ErrorState
            message={notFound ? t('requests.detail.notFound') : proposal.error.message}
            onRetry={notFound ? undefined : () => void proposal.refetch()}
          />
        ) : (
          <>
            <ProposalDetail proposal={proposal.data} />
            <ConversationPanel
              subject={{ kind: 'proposal', id: proposal.data.id }}
              name={t('conversations.budgetClient', { number: proposal.data.number })}
            />
          </>
        )}
      </Stack>
    </Container>
  )
}
