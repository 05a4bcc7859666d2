import { Anchor, Badge, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core'
import { IconGavel } from '@tabler/icons-react'
import { Link, useNavigate, useParams } from 'react-router'
import { BUDGET_TABS, type BudgetTab } from '@galera/shared/budgets/budget-status.ts'
import { pathTo } from '../../lib/routes.ts'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { useHirerBudgets } from '../../features/budgets/client/api.ts'
import { BudgetCard, BudgetPager } from '../../features/budgets/client/components/budget-parts.tsx'
import { ListFiltersBar } from '../../components/list-filters-bar.tsx'
import { filtersSearch, hasFilters, useListFilters, withPage } from '../../lib/list-filters.ts'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { NotFoundPage } from '../common/not-found-page.tsx'

function isTab(value: string | undefined): value is BudgetTab {
  return (BUDGET_TABS as readonly string[]).includes(value ?? '')
}

/**
 * my budgets `/company/panel/company/budgets/{tab}`: the client's budget requests and
 * reverse auctions by tab (all, open, finished) with counts, quotes received, the countdown to
 * the next answer deadline and pages (`?page=`).
 */
export function HirerBudgetsPage() {
  const { tab } = useParams()
  const { t } = useLocale()
  usePageTitle(t('budgets.list.title'))
  if (!isTab(tab)) return <NotFoundPage />
  return <HirerBudgets tab={tab} />
}

function HirerBudgets({ tab }: { tab: BudgetTab }) {
  const { t } = useLocale()
  const navigate = useNavigate()
  const { filters, setFilters, search, setSearch } = useListFilters(true)
  const page = Math.max(1, Number(search.get('page')) || 1)
  const list = useHirerBudgets(tab, page, filters)
  const counts = list.data?.counts

  let body
  if (list.isPending) body = <LoadingState />
  else if (list.isError)
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
  else if (list.data.data.length === 0 && hasFilters(filters))
    body = <EmptyState title={t('web.listFilters.none')} />
  else if (list.data.data.length === 0)
    body = (
      <EmptyState title={t(`budgets.list.empty.${tab}`)}>
        <Text size="sm">{t('budgets.list.emptyHint')}</Text>
        <Anchor component={Link} to={`${pathTo('search')}?tab=products`} fw={600}>
          {t('budgets.list.searchProducts')}
        </Anchor>
      </EmptyState>
    )
  else
    body = (
      <Stack gap="md">
        {list.data.data.map((budget) => (
          <BudgetCard key={budget.id} budget={budget} />
        ))}
        <BudgetPager
          page={page}
          total={list.data.last_page}
          onChange={(p) => setSearch(withPage(search, p))}
        />
      </Stack>
    )

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 280px' }}>
            <Title order={1}>{t('budgets.list.title')}</Title>
            <Text c="dimmed">{t('budgets.list.intro')}</Text>
          </Stack>
          <Button
            component={Link}
            to={pathTo('reverseAuctionNew')}
            variant="light"
            leftSection={<IconGavel size={16} aria-hidden />}
          >
            {t('budgets.list.newAuction')}
          </Button>
        </Group>
        <ListFiltersBar value={filters} onChange={setFilters} withQuantity />
        <Tabs
          value={tab}
          onChange={(value) =>
            value &&
            navigate({
              pathname: pathTo('hirerBudgets', { tab: value }),
              search: filtersSearch(search),
            })
          }
          keepMounted={false}
        >
          <Tabs.List aria-label={t('budgets.list.tabs')} mb="lg">
            {BUDGET_TABS.map((value) => (
              <Tabs.Tab
                key={value}
                value={value}
                rightSection={
                  counts ? (
                    <Badge size="sm" variant="default" data-testid={`tab-count-${value}`}>
                      {counts[value]}
                    </Badge>
                  ) : undefined
                }
              >
                {t(`budgets.list.tab.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {BUDGET_TABS.map((value) => (
            <Tabs.Panel key={value} value={value}>
              {value === tab && body}
            </Tabs.Panel>
          ))}
        </Tabs>
        {(counts?.open ?? 0) > 0 && (
          <Text size="xs" c="dimmed">
            {t('budgets.detail.live')}
          </Text>
        )}
      </Stack>
    </Container>
  )
}
