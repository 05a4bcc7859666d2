import { useState } from 'react'
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { IconArrowLeft, IconBan, IconPencil } from '@tabler/icons-react'
import { Link, useParams } from 'react-router'
import { type AdAuctionDto } from '@galera/shared/promotions/promotion.schemas.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import { routes } from '../../lib/routes.ts'
import { PlainText } from '../../components/plain-text.tsx'
import { Field } from '../../features/promotions/admin/components/detail-field.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import {
  cancelAuction,
  useAdminAuction,
  useAuctionBids,
  useRefreshPromotions,
} from '../../features/promotions/admin/api.ts'
import { AuctionFormModal } from '../../features/promotions/admin/components/auction-form-modal.tsx'
import { PhaseBadge } from '../../features/promotions/admin/components/badges.tsx'
import { AuctionResultCard } from '../../features/promotions/admin/components/auction-result-card.tsx'
import { formatDay, formatInstant } from '../../features/promotions/admin/format.ts'
import { useAuctionLive } from '../../features/promotions/admin/use-auction-live.ts'
import { isApiError } from '../../lib/api-client.ts'
import { useLocale } from '../../lib/i18n.ts'
import { notifyError, notifySuccess } from '../../lib/notify.tsx'
import { AdminShell } from './admin-shell.tsx'

/** `/admin/auction/:id` (both admin kinds): one auction, its live highest bid, bids and result. */
export function AdminAuctionPage() {
  const { t } = useLocale()
  const id = useParams().id ?? ''
  const auction = useAdminAuction(id)
  const live = auction.data?.phase === 'open' || auction.data?.phase === 'upcoming'
  useAuctionLive(id, live)

  if (auction.isPending)
    return (
      <AdminShell title={t('adminPromotions.auctions.title')}>
        <BackLink />
        <LoadingState />
      </AdminShell>
    )
  if (auction.isError)
    return (
      <AdminShell title={t('adminPromotions.detail.notFound')}>
        <BackLink />
        {isApiError(auction.error) && auction.error.status === 404 ? (
          <EmptyState title={t('adminPromotions.detail.notFound')} />
        ) : (
          <ErrorState message={auction.error.message} onRetry={() => void auction.refetch()} />
        )}
      </AdminShell>
    )
  return (
    <AdminShell title={auction.data.name}>
      <AuctionView auction={auction.data} />
    </AdminShell>
  )
}

function BackLink() {
  const { t } = useLocale()
  return (
    <Anchor component={Link} to={routes.adminAuctions} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('adminPromotions.detail.back')}
      </Group>
    </Anchor>
  )
}

