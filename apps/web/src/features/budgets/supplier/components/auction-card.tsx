import { Link } from 'react-router'
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { OpenAuctionDto } from '@galera/shared/budgets/budget.schemas.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { LiveCountdown } from './live-countdown.tsx'
import { customizationSummary, Fact } from './parts.tsx'

/** One open reverse auction of the supplier's categories, with the time left for proposals. */
export function AuctionCard({ auction: a }: { auction: OpenAuctionDto }) {
  const { t } = useLocale()
  const headingId = `auction-${a.id}`
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" fw={600}>
              {t('requests.auctions.number', { number: a.number })}
            </Text>
            <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              <Anchor
                component={Link}
                to={pathTo('supplierAuction', { id: a.id })}
                aria-label={t('requests.auctions.open', {
                  category: a.category.name,
                  number: a.number,
                })}
              >
                {a.category.name}
              </Anchor>
            </Title>
          </Stack>
          {a.myProposalId && (
            <Badge color="teal" variant="light" styles={{ label: { textTransform: 'none' } }}>
              {t('requests.auctions.sent')}
            </Badge>
          )}
        </Group>
        {a.auction.description && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {a.auction.description}
          </Text>
        )}
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="xs" m={0}>
          <Fact label={t('requests.terms.quantity')}>
            {t('requests.terms.units', { count: a.terms.quantity })}
          </Fact>
          <Fact label={t('requests.auction.actionType')}>
            {t(`requests.codes.actionType.${a.auction.actionType}`)}
          </Fact>
          <Fact label={t('requests.terms.customization')}>{customizationSummary(t, a.terms)}</Fact>
          <Fact label={t('requests.terms.states')}>{a.terms.states.join(', ') || '—'}</Fact>
          {a.clientCity && <Fact label={t('requests.terms.clientCity')}>{a.clientCity}</Fact>}
        </SimpleGrid>
        <Group gap="xs" data-testid="auction-countdown">
          <Text size="sm" c="dimmed">
            {t('requests.auctions.closesIn')}
          </Text>
          <LiveCountdown until={a.auction.proposalsUntil} endedLabel={t('requests.card.ended')} />
        </Group>
      </Stack>
    </Card>
  )
}
