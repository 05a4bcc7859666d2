import type { Tx } from '../../platform/db/database.ts'
import type { BudgetNotifier } from './budget-notify.ts'
import { budgetsRepository, type BudgetRow, type ProposalRow } from './budgets.repository.ts'

/**
 * ADR 0021: a budget whose proposals are all dead (none new/answered/counter, none chosen)
 * expires, and the client is told (`budget_expired`, naming the supplier whose move ended it).
 * A reverse auction waits until `proposals_until` has passed. Returns the expired row, if any.
 */
export async function expireIfDead(
  tx: Tx,
  budget: BudgetRow,
  last: ProposalRow | null,
  now: Date,
  notifier: BudgetNotifier | null,
): Promise<BudgetRow | undefined> {
  if (budget.status !== 'open') return undefined
  if (budget.kind === 'reverse_auction' && budget.proposalsUntil && budget.proposalsUntil > now)
    return undefined
  const r = budgetsRepository(tx)
  if ((await r.countLive(budget.id)) > 0) return undefined
  const expired = await r.moveBudget(budget.id, ['open'], {
    status: 'expired',
    expiredAt: now,
    updatedAt: now,
  })
  if (expired && notifier)
    await notifier.client(tx, expired, last, 'budget_expired', (_l, n) => ({
      supplier: n.supplier,
    }))
  return expired
}