function AuctionView({ auction: a }: { auction: AdAuctionDto }) {
  const { t, locale } = useLocale()
  const refresh = useRefreshPromotions()
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const biddable = a.phase === 'open' || a.phase === 'upcoming'
  const editable = biddable && a.bidCount === 0

  const cancel = async () => {
    setCancelling(true)
    try {
      await cancelAuction(a.id)
      notifySuccess(t('adminPromotions.detail.cancelled'))
      setConfirming(false)
      refresh()
    } catch (e) {
      notifyError(isApiError(e) ? e.message : t('httpStatus.other'))
    } finally {
      setCancelling(false)
    }
  }

  return (
    <Stack gap="lg">
      <BackLink />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs">
          <PhaseBadge phase={a.phase} />
          <Badge variant="outline" color="gray.8" radius="sm">
            {t(`promotions.kinds.${a.kind}`)}
          </Badge>
        </Group>
        {biddable && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              disabled={!editable}
              onClick={() => setEditing(true)}
              aria-describedby={editable ? undefined : 'auction-edit-locked'}
            >
              {t('adminPromotions.detail.edit')}
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t('adminPromotions.detail.cancel')}
            </Button>
          </Group>
        )}
      </Group>
      {biddable && !editable && (
        <Text size="sm" c="dimmed" id="auction-edit-locked">
          {t('adminPromotions.detail.editLocked')}
        </Text>
      )}

      <Card withBorder padding="md" component="section" aria-labelledby="auction-live-title">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" id="auction-live-title">
            {t('adminPromotions.detail.highest')}
          </Title>
          {a.phase === 'open' && (
            <Badge color="red" variant="dot" radius="sm">
              {t('adminPromotions.detail.live')}
            </Badge>
          )}
        </Group>
        <div aria-live="polite" aria-atomic="true" data-testid="auction-highest">
          <Text fz={28} fw={700}>
            {a.highestBidCents === null
              ? t('adminPromotions.detail.none')
              : formatBRL(a.highestBidCents)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('adminPromotions.detail.bidCount')}: {a.bidCount}
            {biddable &&
              ` · ${t('adminPromotions.detail.nextMin')}: ${formatBRL(a.nextMinBidCents)}`}
          </Text>
        </div>
      </Card>

      <Card withBorder padding="md" component="section" aria-labelledby="auction-details-title">
        <Title order={2} size="h4" id="auction-details-title" mb="sm">
          {t('adminPromotions.detail.details')}
        </Title>
        <PlainText text={a.details} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" mt="md" component="dl">
          <Field label={t('adminPromotions.detail.kind')}>{t(`promotions.kinds.${a.kind}`)}</Field>
          {a.category && (
            <Field label={t('adminPromotions.detail.category')}>{a.category.name}</Field>
          )}
          {a.product && (
            <Field label={t('adminPromotions.detail.product')}>
              {a.product.name} ({a.product.code})
            </Field>
          )}
          <Field label={t('adminPromotions.detail.position')}>
            {t(`promotions.positions.${a.position}`)}
          </Field>
          <Field label={t('adminPromotions.detail.slideOrder')}>{a.slideOrder}</Field>
          <Field label={t('adminPromotions.detail.minBid')}>{formatBRL(a.minBidCents)}</Field>
          <Field label={t('adminPromotions.detail.increment')}>{formatBRL(a.incrementCents)}</Field>
          <Field label={t('adminPromotions.detail.bidding')}>
            {t('adminPromotions.auctions.range', {
              from: formatInstant(a.bidsOpenAt, locale),
              to: formatInstant(a.bidsCloseAt, locale),
            })}
          </Field>
          <Field label={t('adminPromotions.detail.period')}>
            {t('adminPromotions.auctions.range', {
              from: formatDay(a.startsOn, locale),
              to: formatDay(a.endsOn, locale),
            })}
          </Field>
        </SimpleGrid>
        {a.exampleImageUrl && (
          <Stack gap={4} mt="md">
            <Text size="sm" c="dimmed">
              {t('adminPromotions.detail.example')}
            </Text>
            <Image
              src={a.exampleImageUrl}
              alt={t('adminPromotions.detail.exampleAlt', { name: a.name })}
              maw={480}
              radius="sm"
            />
          </Stack>
        )}
      </Card>

      {(a.phase === 'closed' || a.winner) && <AuctionResultCard auction={a} />}

      <BidsCard auction={a} />

      <AuctionFormModal opened={editing} onClose={() => setEditing(false)} auction={a} />
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('adminPromotions.detail.cancelTitle', { name: a.name })}
        closeButtonProps={{ 'aria-label': t('web.common.close') }}
      >
        <Stack gap="md">
          <Text>{t('adminPromotions.detail.cancelText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('adminPromotions.detail.keep')}
            </Button>
            <Button color="red" loading={cancelling} onClick={() => void cancel()}>
              {t('adminPromotions.detail.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}

function BidsCard({ auction: a }: { auction: AdAuctionDto }) {
  const { t, locale } = useLocale()
  const bids = useAuctionBids(a.id)
  let body
  if (bids.isPending) body = <LoadingState />
  else if (bids.isError)
    body = <ErrorState message={bids.error.message} onRetry={() => void bids.refetch()} />
  else if (bids.data.length === 0)
    body = <Text c="dimmed">{t('adminPromotions.detail.bidsEmpty')}</Text>
  else
    body = (
      <Table.ScrollContainer minWidth={420}>
        <Table striped verticalSpacing="xs" aria-label={t('adminPromotions.detail.bidsTable')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('adminPromotions.detail.bidder')}</Table.Th>
              <Table.Th scope="col">{t('adminPromotions.detail.amount')}</Table.Th>
              <Table.Th scope="col">{t('adminPromotions.detail.when')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bids.data.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td>
                  <Group gap="xs">
                    <span>{b.supplier?.name ?? '—'}</span>
                    {b.won && (
                      <Badge color="teal" variant="dot" radius="sm">
                        {t('adminPromotions.detail.winnerBadge')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td fw={600}>{formatBRL(b.amountCents)}</Table.Td>
                <Table.Td>{formatInstant(b.createdAt, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    )
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="auction-bids-title">
      <Title order={2} size="h4" id="auction-bids-title" mb="sm">
        {t('adminPromotions.detail.bids')}
      </Title>
      {body}
    </Card>
  )
}
