import { Link } from 'react-router'
import { Anchor, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { formatBRL } from '@galera/shared/format/money.ts'
import type { SupplierProposalDto } from '@galera/shared/budgets/budget.schemas.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { LiveCountdown } from './live-countdown.tsx'
import { customizationSummary, Fact, ProductCover, ProposalStatusBadge } from './parts.tsx'

/** One request in the supplier's inbox: number, product, terms, client city and the deadline. */
export function ProposalCard({ proposal: p }: { proposal: SupplierProposalDto }) {
  const { t } = useLocale()
  const headingId = `proposal-${p.id}`
  const productName = p.product?.name ?? t('requests.card.noProduct')
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box visibleFrom="xs">
          <ProductCover cover={p.product?.cover ?? null} />
        </Box>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed" fw={600}>
                {t('requests.card.number', { number: p.number })}
                {p.kind === 'reverse_auction' ? ` · ${t('requests.source.auction')}` : ''}
              </Text>
              <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
                <Anchor
                  component={Link}
                  to={pathTo('supplierRequest', { id: p.id })}
                  aria-label={t('requests.card.open', { product: productName, number: p.number })}
                >
                  {productName}
                </Anchor>
              </Title>
            </Stack>
            <ProposalStatusBadge status={p.status} />
          </Group>
          <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="xs" m={0}>
            <Fact label={t('requests.terms.quantity')}>
              {t('requests.terms.units', { count: p.terms.quantity })}
            </Fact>
            <Fact label={t('requests.terms.color')}>
              {p.terms.color?.name ?? t('requests.terms.noColor')}
            </Fact>
            <Fact label={t('requests.terms.customization')}>
              {customizationSummary(t, p.terms)}
            </Fact>
            <Fact label={t('requests.terms.states')}>{p.terms.states.join(', ') || '—'}</Fact>
            {p.clientCity && <Fact label={t('requests.terms.clientCity')}>{p.clientCity}</Fact>}
            {p.totalCents !== null && (
              <Fact label={t('requests.card.yourValue')}>
                <strong>{formatBRL(p.totalCents)}</strong>
              </Fact>
            )}
          </SimpleGrid>
          {p.status === 'new' && (
            <Group gap="xs" data-testid="answer-countdown">
              <Text size="sm" c="dimmed">
                {t('requests.card.answerIn')}
              </Text>
              <LiveCountdown until={p.answerDeadline} endedLabel={t('requests.card.ended')} />
            </Group>
          )}
          {p.status === 'chosen' && p.contactDeadline && (
            <Group gap="xs" data-testid="contact-countdown">
              <Text size="sm" c="dimmed">
                {t('requests.card.contactIn')}
              </Text>
              <LiveCountdown until={p.contactDeadline} endedLabel={t('requests.card.ended')} />
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  )
}
