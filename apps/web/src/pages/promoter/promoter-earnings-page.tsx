import { Link, useSearchParams } from 'react-router'
import { Anchor, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { pathTo } from '../../lib/routes.ts'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { useEarnings } from '../../features/jobs/promoter/api.ts'
import { CalendarFeedCard } from '../../features/jobs/promoter/components/calendar-feed-card.tsx'
import {
  EarningsTable,
  EarningsTotals,
} from '../../features/jobs/promoter/components/earnings-view.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { PayoutAccountCard } from '../../features/payments/components/payout-account-card.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** `/promotor/panel/promoter/earnings`: totals, the statement per job and the calendar link. */
export function PromoterEarningsPage() {
  const { t } = useLocale()
  usePageTitle(t('jobs.earnings.title'))
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const earnings = useEarnings(page)

  let body
  if (earnings.isPending) body = <LoadingState />
  else if (earnings.isError)
    body = <ErrorState message={earnings.error.message} onRetry={() => void earnings.refetch()} />
  else
    body = (
      <Stack gap="md">
        <EarningsTotals totals={earnings.data.totals} />
        {earnings.data.data.length === 0 ? (
          <EmptyState title={t('jobs.earnings.empty')} />
        ) : (
          <EarningsTable entries={earnings.data.data} />
        )}
        {earnings.data.last_page > 1 && (
          <Pagination
            total={earnings.data.last_page}
            value={page}
            onChange={(p) => setParams({ page: String(p) })}
            aria-label={t('jobs.earnings.pagination')}
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
          <Title order={1}>{t('jobs.earnings.title')}</Title>
          <Text c="dimmed">{t('jobs.earnings.intro')}</Text>
        </Stack>
        {body}
        <PayoutAccountCard />
        <CalendarFeedCard />
      </Stack>
    </Container>
  )
}
