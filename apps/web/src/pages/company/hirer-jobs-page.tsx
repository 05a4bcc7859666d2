import { Anchor, Badge, Container, Stack, Tabs, Text, Title } from '@mantine/core'
import { Link, useNavigate, useParams } from 'react-router'
import { JOB_TABS, type JobTab } from '@galera/shared/jobs/job-status.ts'
import { pathTo } from '../../lib/routes.ts'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { useHirerJobs } from '../../features/jobs/hirer/api.ts'
import { JobCard, JobPager } from '../../features/jobs/hirer/components/job-card.tsx'
import { ListFiltersBar } from '../../components/list-filters-bar.tsx'
import { filtersSearch, hasFilters, useListFilters, withPage } from '../../lib/list-filters.ts'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { NotFoundPage } from '../common/not-found-page.tsx'

function isTab(value: string | undefined): value is JobTab {
  return (JOB_TABS as readonly string[]).includes(value ?? '')
}

/**
 * solicitation `/company/panel/company/solicitation/{tab}` (ADR 0019): the hirer's solicitations
 * and jobs by status, with counts, countdowns to the answer deadline and pages (`?page=`).
 */
export function HirerJobsPage() {
  const { tab } = useParams()
  const { t } = useLocale()
  usePageTitle(t('hire.list.title'))
  if (!isTab(tab)) return <NotFoundPage />
  return <HirerJobs tab={tab} />
}

function HirerJobs({ tab }: { tab: JobTab }) {
  const { t } = useLocale()
  const navigate = useNavigate()
  const { filters, setFilters, search, setSearch } = useListFilters()
  const page = Math.max(1, Number(search.get('page')) || 1)
  const list = useHirerJobs(tab, page, filters)
  const counts = list.data?.counts

  let body
  if (list.isPending) body = <LoadingState />
  else if (list.isError)
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
  else if (list.data.data.length === 0 && hasFilters(filters))
    body = <EmptyState title={t('web.listFilters.none')} />
  else if (list.data.data.length === 0)
    body = (
      <EmptyState title={t('hire.list.empty')}>
        <Text size="sm">{t('hire.list.emptyHint')}</Text>
        <Anchor component={Link} to={pathTo('search')} fw={600}>
          {t('hire.list.search')}
        </Anchor>
      </EmptyState>
    )
  else
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" role="status">
          {t('hire.list.total', { count: list.data.total })}
        </Text>
        {list.data.data.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
        <JobPager
          page={page}
          total={list.data.last_page}
          onChange={(p) => setSearch(withPage(search, p))}
        />
      </Stack>
    )

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('hire.list.title')}</Title>
          <Text c="dimmed">{t('hire.list.intro')}</Text>
        </Stack>
        <ListFiltersBar value={filters} onChange={setFilters} />
        <Tabs
          value={tab}
          onChange={(value) =>
            value &&
            navigate({
              pathname: pathTo('hirerJobs', { tab: value }),
              search: filtersSearch(search),
            })
          }
          keepMounted={false}
        >
          <Tabs.List aria-label={t('hire.list.tabs')} mb="lg">
            {JOB_TABS.map((value) => (
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
                {t(`jobs.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {JOB_TABS.map((value) => (
            <Tabs.Panel key={value} value={value}>
              {value === tab && body}
            </Tabs.Panel>
          ))}
        </Tabs>
        {(counts?.requested ?? 0) > 0 && (
          <Text size="xs" c="dimmed">
            {t('hire.list.live')}
          </Text>
        )}
      </Stack>
    </Container>
  )
}
