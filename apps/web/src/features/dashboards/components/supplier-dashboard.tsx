import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { formatDate, formatDateTime } from '@galera/shared/format/date.ts'
import type { SupplierDashboardDto } from '@galera/shared/dashboards/dashboard.schemas.ts'
import { pathTo } from '../../../lib/routes.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { formatMinutes, formatShare } from '../format.ts'
import { StatCard } from './stat-card.tsx'

const STATUS_COLOR = {
  online: 'green',
  scheduled: 'blue',
  offline: 'gray',
  cancelled: 'red',
  deleted: 'red',
} as const

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  )
}

const day = (iso: string, locale: 'pt-BR' | 'en') => formatDate(`${iso}T12:00:00Z`, locale)

/**
 * The supplier Start tab: requests waiting for an answer (soonest deadline first), its answer
 * rate and median answer time, deals, ratings, active promotions and auctions it leads.
 */
export function SupplierDashboard({ data }: { data: SupplierDashboardDto }) {
  const { t, locale } = useLocale()
  const n = (value: number) => value.toLocaleString(locale)
  const none = t('dashboards.supplier.noValue')
  return (
    <Stack gap={40}>
      <SimpleGrid
        component="ul"
        aria-label={t('dashboards.supplier.title')}
        cols={{ base: 2, md: 3 }}
        spacing="md"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        <StatCard
          label={t('dashboards.supplier.answerRate')}
          value={data.answerRate === null ? none : formatShare(data.answerRate, locale)}
          muted={data.answerRate === null}
        />
        <StatCard
          label={t('dashboards.supplier.answerTime')}
          value={data.answerMinutes === null ? none : formatMinutes(data.answerMinutes, t)}
          muted={data.answerMinutes === null}
        />
        <StatCard
          label={t('dashboards.supplier.dealsClosed')}
          value={n(data.dealsClosed)}
          hint={t('dashboards.supplier.dealsThisMonth', { count: data.dealsThisMonth })}
        />
        <StatCard
          label={t('dashboards.supplier.ratings')}
          value={
            data.ratings.average === null
              ? none
              : data.ratings.average.toLocaleString(locale, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                })
          }
          muted={data.ratings.average === null}
          hint={t('dashboards.supplier.ratingsCount', { count: data.ratings.count })}
        />
        <StatCard
          label={t('dashboards.supplier.leadingAuctions')}
          value={n(data.leadingAuctions)}
        />
        <StatCard label={t('dashboards.supplier.openAuctions')} value={n(data.openAuctions)} />
      </SimpleGrid>

      <Section
        id="start-requests"
        title={t('dashboards.supplier.openRequests')}
        action={
          <Anchor component={Link} to={pathTo('supplierRequests', { tab: 'new' })}>
            {t('dashboards.supplier.seeAllRequests')}
          </Anchor>
        }
      >
        {data.openRequestsCount > 0 && (
          <Text c="dimmed" size="sm">
            {t('dashboards.supplier.openRequestsCount', { count: data.openRequestsCount })}
          </Text>
        )}
        {data.openRequests.length === 0 ? (
          <Text c="dimmed">{t('dashboards.supplier.noOpenRequests')}</Text>
        ) : (
          <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.openRequests.map((r) => (
              <Card component="li" key={r.proposalId} withBorder radius="md" padding="sm">
                <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Anchor
                      component={Link}
                      to={pathTo('supplierRequest', { id: r.proposalId })}
                      fw={700}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {r.subject}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {t('dashboards.supplier.quantity', { count: r.quantity })}
                    </Text>
                  </Stack>
                  <Stack gap={4} align="flex-end">
                    <Badge variant="light" radius="sm">
                      {t(`dashboards.supplier.kinds.${r.kind}`)}
                    </Badge>
                    <Text size="sm" fw={600}>
                      {t('dashboards.supplier.answerBy', {
                        date: formatDateTime(r.answerBy, locale),
                      })}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Section>

      <Section
        id="start-promotions"
        title={t('dashboards.supplier.promotionsTitle')}
        action={
          <Anchor component={Link} to={pathTo('supplierPromotions', { tab: 'open' })}>
            {t('dashboards.supplier.seePromotions')}
          </Anchor>
        }
      >
        {data.activePromotions.length === 0 ? (
          <Text c="dimmed">{t('dashboards.supplier.noPromotions')}</Text>
        ) : (
          <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.activePromotions.map((p) => (
              <Card component="li" key={p.auctionId} withBorder radius="md" padding="sm">
                <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Anchor
                      component={Link}
                      to={pathTo('supplierPromotion', { id: p.auctionId })}
                      fw={700}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {p.name}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {t(`promotions.kinds.${p.kind}`)}
                    </Text>
                  </Stack>
                  <Stack gap={4} align="flex-end">
                    <Badge variant="dot" color={STATUS_COLOR[p.status]} radius="sm">
                      {t(`promotions.statuses.${p.status}`)}
                    </Badge>
                    <Text size="sm">
                      {t('dashboards.supplier.period', {
                        start: day(p.startsOn, locale),
                        end: day(p.endsOn, locale),
                      })}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  )
}
