import type { ReactNode } from 'react'
import { Pager } from '../../../../components/admin-pager.tsx'
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
  Text,
  Title,
} from '@mantine/core'
import { Link } from 'react-router'
import { formatDate } from '@galera/shared/format/date.ts'
import type { BudgetStatus, ProposalStatus } from '@galera/shared/budgets/budget-status.ts'
import type { BudgetSummaryDto } from '@galera/shared/budgets/budget.schemas.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { Countdown } from '../../../../components/countdown.tsx'
import { useLocale } from '../../../../lib/i18n.ts'

const BUDGET_COLORS: Record<BudgetStatus, string> = {
  open: 'yellow',
  deal: 'teal',
  completed: 'blue',
  contact_expired: 'gray',
  cancelled: 'red',
  expired: 'gray',
}

const PROPOSAL_COLORS: Record<ProposalStatus, string> = {
  new: 'yellow',
  answered: 'teal',
  counter: 'grape',
  declined: 'gray',
  gave_up: 'gray',
  expired: 'gray',
  chosen: 'blue',
  completed: 'blue',
  not_chosen: 'gray',
  contact_expired: 'gray',
  cancelled: 'red',
}

export function BudgetStatusBadge({ status }: { status: BudgetStatus }) {
  const { t } = useLocale()
  return (
    <Badge color={BUDGET_COLORS[status]} variant="dot" radius="sm" data-testid="budget-status">
      {t(`budgets.status.${status}`)}
    </Badge>
  )
}

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const { t } = useLocale()
  return (
    <Badge
      color={PROPOSAL_COLORS[status]}
      variant="dot"
      radius="sm"
      style={{ textTransform: 'none' }}
      data-testid="proposal-status"
    >
      {t(`budgets.proposalStatus.${status}`)}
    </Badge>
  )
}

/** A label/value pair inside a `<dl>`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  )
}

/** "Orçamento nº 12" / "Leilão reverso nº 13". */
export function useBudgetTitle() {
  const { t } = useLocale()
  return (b: { kind: BudgetSummaryDto['kind']; number: number }) =>
    b.kind === 'reverse_auction'
      ? t('budgets.list.auctionNumber', { number: b.number })
      : t('budgets.list.budgetNumber', { number: b.number })
}

/** One budget of "my budgets": number, product, quantity, status, quotes and the next deadline. */
export function BudgetCard({ budget }: { budget: BudgetSummaryDto }) {
  const { t, locale } = useLocale()
  const title = useBudgetTitle()
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="budget-card">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {budget.product?.cover && (
          <Image
            src={budget.product.cover.thumb}
            alt=""
            w={72}
            h={72}
            radius="sm"
            fit="cover"
            visibleFrom="xs"
          />
        )}
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={2} size="h4">
              <Anchor
                component={Link}
                to={pathTo('hirerBudget', { id: budget.id })}
                aria-label={t('budgets.list.see', { number: budget.number })}
              >
                {title(budget)}
              </Anchor>
            </Title>
            <BudgetStatusBadge status={budget.status} />
          </Group>
          <SimpleGrid
            component="dl"
            cols={{ base: 1, xs: 2, sm: 3 }}
            spacing="xs"
            verticalSpacing="xs"
            m={0}
          >
            <Fact label={budget.product ? t('budgets.list.product') : t('budgets.list.category')}>
              {budget.product?.name ?? budget.category.name}
            </Fact>
            <Fact label={t('budgets.list.quantity')}>{budget.quantity.toLocaleString(locale)}</Fact>
            <Fact label={t('budgets.list.quotes')}>
              {t('budgets.list.quotesValue', {
                quoted: budget.proposals.quoted,
                total: budget.proposals.total,
              })}
            </Fact>
            <Fact label={t('budgets.list.createdAt')}>{formatDate(budget.createdAt, locale)}</Fact>
            {budget.nextDeadline && budget.status === 'open' && (
              <Fact label={t('budgets.list.nextDeadline')}>
                <Countdown until={budget.nextDeadline} endedLabel={t('budgets.list.ended')} />
              </Fact>
            )}
          </SimpleGrid>
        </Stack>
      </Group>
    </Card>
  )
}

export const BudgetPager = (props: {
  page: number
  total: number
  onChange: (page: number) => void
}) => <Pager {...props} words="budgets.list" />

/** A yes/no question before an action that cannot be undone. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  confirmColor,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  confirmColor?: string
  loading?: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  const { t } = useLocale()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700}>
          {title}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('web.common.close') }}
      centered
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('budgets.detail.back2')}
          </Button>
          <Button color={confirmColor} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
