import { useMemo, useState } from 'react'
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import {
  IconCircleCheck,
  IconClock,
  IconHandClick,
  IconStar,
  IconTrash,
  IconX,
} from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { LIMITS } from '@galera/shared/constants.ts'
import { formatDate, formatDateTime } from '@galera/shared/format/date.ts'
import type { BudgetDetailDto, ClientProposalDto } from '@galera/shared/budgets/budget.schemas.ts'
import { isApiError } from '../../../../lib/api-client.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifyError, notifySuccess } from '../../../../lib/notify.tsx'
import {
  cancelBudget,
  chooseProposal,
  deleteBudget,
  HIRER_BUDGET_KEY,
  HIRER_BUDGETS_KEY,
  isBudgetLive,
} from '../api.ts'
import { BudgetStatusBadge, ConfirmDialog, useBudgetTitle } from './budget-parts.tsx'
import { BudgetTermsCard } from './budget-terms-card.tsx'
import { CompareTable, hasValues, ProposalCard } from './proposals.tsx'
import { RateProductDialog, RateSupplierDialog } from './rating-dialogs.tsx'

type Dialog =
  | { kind: 'choose'; proposal: ClientProposalDto }
  | { kind: 'cancel' }
  | { kind: 'delete' }
  | { kind: 'rateProduct'; proposal: ClientProposalDto }
  | { kind: 'rateSupplier'; proposal: ClientProposalDto }
  | null

/**
 * One budget as its hirer sees it (ADR 0021): the terms, the proposals (up to 4 compared side by
 * side), close the deal, cancel or delete, then rate the product and the supplier.
 */
