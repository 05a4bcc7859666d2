import { LIVE_PROPOSAL_STATUSES } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { Tx } from '../../platform/db/database.ts'
import { on } from '../../platform/events.ts'
import { expireIfDead } from './budget-expiry.ts'
import { budgetNotifier } from './budget-notify.ts'
import { budgetEventsRepository } from './budget-events.repository.ts'
import { budgetsRepository } from './budgets.repository.ts'
import { budgetViewsRepository } from './budget-views.repository.ts'

/** The reason stored on proposals withdrawn because their supplier was suspended. */
export const SUSPENDED_REASON = 'account_suspended'

/**
 * Spec §1 / PRODUCT.md "Everywhere": suspending an account cancels its active offers. Inside the
 * suspension's transaction (ADR 0012 domain event):
 * - a supplier's live proposals (new, answered, counter) are given up, each client is told, and a
 *   budget left with no live proposal expires as usual (its chosen deals stay: the client already
 *   has the supplier's contact);
 * - a client's open budgets and deals are cancelled, their suppliers told.
 * Returns the unsubscribe function (called when the app closes).
 */
export function subscribeBudgetSuspension(ctx: AppContext): () => void {
  const notifier = budgetNotifier(ctx)

  async function supplierSuspended(tx: Tx, supplierId: string, now: Date) {
    const r = budgetsRepository(tx)
    const withdrawn = await budgetEventsRepository(tx).giveUpLiveProposalsOf(
      supplierId,
      SUSPENDED_REASON,
      now,
    )
    for (const p of withdrawn) {
      const budget = await r.lock(p.budgetId)
      if (!budget) continue
      await notifier.client(tx, budget, p, 'budget_gave_up', (_l, n) => ({ supplier: n.supplier }))
      await expireIfDead(tx, budget, p, now, notifier)
    }
  }

  async function clientSuspended(tx: Tx, clientId: string, now: Date) {
    const r = budgetsRepository(tx)
    const cancelled = await budgetEventsRepository(tx).cancelOpenBudgetsOf(clientId, now)
    for (const budget of cancelled) {
      const proposals = await r.moveProposalsOf(budget.id, [...LIVE_PROPOSAL_STATUSES, 'chosen'], {
        status: 'cancelled',
        closedAt: now,
        updatedAt: now,
      })
      for (const p of proposals) await notifier.supplier(tx, budget, p, 'budget_cancelled')
    }
  }

  return on('account.suspended', async (tx, event) => {
    const now = ctx.clock.now()
    const [user] = await budgetViewsRepository(tx).usersByIds([event.userId])
    if (!user) return
    if (user.role === 'supplier') await supplierSuspended(tx as Tx, event.userId, now)
    if (user.role === 'client' || user.role === 'company')
      await clientSuspended(tx as Tx, event.userId, now)
  })
}
