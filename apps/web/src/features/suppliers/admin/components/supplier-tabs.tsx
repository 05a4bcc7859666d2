import { useState, type ReactNode } from 'react'
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { UseQueryResult } from '@tanstack/react-query'
import { formatDate } from '@galera/shared/format/date.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import type { Paged } from '@galera/shared/promotions/promotion.schemas.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { EmptyState, ErrorState, LoadingState } from '../../../../components/states.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { AdminPager } from '../../../../components/admin-pager.tsx'
import {
  useSupplierFeedbacks,
  useSupplierProducts,
  useSupplierPromotions,
  useSupplierProposals,
} from '../api.ts'
import { ListFiltersBar } from '../../../../components/list-filters-bar.tsx'
import { hasFilters, useListFilters } from '../../../../lib/list-filters.ts'

/** A date without a time ("2026-12-01") read at noon UTC so no zone moves it a day. */
const day = (v: string, locale: 'pt-BR' | 'en') =>
  formatDate(v.length === 10 ? `${v}T12:00:00Z` : v, locale)

/** Loading, error and empty states around one list of a tab. */
function States<T>({
  query,
  rows,
  empty,
  children,
}: {
  query: UseQueryResult<unknown>
  rows: T[] | undefined
  empty: string
  children: (rows: T[]) => ReactNode
}) {
  if (query.isPending) return <LoadingState />
  if (query.isError)
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
  if (!rows?.length) return <EmptyState title={empty} />
  return <>{children(rows)}</>
}