export function BudgetDetail({
  budget,
  onDeleted,
}: {
  budget: BudgetDetailDto
  onDeleted: () => void
}) {
  const { t, locale } = useLocale()
  const title = useBudgetTitle()
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [busy, setBusy] = useState(false)
  const proposals = budget.proposals_list
  const quoted = proposals.filter(hasValues)
  const [picked, setPicked] = useState<string[] | null>(null)
  const compared = useMemo(() => {
    const ids = picked ?? quoted.slice(0, LIMITS.maxBudgetsCompared).map((p) => p.id)
    return quoted.filter((p) => ids.includes(p.id))
  }, [picked, quoted])
  const deal = proposals.find((p) => p.status === 'chosen' || p.status === 'completed')

  function setCompared(id: string, on: boolean) {
    const current = compared.map((p) => p.id)
    setPicked(
      on ? [...current, id].slice(0, LIMITS.maxBudgetsCompared) : current.filter((x) => x !== id),
    )
  }

  async function run(action: () => Promise<unknown>, done: string, after?: () => void) {
    setBusy(true)
    try {
      const next = await action()
      if (next && typeof next === 'object' && 'proposals_list' in next)
        queryClient.setQueryData([...HIRER_BUDGET_KEY, budget.id], next)
      void queryClient.invalidateQueries({ queryKey: HIRER_BUDGETS_KEY })
      setDialog(null)
      notifySuccess(done)
      after?.()
    } catch (error) {
      notifyError(isApiError(error) ? error.message : t('httpStatus.other'))
      setDialog(null)
      void queryClient.invalidateQueries({ queryKey: [...HIRER_BUDGET_KEY, budget.id] })
    } finally {
      setBusy(false)
    }
  }

  const terms = budget.terms

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{title(budget)}</Title>
          <Group gap="xs">
            <BudgetStatusBadge status={budget.status} />
            <Text size="sm" c="dimmed">
              {t('budgets.detail.createdAt')} {formatDate(budget.createdAt, locale)}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          {budget.canCancel && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => setDialog({ kind: 'cancel' })}
            >
              {t('budgets.detail.cancel')}
            </Button>
          )}
          {budget.canDelete && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDialog({ kind: 'delete' })}
            >
              {t('budgets.detail.delete')}
            </Button>
          )}
        </Group>
      </Group>

      {deal && deal.status === 'chosen' && (
        <Alert color="blue" variant="light" icon={<IconClock aria-hidden />} role="status">
          <Text size="sm" fw={600}>
            {t('budgets.detail.chosen', { supplier: deal.supplier.tradeName })}
          </Text>
          {deal.contactDeadline && (
            <Text size="sm">
              {t('budgets.detail.contactUntil', {
                date: formatDateTime(deal.contactDeadline, locale),
              })}
            </Text>
          )}
        </Alert>
      )}
      {deal &&
        deal.status === 'completed' &&
        deal.rating &&
        (!deal.rating.product || !deal.rating.supplier) && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            <Stack gap="xs">
              <Text size="sm">{t('budgets.detail.completed')}</Text>
              <RateButtons proposal={deal} onRate={setDialog} />
            </Stack>
          </Alert>
        )}

      <BudgetTermsCard budget={budget} />

      <Stack gap="sm" component="section" aria-labelledby="compare-title">
        <Title order={2} size="h4" id="compare-title">
          {t('budgets.detail.compare')}
        </Title>
        {quoted.length > 1 && (
          <Text size="sm" c="dimmed">
            {t('budgets.detail.compareHint')}
          </Text>
        )}
        <CompareTable proposals={compared} terms={terms} />
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="proposals-title">
        <Title order={2} size="h4" id="proposals-title">
          {t('budgets.detail.proposals')}
        </Title>
        {proposals.length === 0 ? (
          <Text size="sm" c="dimmed">
            {budget.auction
              ? t('budgets.detail.auctionWaiting', {
                  date: formatDateTime(budget.auction.proposalsUntil, locale),
                })
              : t('budgets.detail.noProposals')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {proposals.map((p) => (
              <ProposalCard
                key={p.id}
                p={p}
                compared={compared.some((c) => c.id === p.id)}
                canCompareMore={compared.length < LIMITS.maxBudgetsCompared}
                onCompare={(on) => setCompared(p.id, on)}
                actions={
                  <>
                    {p.canChoose && (
                      <Button
                        leftSection={<IconHandClick size={16} aria-hidden />}
                        onClick={() => setDialog({ kind: 'choose', proposal: p })}
                      >
                        {t('budgets.detail.choose')}
                      </Button>
                    )}
                  </>
                }
              />
            ))}
          </SimpleGrid>
        )}
        {isBudgetLive(budget) && (
          <Text size="xs" c="dimmed">
            {t('budgets.detail.live')}
          </Text>
        )}
      </Stack>

      <ConfirmDialog
        opened={dialog?.kind === 'choose'}
        title={
          dialog?.kind === 'choose'
            ? t('budgets.detail.chooseTitle', { supplier: dialog.proposal.supplier.tradeName })
            : ''
        }
        confirmLabel={t('budgets.detail.confirm')}
        loading={busy}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          dialog?.kind === 'choose' &&
          void run(
            () => chooseProposal(budget.id, dialog.proposal.id),
            t('budgets.detail.dealDone'),
          )
        }
      >
        <Text size="sm">
          {dialog?.kind === 'choose' &&
            t('budgets.detail.chooseText', { supplier: dialog.proposal.supplier.tradeName })}
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={dialog?.kind === 'cancel'}
        title={t('budgets.detail.cancelTitle')}
        confirmLabel={t('budgets.detail.cancelConfirm')}
        confirmColor="red"
        loading={busy}
        onClose={() => setDialog(null)}
        onConfirm={() => void run(() => cancelBudget(budget.id), t('budgets.detail.cancelled'))}
      >
        <Text size="sm">{t('budgets.detail.cancelText')}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={t('budgets.detail.deleteTitle')}
        confirmLabel={t('budgets.detail.deleteConfirm')}
        confirmColor="red"
        loading={busy}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          void run(() => deleteBudget(budget.id), t('budgets.detail.deleted'), onDeleted)
        }
      >
        <Text size="sm">{t('budgets.detail.deleteText')}</Text>
      </ConfirmDialog>
      {dialog?.kind === 'rateProduct' && (
        <RateProductDialog
          opened
          onClose={() => setDialog(null)}
          budgetId={budget.id}
          proposalId={dialog.proposal.id}
          product={
            dialog.proposal.product ?? budget.product ?? { id: '', name: budget.category.name }
          }
        />
      )}
      {dialog?.kind === 'rateSupplier' && (
        <RateSupplierDialog
          opened
          onClose={() => setDialog(null)}
          budgetId={budget.id}
          proposalId={dialog.proposal.id}
          supplier={dialog.proposal.supplier}
        />
      )}
    </Stack>
  )
}

/** "Avaliar produto" / "Avaliar fornecedor", each hidden once given. */
function RateButtons({
  proposal,
  onRate,
}: {
  proposal: ClientProposalDto
  onRate: (d: Dialog) => void
}) {
  const { t } = useLocale()
  if (!proposal.rating) return null
  return (
    <Group gap="xs">
      {!proposal.rating.product && proposal.product && (
        <Button
          variant="light"
          leftSection={<IconStar size={16} aria-hidden />}
          onClick={() => onRate({ kind: 'rateProduct', proposal })}
        >
          {t('budgets.rate.product')}
        </Button>
      )}
      {!proposal.rating.supplier && (
        <Button
          variant="light"
          leftSection={<IconStar size={16} aria-hidden />}
          onClick={() => onRate({ kind: 'rateSupplier', proposal })}
        >
          {t('budgets.rate.supplier')}
        </Button>
      )}
    </Group>
  )
}
