import { useState } from 'react'
import {
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconPlus } from '@tabler/icons-react'
import { Link, useSearchParams } from 'react-router'
import {
  AD_KINDS,
  AUCTION_PHASES,
  type AdKind,
  type AuctionPhase,
} from '@galera/shared/promotions/promotion.schemas.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import { pathTo } from '../../lib/routes.ts'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { useAdminAuctions } from '../../features/promotions/admin/api.ts'
import { ListFiltersBar } from '../../components/list-filters-bar.tsx'
import { hasFilters, readFilters, writeFilters } from '../../lib/list-filters.ts'
import { AuctionFormModal } from '../../features/promotions/admin/components/auction-form-modal.tsx'
import { PhaseBadge, SlotBadge } from '../../features/promotions/admin/components/badges.tsx'
import { formatDay, formatInstant } from '../../features/promotions/admin/format.ts'
import { useLocale } from '../../lib/i18n.ts'
import { AdminPager, AdminShell } from './admin-shell.tsx'

const isPhase = (v: string | null): v is AuctionPhase =>
  (AUCTION_PHASES as readonly string[]).includes(v ?? '')
const isKind = (v: string | null): v is AdKind => (AD_KINDS as readonly string[]).includes(v ?? '')

/** `/admin/auctions` (both admin kinds): ad auctions by phase and kind; "Novo leilão". */
export function AdminAuctionsPage() {
  const { t, locale } = useLocale()
  const [params, setParams] = useSearchParams()
  const [creating, setCreating] = useState(false)
  const phaseParam = params.get('phase')
  const kindParam = params.get('kind')
  const phase = isPhase(phaseParam) ? phaseParam : undefined
  const kind = isKind(kindParam) ? kindParam : undefined
  const page = Math.max(1, Number(params.get('page')) || 1)
  // ADR 0036: the ad's period touching the days asked.
  const period = readFilters(params, false)
  const list = useAdminAuctions({ phase, kind, page, ...period })
  const narrow = useMediaQuery('(max-width: 48em)') ?? false

  const setQuery = (next: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev)
        for (const [k, v] of Object.entries(next)) {
          if (v) p.set(k, v)
          else p.delete(k)
        }
        return p
      },
      { replace: true },
    )

  let body
  if (list.isPending) body = <LoadingState />
  else if (list.isError)
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
  else if (list.data.data.length === 0)
    body = (
      <EmptyState
        title={hasFilters(period) ? t('web.listFilters.none') : t('adminPromotions.auctions.empty')}
      />
    )
  else
    body = (
      <Stack
        gap="md"
        aria-busy={list.isPlaceholderData}
        style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
      >
        <Text size="sm" c="dimmed" role="status">
          {t('adminPromotions.auctions.total', { count: list.data.total })}
        </Text>
        {narrow ? (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.data.map((a) => (
              <Card key={a.id} withBorder padding="sm" component="li" data-testid="auction-row">
                <Stack gap={4}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Anchor
                      component={Link}
                      to={pathTo('adminAuction', { id: a.id })}
                      fw={600}
                      aria-label={t('adminPromotions.auctions.open', { name: a.name })}
                    >
                      {a.name}
                    </Anchor>
                    <Stack gap={4} align="flex-end">
                      <PhaseBadge phase={a.phase} />
                      {a.payment && a.payment.state !== 'paid' && (
                        <SlotBadge state={a.payment.state} />
                      )}
                    </Stack>
                  </Group>
                  <Text size="sm">
                    {t(`promotions.kinds.${a.kind}`)} · {t(`promotions.positions.${a.position}`)} ·
                    #{a.slideOrder}
                  </Text>
                  <Text size="sm">
                    {t('adminPromotions.auctions.cols.bidding')}:{' '}
                    {t('adminPromotions.auctions.range', {
                      from: formatInstant(a.bidsOpenAt, locale),
                      to: formatInstant(a.bidsCloseAt, locale),
                    })}
                  </Text>
                  <Text size="sm">
                    {t('adminPromotions.auctions.cols.period')}:{' '}
                    {t('adminPromotions.auctions.range', {
                      from: formatDay(a.startsOn, locale),
                      to: formatDay(a.endsOn, locale),
                    })}
                  </Text>
                  <Text size="sm" fw={600}>
                    {a.highestBidCents === null
                      ? t('adminPromotions.auctions.noBids')
                      : `${t('adminPromotions.auctions.cols.highest')}: ${formatBRL(a.highestBidCents)}`}
                  </Text>
                </Stack>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="sm"
              aria-label={t('adminPromotions.auctions.tableLabel')}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('adminPromotions.auctions.cols.name')}</Table.Th>
                  <Table.Th scope="col">{t('adminPromotions.auctions.cols.kind')}</Table.Th>
                  <Table.Th scope="col">{t('adminPromotions.auctions.cols.bidding')}</Table.Th>
                  <Table.Th scope="col">{t('adminPromotions.auctions.cols.period')}</Table.Th>
                  <Table.Th scope="col">{t('adminPromotions.auctions.cols.highest')}</Table.Th>
                  <Table.Th scope="col">{t('adminPromotions.auctions.cols.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((a) => (
                  <Table.Tr key={a.id} data-testid="auction-row">
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={pathTo('adminAuction', { id: a.id })}
                        fw={600}
                        aria-label={t('adminPromotions.auctions.open', { name: a.name })}
                      >
                        {a.name}
                      </Anchor>
                      {(a.product || a.category) && (
                        <Text size="xs" c="dimmed">
                          {a.product ? `${a.product.name} (${a.product.code})` : a.category?.name}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{t(`promotions.kinds.${a.kind}`)}</Text>
                      <Text size="xs" c="dimmed">
                        {t(`promotions.positions.${a.position}`)} · #{a.slideOrder}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {t('adminPromotions.auctions.range', {
                          from: formatInstant(a.bidsOpenAt, locale),
                          to: formatInstant(a.bidsCloseAt, locale),
                        })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {t('adminPromotions.auctions.range', {
                          from: formatDay(a.startsOn, locale),
                          to: formatDay(a.endsOn, locale),
                        })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {a.highestBidCents === null ? (
                        <Text size="sm" c="dimmed">
                          {t('adminPromotions.auctions.noBids')}
                        </Text>
                      ) : (
                        <>
                          <Text size="sm" fw={600}>
                            {formatBRL(a.highestBidCents)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t('adminPromotions.auctions.bidCount', { count: a.bidCount })}
                          </Text>
                        </>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Stack gap={4} align="flex-start">
                        <PhaseBadge phase={a.phase} />
                        {/* ADR 0064: a closed auction whose slot is not paid says so. */}
                        {a.payment && a.payment.state !== 'paid' && (
                          <SlotBadge state={a.payment.state} />
                        )}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <AdminPager
          page={page}
          total={list.data.lastPage}
          onChange={(p) => setQuery({ page: p > 1 ? String(p) : undefined })}
        />
      </Stack>
    )

  return (
    <AdminShell title={t('adminPromotions.auctions.title')}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Text style={{ flex: '1 1 320px' }}>{t('adminPromotions.auctions.intro')}</Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('adminPromotions.auctions.new')}
        </Button>
      </Group>
      <Group align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4} w={narrow ? '100%' : undefined}>
          <Text size="sm" fw={500} id="auction-phase-label">
            {t('adminPromotions.auctions.phaseLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby="auction-phase-label"
            orientation={narrow ? 'vertical' : 'horizontal'}
            fullWidth={narrow}
            value={phase ?? 'all'}
            onChange={(v) => setQuery({ phase: v === 'all' ? undefined : v, page: undefined })}
            data={[
              { value: 'all', label: t('adminPromotions.auctions.all') },
              ...(['open', 'upcoming', 'closed', 'cancelled'] as const).map((p) => ({
                value: p,
                label: t(`promotions.phases.${p}`),
              })),
            ]}
          />
        </Stack>
        <NativeSelect
          label={t('adminPromotions.auctions.kindLabel')}
          value={kind ?? ''}
          onChange={(e) => setQuery({ kind: e.currentTarget.value || undefined, page: undefined })}
          data={[
            { value: '', label: t('adminPromotions.auctions.allKinds') },
            ...AD_KINDS.map((k) => ({ value: k, label: t(`promotions.kinds.${k}`) })),
          ]}
          style={{ flex: narrow ? '1 1 100%' : '0 1 260px' }}
        />
      </Group>
      <ListFiltersBar
        value={period}
        onChange={(next) => setParams((prev) => writeFilters(prev, next), { replace: true })}
      />
      {body}
      <AuctionFormModal opened={creating} onClose={() => setCreating(false)} />
    </AdminShell>
  )
}
