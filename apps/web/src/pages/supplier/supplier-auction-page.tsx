import { Link, useParams } from 'react-router'
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { pathTo } from '../../lib/routes.ts'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { useOpenAuction } from '../../features/budgets/supplier/api.ts'
import { AuctionProposalForm } from '../../features/budgets/supplier/components/auction-proposal-form.tsx'
import { LiveCountdown } from '../../features/budgets/supplier/components/live-countdown.tsx'
import { TermsView } from '../../features/budgets/supplier/components/terms-view.tsx'
import { SupplierNav } from '../../features/suppliers/panel/supplier-nav.tsx'
import { isApiError } from '../../lib/api-client.ts'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/**
 * `/promotor/panel/supplier/auctions/:id`: an open reverse auction — category, quantity, action
 * type, audience, goal, delivery, the time left for proposals — and the supplier's proposal form.
 */
export function SupplierAuctionPage() {
  const { id = '' } = useParams()
  const { t, locale } = useLocale()
  const auction = useOpenAuction(id)
  usePageTitle(
    auction.data
      ? t('requests.auction.title', { number: auction.data.number })
      : t('requests.auctions.title'),
  )
  const notFound = isApiError(auction.error) && auction.error.status === 404
  const a = auction.data
  const closed = a ? new Date(a.auction.proposalsUntil).getTime() <= Date.now() : false

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <SupplierNav />
        <Anchor component={Link} to={pathTo('supplierRequests', { tab: 'auctions' })} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('requests.auction.back')}
          </Group>
        </Anchor>
        {auction.isPending ? (
          <LoadingState />
        ) : auction.isError || !a ? (
          <ErrorState
            message={notFound ? t('requests.auction.notFound') : auction.error?.message}
            onRetry={notFound ? undefined : () => void auction.refetch()}
          />
        ) : (
          <Stack gap="lg">
            <Stack gap={6}>
              <Text size="sm" c="dimmed" fw={600}>
                {t('requests.auction.title', { number: a.number })}
              </Text>
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {a.category.name}
              </Title>
              <Group gap="xs" data-testid="auction-countdown" wrap="wrap">
                <Text size="sm" c="dimmed">
                  {t('requests.auction.closesIn')}
                </Text>
                <LiveCountdown
                  until={a.auction.proposalsUntil}
                  endedLabel={t('requests.card.ended')}
                />
                <Text size="xs" c="dimmed">
                  ({t('requests.auction.proposalsUntil')}{' '}
                  {formatDateTime(a.auction.proposalsUntil, locale)})
                </Text>
              </Group>
            </Stack>
            <TermsView
              terms={a.terms}
              category={a.category}
              clientCity={a.clientCity}
              auction={a.auction}
            />
            {closed && !a.myProposalId ? (
              <Text c="dimmed">{t('requests.auction.closed')}</Text>
            ) : (
              <AuctionProposalForm auction={a} />
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  )
}
