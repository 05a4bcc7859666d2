import type { AppContext } from '../../platform/context.ts'
import type { TickerJob } from '../../platform/ticker/ticker.ts'
import { expireIfDead } from './budget-expiry.ts'
import { budgetNotifier } from './budget-notify.ts'
import { budgetsRepository } from './budgets.repository.ts'

/** Rows per run and per job kind: a backlog drains over a few minutes, never in one long lock. */
export const BUDGETS_TICKER_BATCH = 500

/**
 * Time-based moves of budgets (ADR 0021). Each row is moved by an UPDATE guarded by its status,
 * so a second run (or a concurrent one) changes nothing twice.
 * - `budgets.expire`: new proposals past their answer deadline expire (the client is told
 *   `budget_expired`); open budgets left without a live proposal expire with them.
 * - `budgets.contact`: chosen proposals past the contact deadline → contact_expired, and their
 *   budget too (both sides told `budget_contact_expired`).
 */
export function budgetsTickerJobs(ctx: AppContext): TickerJob[] {
  const notifier = budgetNotifier(ctx)
  return [
    {
      name: 'budgets.expire',
      async run(tx, now) {
        const r = budgetsRepository(tx)
        let n = 0
        for (const p of await r.dueToExpire(now, BUDGETS_TICKER_BATCH)) {
          const expired = await r.moveProposal(p.id, ['new'], {
            status: 'expired',
            expiredAt: now,
            closedAt: now,
            updatedAt: now,
          })
          if (!expired) continue
          const budget = (await r.find(p.budgetId))!
          await notifier.client(tx, budget, expired, 'budget_expired', (_l, names) => ({
            supplier: names.supplier,
          }))
          // The client was just told; the budget's own expiry needs no second notice.
          await expireIfDead(tx, budget, expired, now, null)
          n++
        }
        // Budgets left without a live proposal by other paths (a reverse auction whose
        // proposals all ended before its deadline, once the deadline has passed).
        for (const b of await r.deadOpenBudgets(now, BUDGETS_TICKER_BATCH)) {
          if (await expireIfDead(tx, b, null, now, notifier)) n++
        }
        return n
      },
    },
    {
      name: 'budgets.contact',
      async run(tx, now) {
        const r = budgetsRepository(tx)
        let n = 0
        for (const p of await r.dueToContactExpire(now, BUDGETS_TICKER_BATCH)) {
          const lapsed = await r.moveProposal(p.id, ['chosen'], {
            status: 'contact_expired',
            closedAt: now,
            updatedAt: now,
          })
          if (!lapsed) continue
          const budget = await r.moveBudget(p.budgetId, ['deal'], {
            status: 'contact_expired',
            updatedAt: now,
          })
          const b = budget ?? (await r.find(p.budgetId))!
          await notifier.supplier(tx, b, lapsed, 'budget_contact_expired')
          await notifier.client(tx, b, lapsed, 'budget_contact_expired')
          n++
        }
        return n
      },
    },
  ]
}
