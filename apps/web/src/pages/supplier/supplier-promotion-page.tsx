import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import {
  Anchor,
  Badge,
  Container,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import type { SupplierAdAuctionDto } from '@galera/shared/promotions/promotion.schemas.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { pathTo } from '../../lib/routes.ts'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { useAuctionLive, useSupplierPromotion } from '../../features/promotions/supplier/api.ts'
import { BidPanel } from '../../features/promotions/supplier/components/bid-panel.tsx'
import { BidsList } from '../../features/promotions/supplier/components/bids-list.tsx'
import { AuctionResult } from '../../features/promotions/supplier/components/auction-result.tsx'
import { WonAdPanel } from '../../features/promotions/supplier/components/won-ad-panel.tsx'
import {
  formatDay,
  PHASE_COLOR,
  STANDING_COLOR,
  standingOf,
} from '../../features/promotions/supplier/standing.ts'
import { SupplierNav } from '../../features/suppliers/panel/supplier-nav.tsx'
import { isApiError } from '../../lib/api-client.ts'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/**
 * `/promotor/panel/supplier/promotion/:id`: one ad auction — details, example art, the live
 * highest bid and the bid form; once closed the result; when won, the ad (art and cancellation).
 */
export function SupplierPromotionPage() {
  const { id = '' } = useParams()
  const { t } = useLocale()
  const auction = useSupplierPromotion(id)
  const a = auction.data
  usePageTitle(a ? a.name : t('supplierPromotions.title'))
  useAuctionLive(id, a !== undefined && (a.phase === 'open' || a.phase === 'upcoming'))
  const notFound = isApiError(auction.error) && auction.error.status === 404

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <SupplierNav />
        <Anchor component={Link} to={pathTo('supplierPromotions', { tab: 'open' })} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('supplierPromotions.page.back')}
          </Group>
        </Anchor>
        {auction.isPending ? (
          <LoadingState />
        ) : auction.isError || !a ? (
          <ErrorState
            message={notFound ? t('supplierPromotions.page.notFound') : auction.error?.message}
            onRetry={notFound ? undefined : () => void auction.refetch()}
          />
        ) : (
          <Promotion auction={a} />
        )}
      </Stack>
    </Container>
  )
}

function Promotion({ auction: a }: { auction: SupplierAdAuctionDto }) {
  const { t, locale } = useLocale()
  const standing = standingOf(a)
  const over = a.phase === 'closed' || a.phase === 'cancelled'
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text size="sm" c="dimmed" fw={600}>
          {t(`promotions.kinds.${a.kind}`)}
        </Text>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {a.name}
        </Title>
        <Group gap={6}>
          <Badge
            color={PHASE_COLOR[a.phase]}
            variant="dot"
            radius="sm"
            styles={{ label: { textTransform: 'none' } }}
            data-testid="auction-phase"
          >
            {t(`promotions.phases.${a.phase}`)}
          </Badge>
          {standing && (
            <Badge
              color={STANDING_COLOR[standing]}
              variant="dot"
              radius="sm"
              styles={{ label: { textTransform: 'none' } }}
              data-testid="my-standing"
            >
              <span>{t('supplierPromotions.standing.label')}: </span>
              {t(`supplierPromotions.standing.${standing}`)}
            </Badge>
          )}
        </Group>
      </Stack>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="details-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="details-title">
            {t('supplierPromotions.page.details')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{a.details}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Fact label={t('supplierPromotions.card.bidding')}>
              {t('supplierPromotions.card.biddingWindow', {
                from: formatDateTime(a.bidsOpenAt, locale),
                to: formatDateTime(a.bidsCloseAt, locale),
              })}
            </Fact>
            <Fact label={t('supplierPromotions.card.adPeriod')}>
              {t('supplierPromotions.card.adPeriodValue', {
                from: formatDay(a.startsOn, locale),
                to: formatDay(a.endsOn, locale),
              })}
            </Fact>
            <Fact label={t('supplierPromotions.card.position')}>
              {t('supplierPromotions.card.positionValue', {
                position: t(`promotions.positions.${a.position}`),
                order: a.slideOrder,
              })}
            </Fact>
            {a.category && (
              <Fact label={t('supplierPromotions.page.category')}>{a.category.name}</Fact>
            )}
            {a.product && (
              <Fact label={t('supplierPromotions.page.product')}>
                {t('supplierPromotions.page.productValue', {
                  name: a.product.name,
                  code: a.product.code,
                })}
              </Fact>
            )}
          </SimpleGrid>
          {a.exampleImageUrl && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('supplierPromotions.page.example')}
              </Text>
              <Image
                src={a.exampleImageUrl}
                alt={t('supplierPromotions.page.exampleAlt', { name: a.name })}
                radius="sm"
                maw={640}
                style={{ height: 'auto' }}
              />
            </Stack>
          )}
        </Stack>
      </Paper>

      {over ? <AuctionResult auction={a} /> : <BidPanel auction={a} />}
      {a.won && a.phase === 'closed' && <WonAdPanel auction={a} />}
      {a.bidCount > 0 && a.phase !== 'upcoming' && (
        <BidsList auctionId={a.id} enabled={a.bidCount > 0} />
      )}
    </Stack>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  )
}
