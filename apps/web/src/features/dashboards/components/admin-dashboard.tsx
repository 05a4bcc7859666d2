import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Anchor, Badge, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { ROLES } from '@galera/shared/auth/profiles.ts'
import { formatDate, formatDateTime } from '@galera/shared/format/date.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import type {
  AdminDashboardAuctionDto,
  AdminDashboardDto,
} from '@galera/shared/dashboards/dashboard.schemas.ts'
import { AD_LIMITS } from '@galera/shared/promotions/promotion.schemas.ts'
import { pathTo } from '../../../lib/routes.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { StatCard } from './stat-card.tsx'

const PHASE_COLOR = { upcoming: 'blue', open: 'green', closed: 'gray', cancelled: 'red' } as const

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  )
}

function Nothing({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  )
}

function AuctionTable({
  id,
  title,
  auctions,
  results = false,
}: {
  id: string
  title: string
  auctions: AdminDashboardAuctionDto[]
  results?: boolean
}) {
  const { t, locale } = useLocale()
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      {auctions.length === 0 ? (
        <Nothing>{t('dashboards.admin.noAuctions')}</Nothing>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" aria-labelledby={id}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('dashboards.admin.auction')}</Table.Th>
                <Table.Th scope="col">{t('dashboards.admin.kind')}</Table.Th>
                <Table.Th scope="col">{t('dashboards.admin.closesAt')}</Table.Th>
                <Table.Th scope="col">{t('dashboards.admin.highestBid')}</Table.Th>
                <Table.Th scope="col">{t('dashboards.admin.bids')}</Table.Th>
                {results && <Table.Th scope="col">{t('dashboards.admin.winner')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {auctions.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <Anchor component={Link} to={pathTo('adminAuction', { id: a.id })}>
                        {a.name}
                      </Anchor>
                      <Badge variant="dot" color={PHASE_COLOR[a.phase]} radius="sm">
                        {t(`promotions.phases.${a.phase}`)}
                      </Badge>
                    </Stack>
                  </Table.Td>
                  <Table.Td>{t(`promotions.kinds.${a.kind}`)}</Table.Td>
                  <Table.Td>{formatDateTime(a.bidsCloseAt, locale)}</Table.Td>
                  <Table.Td>
                    {a.highestBidCents === null
                      ? t('dashboards.admin.noBids')
                      : formatBRL(a.highestBidCents)}
                  </Table.Td>
                  <Table.Td>{a.bidCount.toLocaleString(locale)}</Table.Td>
                  {results && <Table.Td>{a.winnerName ?? t('dashboards.admin.noWinner')}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}

/** The admin Start tab: the platform's figures, latest sign-ups, auctions and today's slides. */
export function AdminDashboard({ data }: { data: AdminDashboardDto }) {
  const { t, locale } = useLocale()
  const { counts } = data
  const n = (value: number) => value.toLocaleString(locale)
  return (
    <Stack gap={40}>
      <Section id="dash-counts" title={t('dashboards.admin.countsTitle')}>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="md"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          <StatCard label={t('dashboards.admin.openBudgets')} value={n(counts.openBudgets)} />
          <StatCard label={t('dashboards.admin.jobsThisMonth')} value={n(counts.jobsThisMonth)} />
          <StatCard
            label={t('dashboards.admin.feesRevenue')}
            value={formatBRL(counts.feesRevenueCents)}
          />
          <StatCard
            label={t('dashboards.admin.adsRevenue')}
            value={formatBRL(counts.adsRevenueCents)}
          />
        </SimpleGrid>
        <Title order={3} size="h4" id="dash-users">
          {t('dashboards.admin.usersTitle')}
        </Title>
        <SimpleGrid
          component="ul"
          aria-labelledby="dash-users"
          cols={{ base: 2, sm: 3, lg: 6 }}
          spacing="md"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {ROLES.map((role) => (
            <StatCard
              key={role}
              label={t(`web.roles.${role}`)}
              value={n(counts.usersByRole[role] ?? 0)}
            />
          ))}
        </SimpleGrid>
      </Section>

      <Section id="dash-auctions" title={t('dashboards.admin.auctionsTitle')}>
        <AuctionTable
          id="dash-auctions-open"
          title={t('dashboards.admin.auctionsOpen')}
          auctions={data.auctions.open}
        />
        <AuctionTable
          id="dash-auctions-closing"
          title={t('dashboards.admin.auctionsClosingSoon', { hours: AD_LIMITS.closingSoonHours })}
          auctions={data.auctions.closingSoon}
        />
        <AuctionTable
          id="dash-auctions-results"
          title={t('dashboards.admin.auctionsResults')}
          auctions={data.auctions.results}
          results
        />
      </Section>

      <Section id="dash-banners" title={t('dashboards.admin.bannersTitle')}>
        {data.banners.length === 0 ? (
          <Nothing>{t('dashboards.admin.noBanners')}</Nothing>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="xs">
              <Table.Caption>{t('dashboards.admin.bannersCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('dashboards.admin.bannerTitle')}</Table.Th>
                  <Table.Th scope="col">{t('dashboards.admin.source')}</Table.Th>
                  <Table.Th scope="col">{t('dashboards.admin.position')}</Table.Th>
                  <Table.Th scope="col">{t('dashboards.admin.slideOrder')}</Table.Th>
                  <Table.Th scope="col">{t('dashboards.admin.endsOn')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.banners.map((b) => (
                  <Table.Tr key={`${b.source}-${b.id}`}>
                    <Table.Td>
                      {b.source === 'auction' ? (
                        <Anchor component={Link} to={pathTo('adminAuction', { id: b.id })}>
                          {b.title}
                        </Anchor>
                      ) : (
                        b.title
                      )}
                    </Table.Td>
                    <Table.Td>{t(`dashboards.admin.sources.${b.source}`)}</Table.Td>
                    <Table.Td>{t(`promotions.positions.${b.position}`)}</Table.Td>
                    <Table.Td>{b.slideOrder}</Table.Td>
                    <Table.Td>{formatDate(`${b.endsOn}T12:00:00Z`, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
        <Section id="dash-products" title={t('dashboards.admin.latestProducts')}>
          {data.latestProducts.length === 0 ? (
            <Nothing>{t('dashboards.admin.nothingYet')}</Nothing>
          ) : (
            <Table.ScrollContainer minWidth={360}>
              <Table striped verticalSpacing="xs">
                <Table.Caption>{t('dashboards.admin.latestProductsCaption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('dashboards.admin.product')}</Table.Th>
                    <Table.Th scope="col">{t('dashboards.admin.supplier')}</Table.Th>
                    <Table.Th scope="col">{t('dashboards.admin.createdAt')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.latestProducts.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>
                        <Anchor component={Link} to={pathTo('adminProduct', { id: p.id })}>
                          {p.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{p.supplierName}</Table.Td>
                      <Table.Td>{formatDate(p.createdAt, locale)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Section>
        <Section id="dash-companies" title={t('dashboards.admin.newCompanies')}>
          {data.newCompanies.length === 0 ? (
            <Nothing>{t('dashboards.admin.nothingYet')}</Nothing>
          ) : (
            <Table.ScrollContainer minWidth={360}>
              <Table striped verticalSpacing="xs">
                <Table.Caption>{t('dashboards.admin.newCompaniesCaption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('dashboards.admin.name')}</Table.Th>
                    <Table.Th scope="col">{t('dashboards.admin.role')}</Table.Th>
                    <Table.Th scope="col">{t('dashboards.admin.createdAt')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.newCompanies.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>
                        {c.role === 'supplier' ? (
                          <Anchor
                            component={Link}
                            to={pathTo('adminSupplier', { id: c.id, tab: 'registration' })}
                          >
                            {c.name}
                          </Anchor>
                        ) : (
                          c.name
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" radius="sm">
                          {t(`web.roles.${c.role}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{formatDate(c.createdAt, locale)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Section>
      </SimpleGrid>
    </Stack>
  )
}
