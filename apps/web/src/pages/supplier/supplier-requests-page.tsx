import { Navigate, useNavigate, useParams } from 'react-router'
import { Container, Pagination, Stack, Tabs, Text, Title } from '@mantine/core'
import { PROPOSAL_TABS, type ProposalTab } from '@galera/shared/budgets/budget-status.ts'
import { pathTo } from '../../lib/routes.ts'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { NOTIFICATIONS_KEY } from '../../features/notifications/api.ts'
import {
  useOpenAuctions,
  useRefreshRequestsOn,
  useSupplierProposals,
} from '../../features/budgets/supplier/api.ts'
import { AuctionCard } from '../../features/budgets/supplier/components/auction-card.tsx'
import { ProposalCard } from '../../features/budgets/supplier/components/proposal-card.tsx'
import { SupplierNav } from '../../features/suppliers/panel/supplier-nav.tsx'
import { ListFiltersBar } from '../../components/list-filters-bar.tsx'
import {
  filtersSearch,
  hasFilters,
  useListFilters,
  withPage,
  type ListFilters,
} from '../../lib/list-filters.ts'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** The inbox's tabs: the proposals by status, then the open reverse auctions. */
const TABS = [...PROPOSAL_TABS, 'auctions'] as const
type Tab = (typeof TABS)[number]
const isTab = (v: string | undefined): v is Tab => TABS.includes(v as Tab)

/**
 * `/promotor/panel/supplier/requests/:tab`: the supplier's budget inbox (new, answered, deals,
 * closed — with counts and live answer countdowns) and the open reverse auctions of its
 * categories.
 */
export function SupplierRequestsPage() {
  const { tab } = useParams()
  if (!isTab(tab)) return <Navigate to={pathTo('supplierRequests', { tab: 'new' })} replace />
  return <Inbox tab={tab} />
}

function Inbox({ tab }: { tab: Tab }) {
  const { t } = useLocale()
  usePageTitle(t('requests.title'))
  const navigate = useNavigate()
  const { filters, setFilters, search: params, setSearch: setParams } = useListFilters(true)
  const page = Math.max(1, Number(params.get('page')) || 1)
  // The counts come with any proposal list; the auctions tab still asks for the first page.
  const list = useSupplierProposals(
    tab === 'auctions' ? 'new' : tab,
    tab === 'auctions' ? 1 : page,
    filters,
  )
  const auctions = useOpenAuctions()
  useRefreshRequestsOn(NOTIFICATIONS_KEY)
  const counts = list.data?.counts
  const openAuctions = auctions.data?.length

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <SupplierNav />
        <Stack gap={4}>
          <Title order={1}>{t('requests.title')}</Title>
          <Text c="dimmed">{t('requests.intro')}</Text>
        </Stack>
        <Tabs
          value={tab}
          onChange={(v) =>
            v &&
            navigate({
              pathname: pathTo('supplierRequests', { tab: v }),
              search: v === 'auctions' ? '' : filtersSearch(params),
            })
          }
          keepMounted={false}
        >
          <Tabs.List aria-label={t('requests.tabsLabel')} style={{ flexWrap: 'wrap' }}>
            {TABS.map((key) => {
              const count = key === 'auctions' ? openAuctions : counts?.[key]
              const label = t(`requests.tabs.${key}`)
              return (
                <Tabs.Tab key={key} value={key} data-testid={`tab-${key}`}>
                  {count === undefined ? label : t('requests.tabCount', { label, count })}
                </Tabs.Tab>
              )
            })}
          </Tabs.List>
        </Tabs>
        {tab === 'auctions' ? (
          <AuctionsBody auctions={auctions} />
        ) : (
          <>
            <ListFiltersBar value={filters} onChange={setFilters} withQuantity />
            <ProposalsBody
              list={list}
              tab={tab}
              page={page}
              filters={filters}
              setPage={(p) => setParams(withPage(params, p))}
            />
          </>
        )}
      </Stack>
    </Container>
  )
}

function ProposalsBody({
  list,
  tab,
  page,
  filters,
  setPage,
}: {
  list: ReturnType<typeof useSupplierProposals>
  tab: ProposalTab
  page: number
  filters: ListFilters
  setPage: (page: number) => void
}) {
  const { t } = useLocale()
  if (list.isPending) return <LoadingState />
  if (list.isError)
    return <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
  if (list.data.data.length === 0)
    return (
      <EmptyState
        title={hasFilters(filters) ? t('web.listFilters.none') : t(`requests.empty.${tab}`)}
      />
    )
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" role="status">
        {t('requests.total', { count: list.data.counts[tab] })}
      </Text>
      {list.data.data.map((p) => (
        <ProposalCard key={p.id} proposal={p} />
      ))}
      {list.data.last_page > 1 && (
        <Pagination
          total={list.data.last_page}
          value={page}
          onChange={setPage}
          aria-label={t('requests.pagination')}
          getControlProps={(control) => ({
            'aria-label': t(`requests.pager.${control}`),
          })}
        />
      )}
    </Stack>
  )
}

function AuctionsBody({ auctions }: { auctions: ReturnType<typeof useOpenAuctions> }) {
  const { t } = useLocale()
  return (
    <Stack gap="md" component="section" aria-labelledby="auctions-title">
      <Stack gap={2}>
        <Title order={2} size="h3" id="auctions-title">
          {t('requests.auctions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('requests.auctions.intro')}
        </Text>
      </Stack>
      {auctions.isPending ? (
        <LoadingState />
      ) : auctions.isError ? (
        <ErrorState message={auctions.error.message} onRetry={() => void auctions.refetch()} />
      ) : auctions.data.length === 0 ? (
        <EmptyState title={t('requests.empty.auctions')} />
      ) : (
        auctions.data.map((a) => <AuctionCard key={a.id} auction={a} />)
      )}
    </Stack>
  )
}
