import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { Anchor, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { JOB_TABS, type JobTab } from '@galera/shared/jobs/job-status.ts'
import { pathTo } from '../../lib/routes.ts'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { NOTIFICATIONS_KEY } from '../../features/notifications/api.ts'
import { usePromoterJobs, useRefreshJobsOn } from '../../features/jobs/promoter/api.ts'
import { JobCard } from '../../features/jobs/promoter/components/job-card.tsx'
import { JobTabs } from '../../features/jobs/promoter/components/job-tabs.tsx'
import { ListFiltersBar } from '../../components/list-filters-bar.tsx'
import { filtersSearch, hasFilters, useListFilters, withPage } from '../../lib/list-filters.ts'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

const isTab = (v: string | undefined): v is JobTab => JOB_TABS.includes(v as JobTab)

/** `/promotor/panel/promoter/status/:tab`: the promoter's solicitations by status, live. */
export function PromoterJobsPage() {
  const { tab } = useParams()
  if (!isTab(tab)) return <Navigate to={pathTo('promoterJobs', { tab: 'requested' })} replace />
  return <JobsList tab={tab} />
}

function JobsList({ tab }: { tab: JobTab }) {
  const { t } = useLocale()
  usePageTitle(t('jobs.promoter.listTitle'))
  const navigate = useNavigate()
  const { filters, setFilters, search: params, setSearch: setParams } = useListFilters()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const list = usePromoterJobs(tab, page, filters)
  // A pushed notification (a new solicitation, a cancellation…) refreshes the list at once.
  useRefreshJobsOn(NOTIFICATIONS_KEY)

  let body
  if (list.isPending) body = <LoadingState />
  else if (list.isError)
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
  else if (list.data.data.length === 0)
    body = (
      <EmptyState
        title={hasFilters(filters) ? t('web.listFilters.none') : t(`jobs.promoter.empty.${tab}`)}
      />
    )
  else
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" role="status">
          {t('jobs.promoter.total', { count: list.data.total })}
        </Text>
        {list.data.data.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
        {list.data.last_page > 1 && (
          <Pagination
            total={list.data.last_page}
            value={page}
            onChange={(p) => setParams(withPage(params, p))}
            aria-label={t('jobs.promoter.pagination')}
          />
        )}
      </Stack>
    )

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={pathTo('promoterPanel')} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('jobs.promoter.backToPanel')}
          </Group>
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>{t('jobs.promoter.listTitle')}</Title>
          <Text c="dimmed">{t('jobs.promoter.listIntro')}</Text>
        </Stack>
        <JobTabs
          tab={tab}
          counts={list.data?.counts}
          onChange={(next) =>
            navigate({
              pathname: pathTo('promoterJobs', { tab: next }),
              search: filtersSearch(params),
            })
          }
        />
        <ListFiltersBar value={filters} onChange={setFilters} />
        {body}
      </Stack>
    </Container>
  )
}
