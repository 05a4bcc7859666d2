import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { BudgetStatus, PeriodFilter, ProposalStatus } from '@galera/shared'
import { BUDGETS_PAGE_SIZE } from '@galera/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { instantWithin } from '../../platform/db/list-filters.ts'
import { budgetProposals, budgets } from '../../db/schema/index.ts'

/** The lists' filters (ADR 0036): a period of creation days and the quantity asked. */
export interface ListFilter extends PeriodFilter {
  quantity?: number
}

/** A proposal whose budget asked exactly `quantity` units. */
export const askedQuantity = (quantity: number) =>
  sql`exists (select 1 from budgets bq where bq.id = ${budgetProposals.budgetId} and bq.quantity = ${quantity})`

/**
 * A page's total, from the per-status counts the tabs need anyway (one query fewer per list):
 * the counts of the statuses the page lists.
 */
function totalOf(perStatus: { status: string; n: number }[], statuses: readonly string[]): number {
  return perStatus.reduce((sum, s) => (statuses.includes(s.status) ? sum + Number(s.n) : sum), 0)
}

/** The client's budgets and the supplier's proposals, a page at a time with the tabs' counts. */
export function budgetListsRepository(db: DbOrTx) {
  return {
    /** The filters (ADR 0036) narrow the page and the tab counts alike. */
    async clientPage(
      clientId: string,
      statuses: readonly BudgetStatus[],
      page: number,
      filter: ListFilter = {},
    ) {
      const mine = and(
        eq(budgets.clientId, clientId),
        isNull(budgets.deletedAt),
        ...instantWithin(budgets.createdAt, filter),
        filter.quantity === undefined ? undefined : eq(budgets.quantity, filter.quantity),
      )
      const where = and(mine, inArray(budgets.status, [...statuses]))
      const [rows, perStatus] = await Promise.all([
        db
          .select()
          .from(budgets)
          .where(where)
          .orderBy(desc(budgets.createdAt), desc(budgets.id))
          .limit(BUDGETS_PAGE_SIZE)
          .offset((page - 1) * BUDGETS_PAGE_SIZE),
        db
          .select({ status: budgets.status, n: sql<number>`count(*)::int` })
          .from(budgets)
          .where(mine)
          .groupBy(budgets.status),
      ])
      return { rows, total: totalOf(perStatus, statuses), perStatus }
    },

    /** Received between two days; the quantity is the one the client asked (ADR 0036). */
    async supplierPage(
      supplierId: string,
      statuses: readonly ProposalStatus[],
      page: number,
      filter: ListFilter = {},
    ) {
      const mine = and(
        eq(budgetProposals.supplierId, supplierId),
        ...instantWithin(budgetProposals.createdAt, filter),
        filter.quantity === undefined ? undefined : askedQuantity(filter.quantity),
      )
      const where = and(mine, inArray(budgetProposals.status, [...statuses]))
      const [rows, perStatus] = await Promise.all([
        db
          .select()
          .from(budgetProposals)
          .where(where)
          .orderBy(desc(budgetProposals.createdAt), desc(budgetProposals.id))
          .limit(BUDGETS_PAGE_SIZE)
          .offset((page - 1) * BUDGETS_PAGE_SIZE),
        db
          .select({ status: budgetProposals.status, n: sql<number>`count(*)::int` })
          .from(budgetProposals)
          .where(mine)
          .groupBy(budgetProposals.status),
      ])
      return { rows, total: totalOf(perStatus, statuses), perStatus }
    },
  }
}