/** A table that scrolls inside itself on a phone, with a caption for screen readers. */
function TabTable({
  caption,
  minWidth,
  head,
  children,
}: {
  caption: string
  minWidth: number
  head: { label: string; end?: boolean }[]
  children: ReactNode
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped verticalSpacing="sm">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h.label} scope="col" ta={h.end ? 'end' : undefined}>
                {h.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function Paged<T>({
  query,
  page,
  setPage,
  empty,
  children,
}: {
  query: UseQueryResult<Paged<T>>
  page: number
  setPage: (p: number) => void
  empty: string
  children: (rows: T[]) => ReactNode
}) {
  return (
    <States query={query} rows={query.data?.data} empty={empty}>
      {(rows) => (
        <Stack gap="md">
          {children(rows)}
          <AdminPager page={page} total={query.data?.lastPage ?? 1} onChange={setPage} />
        </Stack>
      )}
    </States>
  )
}

/** Budgets and reverse auctions: this supplier's side of each request. */
export function BudgetsTab({ supplierId }: { supplierId: string }) {
  const { t, locale } = useLocale()
  const [page, setPage] = useState(1)
  const { filters, setFilters } = useListFilters(true)
  const query = useSupplierProposals(supplierId, page, filters)
  const k = (key: string) => t(`dashboards.suppliers.budgets.${key}`)
  return (
    <Stack gap="md">
      <ListFiltersBar
        value={filters}
        onChange={(next) => {
          setPage(1)
          setFilters(next)
        }}
        withQuantity
      />
      <Paged
        query={query}
        page={page}
        setPage={setPage}
        empty={hasFilters(filters) ? t('web.listFilters.none') : k('empty')}
      >
        {(rows) => (
          <TabTable
            caption={k('caption')}
            minWidth={760}
            head={[
              { label: k('date') },
              { label: k('kind') },
              { label: k('subject') },
              { label: k('client') },
              { label: k('quantity'), end: true },
              { label: k('total'), end: true },
              { label: k('status') },
            ]}
          >
            {rows.map((r) => (
              <Table.Tr key={r.proposalId}>
                <Table.Td>{formatDate(r.createdAt, locale)}</Table.Td>
                <Table.Td>{k(`kinds.${r.kind}`)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.subject}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.clientName}</Table.Td>
                <Table.Td ta="end">{r.quantity.toLocaleString(locale)}</Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {r.totalCents === null ? '—' : formatBRL(r.totalCents)}
                </Table.Td>
                <Table.Td>{t(`budgets.proposalStatus.${r.status}`)}</Table.Td>
              </Table.Tr>
            ))}
          </TabTable>
        )}
      </Paged>
    </Stack>
  )
}

export function ProductsTab({ supplierId }: { supplierId: string }) {
  const { t, locale } = useLocale()
  const [page, setPage] = useState(1)
  const query = useSupplierProducts(supplierId, page)
  const k = (key: string, params?: Record<string, unknown>) =>
    t(`dashboards.suppliers.products.${key}`, params ?? {})
  return (
    <Paged query={query} page={page} setPage={setPage} empty={k('empty')}>
      {(rows) => (
        <TabTable
          caption={k('caption')}
          minWidth={720}
          head={[
            { label: k('name') },
            { label: k('code') },
            { label: k('category') },
            { label: k('status') },
            { label: k('rating') },
            { label: k('createdAt') },
          ]}
        >
          {rows.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={pathTo('adminProduct', { id: p.id })}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {p.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{p.code}</Table.Td>
              <Table.Td>{p.category}</Table.Td>
              <Table.Td>
                <Badge color={p.status === 'active' ? 'green' : 'gray'} variant="dot" radius="sm">
                  {k(`statuses.${p.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {p.ratingAvg === null
                  ? k('noRating')
                  : k('ratingValue', {
                      value: p.ratingAvg.toLocaleString(locale, { maximumFractionDigits: 1 }),
                    })}
              </Table.Td>
              <Table.Td>{formatDate(p.createdAt, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </TabTable>
      )}
    </Paged>
  )
}

const AD_STATUS_COLOR: Record<string, string> = {
  online: 'green',
  scheduled: 'blue',
  offline: 'gray',
  cancelled: 'red',
  deleted: 'gray',
}

/** Ad auctions it bid on: its highest bid, whether it won and, when it won, the ad's status. */
export function PromotionsTab({ supplierId }: { supplierId: string }) {
  const { t, locale } = useLocale()
  const query = useSupplierPromotions(supplierId)
  const k = (key: string, params?: Record<string, unknown>) =>
    t(`dashboards.suppliers.promotions.${key}`, params ?? {})
  return (
    <States query={query} rows={query.data} empty={k('empty')}>
      {(rows) => (
        <TabTable
          caption={k('caption')}
          minWidth={860}
          head={[
            { label: k('name') },
            { label: k('kind') },
            { label: k('phase') },
            { label: k('myBid'), end: true },
            { label: k('result') },
            { label: k('ad') },
            { label: k('period') },
          ]}
        >
          {rows.map((r) => (
            <Table.Tr key={r.auctionId}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={pathTo('adminAuction', { id: r.auctionId })}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {r.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(`promotions.kinds.${r.kind}`)}</Table.Td>
              <Table.Td>{t(`promotions.phases.${r.phase}`)}</Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                {r.myHighestBidCents === null ? '—' : formatBRL(r.myHighestBidCents)}
              </Table.Td>
              <Table.Td>
                {r.won ? (
                  <Badge color="teal.9" variant="outline" radius="sm">
                    {k('won')}
                  </Badge>
                ) : r.phase === 'upcoming' || r.phase === 'open' ? (
                  k('pending')
                ) : (
                  k('notWon')
                )}
              </Table.Td>
              <Table.Td>
                {r.adStatus ? (
                  <Badge color={AD_STATUS_COLOR[r.adStatus]} variant="dot" radius="sm">
                    {t(`promotions.statuses.${r.adStatus}`)}
                  </Badge>
                ) : (
                  k('none')
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {k('periodValue', {
                  start: day(r.startsOn, locale),
                  end: day(r.endsOn, locale),
                })}
              </Table.Td>
            </Table.Tr>
          ))}
        </TabTable>
      )}
    </States>
  )
}

/** Ratings of the supplier (deals) and of its products, newest first. */
export function FeedbacksTab({ supplierId }: { supplierId: string }) {
  const { t, locale } = useLocale()
  const [page, setPage] = useState(1)
  const query = useSupplierFeedbacks(supplierId, page)
  const k = (key: string, params?: Record<string, unknown>) =>
    t(`dashboards.suppliers.feedbacks.${key}`, params ?? {})
  return (
    <Paged query={query} page={page} setPage={setPage} empty={k('empty')}>
      {(rows) => (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((f) => (
            <Stack
              key={f.id}
              component="li"
              gap={4}
              p="md"
              style={{
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 'var(--mantine-radius-md)',
              }}
            >
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                <Badge variant="outline" radius="sm" mr="xs" color="gray.8">
                  {k(`kinds.${f.kind}`)}
                </Badge>
                {f.subject}
              </Text>
              <Text size="sm">
                <span aria-hidden>
                  {'★'.repeat(Math.round(f.stars))}
                  {'☆'.repeat(5 - Math.round(f.stars))}
                </span>{' '}
                {k('stars', {
                  value: f.stars.toLocaleString(locale, { maximumFractionDigits: 1 }),
                })}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {f.comment || k('noComment')}
              </Text>
              <Text size="xs" c="dimmed">
                {k('by', { name: f.authorName, date: formatDate(f.createdAt, locale) })}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Paged>
  )
}
