import type { ReactNode } from 'react'
import { Badge, Card, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { formatBRL } from '@galera/shared/format/money.ts'
import type { BudgetTermsDto, ClientProposalDto } from '@galera/shared/budgets/budget.schemas.ts'
import { Countdown } from '../../../../components/countdown.tsx'
import { ResponsiveTable, type ResponsiveColumn } from '../../../../components/responsive-table.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
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

/** A cell of a term the counter-proposal changed: marked, with what was requested. */
function ChangedCell({ value, requested }: { value: string; requested: string }) {
  const { t } = useLocale()
  return (
    <Stack gap={2} data-changed="true">
      <Group gap={6} wrap="wrap">
        <Text component="span" size="sm" fw={700}>
          {value}
        </Text>
        <Badge color="yellow.8" variant="light" size="sm">
          {t('budgets.detail.changed')}
        </Badge>
      </Group>
      <Text component="span" size="xs" c="dimmed">
        {t('budgets.detail.requested', { value: requested })}
      </Text>
    </Stack>
  )
}

const CHANGED_BG = { backgroundColor: 'var(--mantine-color-yellow-0)' }

/**
 * Up to 4 proposals side by side (spec: unit value, total, delivery, the supplier's rating). Each
 * price is shown line by line — unit × quantity, setup per colour × colours, freight — and the
 * lines add up to the total (ADR 0027); what a counter-proposal changed (quantity, colour,
 * customization) is highlighted against the request.
 */
export function CompareTable({
  proposals,
  terms,
}: {
  proposals: ClientProposalDto[]
  terms: BudgetTermsDto
}) {
  const { t, locale } = useLocale()
  if (proposals.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('budgets.detail.compareEmpty')}
      </Text>
    )
  const lowest = Math.min(...proposals.map((p) => p.totalCents ?? Infinity))
  const fastest = Math.min(...proposals.map((p) => p.deliveryDays ?? Infinity))
  const units = (n: number) =>
    t('budgets.detail.quantityValue', { value: n.toLocaleString(locale) })
  const requestedColor = terms.color?.name ?? t('budgets.detail.none')
  const requestedCustomization = t(`budgets.customization.${terms.customization}`)
  const money = (cents: number | undefined, testId: string) =>
    cents === undefined ? (
      '—'
    ) : (
      <Text component="span" size="sm" data-testid={testId} data-cents={cents}>
        {formatBRL(cents)}
      </Text>
    )
  type Row = {
    key: string
    label: string
    cell: (p: ClientProposalDto) => ReactNode
    changed?: (p: ClientProposalDto) => boolean
  }
  const quantityChanged = (p: ClientProposalDto) =>
    p.counter?.quantity != null && p.counter.quantity !== terms.quantity
  const colorChanged = (p: ClientProposalDto) =>
    !!p.counter?.color && p.counter.color.id !== terms.color?.id
  const customizationChanged = (p: ClientProposalDto) => !!p.counter?.customization
  const rows: Row[] = [
    {
      key: 'status',
      label: t('budgets.detail.status'),
      cell: (p) => <ProposalStatusBadge status={p.status} />,
    },
    {
      key: 'quantity',
      label: t('budgets.detail.quantity'),
      changed: quantityChanged,
      cell: (p) => {
        const quantity = p.price?.quantity ?? p.counter?.quantity ?? terms.quantity
        return quantityChanged(p) ? (
          <ChangedCell value={units(quantity)} requested={units(terms.quantity)} />
        ) : (
          units(quantity)
        )
      },
    },
    {
      key: 'color',
      label: t('budgets.detail.color'),
      changed: colorChanged,
      cell: (p) =>
        colorChanged(p) ? (
          <ChangedCell value={p.counter!.color!.name} requested={requestedColor} />
        ) : (
          requestedColor
        ),
    },
    {
      key: 'customization',
      label: t('budgets.detail.customization'),
      changed: customizationChanged,
      cell: (p) =>
        customizationChanged(p) ? (
          <ChangedCell value={p.counter!.customization!} requested={requestedCustomization} />
        ) : (
          requestedCustomization
        ),
    },
    {
      key: 'unit',
      label: t('budgets.detail.unit'),
      cell: (p) => (p.unitCents !== null ? formatBRL(p.unitCents) : '—'),
    },
    {
      key: 'items',
      label: t('budgets.detail.items'),
      cell: (p) =>
        p.price ? (
          <Stack gap={0}>
            {money(p.price.itemsCents, 'price-items')}
            <Text component="span" size="xs" c="dimmed">
              {t('budgets.detail.itemsLine', {
                quantity: p.price.quantity.toLocaleString(locale),
                unit: formatBRL(p.price.unitCents),
              })}
            </Text>
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      key: 'setup',
      label: t('budgets.detail.setup'),
      cell: (p) =>
        p.price ? (
          <Stack gap={0}>
            {money(p.price.setupCents, 'price-setup')}
            {p.price.setupColors > 0 && (
              <Text component="span" size="xs" c="dimmed">
                {t('budgets.detail.setupLine', {
                  count: p.price.setupColors,
                  value: formatBRL(p.price.setupPerColorCents),
                })}
              </Text>
            )}
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      key: 'freight',
      label: t('budgets.detail.freight'),
      cell: (p) => (p.price ? money(p.price.freightCents, 'price-freight') : '—'),
    },
    {
      key: 'total',
      label: t('budgets.detail.total'),
      cell: (p) =>
        p.totalCents !== null ? (
          <Text
            component="span"
            size="sm"
            fw={p.totalCents === lowest ? 700 : 400}
            data-testid="price-total"
            data-cents={p.totalCents}
          >
            {formatBRL(p.totalCents)}
          </Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'delivery',
      label: t('budgets.detail.delivery'),
      cell: (p) =>
        p.deliveryDays !== null ? (
          <Text component="span" size="sm" fw={p.deliveryDays === fastest ? 700 : 400}>
            {t('budgets.detail.deliveryDays', { count: p.deliveryDays })}
          </Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'supplierRating',
      label: t('budgets.detail.supplierRating'),
      cell: (p) => <SupplierRatingText rating={p.supplier.rating} />,
    },
    {
      key: 'justification',
      label: t('budgets.detail.justification'),
      cell: (p) => (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {p.justification ?? '—'}
        </Text>
      ),
    },
  ]
  const columns: ResponsiveColumn<ClientProposalDto>[] = [
    {
      key: 'supplier',
      label: t('budgets.detail.supplier'),
      isTitle: true,
      render: (p) => p.supplier.tradeName,
    },
    ...rows.map(({ key, label, cell, changed }) => ({
      key,
      label,
      render: cell,
      cellStyle: (p: ClientProposalDto) => (changed?.(p) ? CHANGED_BG : undefined),
    })),
  ]
  return (
    <ResponsiveTable
      items={proposals}
      columns={columns}
      rowKey={(p) => p.id}
      caption={t('budgets.detail.compareCaption')}
      testId="compare-table"
      transpose
      minWidth={180 + proposals.length * 170}
      tableProps={{
        withTableBorder: true,
        withColumnBorders: true,
        verticalSpacing: 'xs',
        style: { tableLayout: 'fixed' },
      }}
    />
  )
}
