import { Anchor, Container, Group, Stack, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link, useNavigate, useParams } from 'react-router'
import { pathTo } from '../../lib/routes.ts'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { isNotFound, useHirerBudget } from '../../features/budgets/client/api.ts'
import { useBudgetTitle } from '../../features/budgets/client/components/budget-parts.tsx'
import { BudgetDetail } from '../../features/budgets/client/components/budget-detail.tsx'
import { ConversationButton } from '../../features/conversations/components/conversation-button.tsx'
import { ConversationPanel } from '../../features/conversations/components/conversation-panel.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/**
 * budget detail `/company/panel/company/budgets/{id}/see` (ADR 0021): the budget's detail
 * (features/budgets) with a way back; deleting the budget returns to the list. Refreshes on window
 * focus and every 30 s while the budget is open or in a deal.
 */
export function HirerBudgetPage() {
  const { id = '' } = useParams()
  const { t } = useLocale()
  const navigate = useNavigate()
  const query = useHirerBudget(id)
  const title = useBudgetTitle()
  usePageTitle(query.data ? title(query.data) : t('budgets.list.title'))
  const back = (
    <Anchor component={Link} to={pathTo('hirerBudgets', { tab: 'all' })} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('budgets.detail.back')}
      </Group>
    </Anchor>
  )
  if (query.isPending) return <LoadingState />
  if (query.isError)
    return (
      <Container size="lg" py="xl">
        <Stack gap="md">
          {back}
          {isNotFound(query.error) ? (
            <>
              <Title order={1}>{t('budgets.list.title')}</Title>
              <EmptyState title={t('budgets.detail.notFound')} />
            </>
          ) : (
            <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
          )}
        </Stack>
      </Container>
    )
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {back}
        <BudgetDetail
          budget={query.data}
          onDeleted={() => void navigate(pathTo('hirerBudgets', { tab: 'all' }))}
        />
        <BudgetConversations proposals={query.data.proposals_list} />
      </Stack>
    </Container>
  )
}

const DEAL = ['chosen', 'completed', 'contact_expired']

/**
 * The conversations of this budget (ADR 0056): with the deal's supplier, the panel with their
 * contact; with each other supplier, a button that opens the conversation about their proposal.
 */
function BudgetConversations({
  proposals,
}: {
  proposals: { id: string; status: string; supplier: { tradeName: string } }[]
}) {
  const { t } = useLocale()
  const deal = proposals.find((p) => DEAL.includes(p.status))
  const others = proposals.filter((p) => p !== deal)
  if (proposals.length === 0) return null
  return (
    <Stack gap="sm" component="section" aria-labelledby="budget-conversations">
      <Title order={2} size="h4" id="budget-conversations">
        {t('conversations.title')}
      </Title>
      {deal && (
        <ConversationPanel
          subject={{ kind: 'proposal', id: deal.id }}
          name={deal.supplier.tradeName}
        />
      )}
      <Group gap="sm">
        {others.map((p) => (
          <ConversationButton
            key={p.id}
            subject={{ kind: 'proposal', id: p.id }}
            name={p.supplier.tradeName}
          />
        ))}
      </Group>
    </Stack>
  )
}
