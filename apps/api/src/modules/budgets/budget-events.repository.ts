import { and, eq, inArray } from 'drizzle-orm'
import { LIVE_PROPOSAL_STATUSES } from '@galera/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { budgetProposals, budgets } from '../../db/schema/index.ts'
import type { BudgetRow, ProposalRow } from './budgets.repository.ts'

/**
 * The writes of the budgets' reactions to domain events (budgets.events.ts): what a suspended
 * supplier or client had running, ended in one statement each.
 */
export function budgetEventsRepository(db: DbOrTx) {
  return {
    /** Gives up every live proposal (new, answered, counter) of the supplier, with `reason`. */
    async giveUpLiveProposalsOf(
      supplierId: string,
      reason: string,
      now: Date,
    ): Promise<ProposalRow[]> {
      return db
        .update(budgetProposals)
        .set({
          status: 'gave_up',
          declineReason: reason,
          gaveUpAt: now,
          closedAt: now,
          updatedAt: now,
        })
        .where(
          and(
            eq(budgetProposals.supplierId, supplierId),
            inArray(budgetProposals.status, [...LIVE_PROPOSAL_STATUSES]),
          ),
        )
        .returning()
    },
    /** Cancels the client's open budgets and deals. */
    async cancelOpenBudgetsOf(clientId: string, now: Date): Promise<BudgetRow[]> {
      return db
        .update(budgets)
        .set({ status: 'cancelled', chosenProposalId: null, cancelledAt: now, updatedAt: now })
        .where(and(eq(budgets.clientId, clientId), inArray(budgets.status, ['open', 'deal'])))
        .returning()
    },
  }
}
