import type { ReactNode } from 'react'
import {
  Card,
  Checkbox,
  Group,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { formatBRL } from '@galera/shared/format/money.ts'
import type { ClientProposalDto } from '@galera/shared/budgets/budget.schemas.ts'
import { Countdown } from '../../../components/job-parts.tsx'
import { useLocale } from '../../../lib/i18n.ts'
import { SupplierRatingText } from './budget-request-modal.tsx'
import { Fact, ProposalStatusBadge } from './budget-parts.tsx'

/** Proposals with values to compare (quoted now, or quoted before the deal went elsewhere). */
export function hasValues(p: ClientProposalDto): boolean {
  return p.unitCents !== null && p.totalCents !== null
}

function CounterLines({ p }: { p: ClientProposalDto }) {
  const { t, locale } = useLocale()
  if (!p.counter) return null
  const lines: string[] = []
  if (p.counter.quantity !== null)
    lines.push(
      t('budgets.detail.counterQuantity', { value: p.counter.quantity.toLocaleString(locale) }),
    )
  if (p.counter.color) lines.push(t('budgets.detail.counterColor', { value: p.counter.color.name }))
  if (p.counter.customization)
    lines.push(t('budgets.detail.counterCustomization', { value: p.counter.customization }))
  return (
    <Stack gap={0}>
      {lines.map((l) => (
        <Text key={l} size="sm" component="span">
          {l}
        </Text>
      ))}
    </Stack>
  )
}

/** One supplier's proposal as a card, with the actions open now. */
export function ProposalCard({
  p,
  compared,
  canCompareMore,
  onCompare,
  actions,
}: {
  p: ClientProposalDto
  compared: boolean
  canCompareMore: boolean
  onCompare: (on: boolean) => void
  actions: ReactNode
}) {
  const { t } = useLocale()
  const titleId = `proposal-${p.id}-title`
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      data-testid="proposal-card"
      style={
        p.status === 'chosen' || p.status === 'completed'
          ? { borderColor: 'var(--mantine-color-blue-5)', borderWidth: 2 }
          : undefined
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={titleId}>
              {p.supplier.tradeName}
            </Title>
            <SupplierRatingText rating={p.supplier.rating} />
          </Stack>
          <ProposalStatusBadge status={p.status} />
        </Group>
        {p.source === 'reassigned' && (
          <Text size="xs" c="dimmed">
            {t('budgets.detail.reassigned')}
          </Text>
        )}
        {hasValues(p) && (
          <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="xs" m={0}>
            <Fact label={t('budgets.detail.unit')}>{formatBRL(p.unitCents!)}</Fact>
            <Fact label={t('budgets.detail.total')}>{formatBRL(p.totalCents!)}</Fact>
            {p.deliveryDays !== null && (
              <Fact label={t('budgets.detail.delivery')}>
                {t('budgets.detail.deliveryDays', { count: p.deliveryDays })}
              </Fact>
            )}
          </SimpleGrid>
        )}
        {p.counter && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('budgets.detail.counter')}
            </Text>
            <CounterLines p={p} />
          </Stack>
        )}
        {p.justification && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {p.justification}
          </Text>
        )}
        {p.status === 'new' && (
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {t('budgets.detail.answerIn')}
            </Text>
            <Countdown until={p.answerDeadline} endedLabel={t('budgets.detail.answerEnded')} />
          </Group>
        )}
        {p.declineReason && (
          <Text size="sm" c="dimmed">
            {t('budgets.detail.reason', { reason: p.declineReason })}
          </Text>
        )}
        <Group justify="space-between" gap="sm">
          {hasValues(p) ? (
            <Checkbox
              label={t('budgets.detail.compareThis', { supplier: p.supplier.tradeName })}
              checked={compared}
              disabled={!compared && !canCompareMore}
              onChange={(e) => onCompare(e.currentTarget.checked)}
              size="sm"
            />
          ) : (
            <span />
          )}
          <Group gap="xs">{actions}</Group>
        </Group>
      </Stack>
    </Card>
  )
}

/** Up to 4 proposals side by side (spec: unit value, total, delivery, the supplier's rating). */
export function CompareTable({ proposals }: { proposals: ClientProposalDto[] }) {
  const { t } = useLocale()
  if (proposals.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('budgets.detail.compareEmpty')}
      </Text>
    )
  const lowest = Math.min(...proposals.map((p) => p.totalCents ?? Infinity))
  const fastest = Math.min(...proposals.map((p) => p.deliveryDays ?? Infinity))
  const rows: Array<[string, (p: ClientProposalDto) => ReactNode]> = [
    [t('budgets.detail.status'), (p) => <ProposalStatusBadge status={p.status} />],
    [t('budgets.detail.unit'), (p) => (p.unitCents !== null ? formatBRL(p.unitCents) : '—')],
    [
      t('budgets.detail.total'),
      (p) =>
        p.totalCents !== null ? (
          <Text component="span" size="sm" fw={p.totalCents === lowest ? 700 : 400}>
            {formatBRL(p.totalCents)}
          </Text>
        ) : (
          '—'
        ),
    ],
    [
      t('budgets.detail.delivery'),
      (p) =>
        p.deliveryDays !== null ? (
          <Text component="span" size="sm" fw={p.deliveryDays === fastest ? 700 : 400}>
            {t('budgets.detail.deliveryDays', { count: p.deliveryDays })}
          </Text>
        ) : (
          '—'
        ),
    ],
    [t('budgets.detail.supplierRating'), (p) => <SupplierRatingText rating={p.supplier.rating} />],
    [t('budgets.detail.counter'), (p) => (p.counter ? <CounterLines p={p} /> : '—')],
    [
      t('budgets.detail.justification'),
      (p) => (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {p.justification ?? '—'}
        </Text>
      ),
    ],
  ]
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing="xs"
        miw={180 + proposals.length * 170}
        data-testid="compare-table"
        style={{ tableLayout: 'fixed' }}
      >
        <Table.Caption>{t('budgets.detail.compareCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150}>{t('budgets.detail.supplier')}</Table.Th>
            {proposals.map((p) => (
              <Table.Th key={p.id} scope="col">
                {p.supplier.tradeName}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, cell]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={600}>
                {label}
              </Table.Th>
              {proposals.map((p) => (
                <Table.Td key={p.id} style={{ verticalAlign: 'top' }}>
                  {cell(p)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  )
}
