import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { BudgetStatus, ProposalStatus } from '@galera/shared'
import { LIVE_PROPOSAL_STATUSES } from '@galera/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { budgetProposals, budgets } from '../../db/schema/index.ts'

export type BudgetRow = typeof budgets.$inferSelect
export type BudgetInsert = typeof budgets.$inferInsert
export type ProposalRow = typeof budgetProposals.$inferSelect
export type ProposalInsert = typeof budgetProposals.$inferInsert

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`

/**
 * Budget and proposal rows (ADR 0021, 0027): one budget or proposal, its lock, the inserts, the
 * guarded moves between statuses and the rows the ticker finds due. Queries only; the rules are
 * in the services.
 */
export function budgetsRepository(db: DbOrTx) {
  /** Proposals in `status` whose `deadline` has passed (the ticker's batches). */
  function dueBy(
    status: ProposalStatus,
    deadline: typeof budgetProposals.answerDeadline | typeof budgetProposals.contactDeadline,
    now: Date,
    limit: number,
  ): Promise<ProposalRow[]> {
    return db
      .select()
      .from(budgetProposals)
      .where(and(eq(budgetProposals.status, status), sql`${deadline} <= ${ts(now)}`))
      .orderBy(asc(deadline), asc(budgetProposals.id))
      .limit(limit)
      .for('update', { skipLocked: true })
  }

  return {
    async find(id: string): Promise<BudgetRow | undefined> {
      const [row] = await db.select().from(budgets).where(eq(budgets.id, id))
      return row
    },

    /** The budget row locked for the transaction: moves of one budget never interleave. */
    async lock(id: string): Promise<BudgetRow | undefined> {
      const [row] = await db.select().from(budgets).where(eq(budgets.id, id)).for('update')
      return row
    },

    async findByIdempotencyKey(clientId: string, key: string): Promise<BudgetRow | undefined> {
      const [row] = await db
        .select()
        .from(budgets)
        .where(and(eq(budgets.clientId, clientId), eq(budgets.idempotencyKey, key)))
      return row
    },

    async findProposal(id: string): Promise<ProposalRow | undefined> {
      const [row] = await db.select().from(budgetProposals).where(eq(budgetProposals.id, id))
      return row
    },

    async proposalsOf(budgetIds: readonly string[]): Promise<ProposalRow[]> {
      if (budgetIds.length === 0) return []
      return db
        .select()
        .from(budgetProposals)
        .where(inArray(budgetProposals.budgetId, [...budgetIds]))
        .orderBy(asc(budgetProposals.createdAt), asc(budgetProposals.id))
    },

    async insertBudget(values: BudgetInsert): Promise<BudgetRow> {
      const [row] = await db.insert(budgets).values(values).returning()
      return row
    },

    async insertProposals(values: ProposalInsert[]): Promise<ProposalRow[]> {
      if (values.length === 0) return []
      return db.insert(budgetProposals).values(values).returning()
    },

    /** A move guarded by the statuses it leaves: a concurrent change makes it a no-op. */
    async moveProposal(
      id: string,
      from: readonly ProposalStatus[],
      set: Partial<ProposalInsert> & { status: ProposalStatus },
    ): Promise<ProposalRow | undefined> {
      const [row] = await db
        .update(budgetProposals)
        .set(set)
        .where(and(eq(budgetProposals.id, id), inArray(budgetProposals.status, [...from])))
        .returning()
      return row
    },

    /** Moves every proposal of a budget in `from` (except `exceptId`). */
    async moveProposalsOf(
      budgetId: string,
      from: readonly ProposalStatus[],
      set: Partial<ProposalInsert> & { status: ProposalStatus },
      exceptId?: string,
    ): Promise<ProposalRow[]> {
      return db
        .update(budgetProposals)
        .set(set)
        .where(
          and(
            eq(budgetProposals.budgetId, budgetId),
            inArray(budgetProposals.status, [...from]),
            exceptId ? sql`${budgetProposals.id} <> ${exceptId}` : undefined,
          ),
        )
        .returning()
    },

    async moveBudget(
      id: string,
      from: readonly BudgetStatus[],
      set: Partial<BudgetInsert> & { status?: BudgetStatus },
    ): Promise<BudgetRow | undefined> {
      const [row] = await db
        .update(budgets)
        .set(set)
        .where(and(eq(budgets.id, id), inArray(budgets.status, [...from])))
        .returning()
      return row
    },

    async countLive(budgetId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(budgetProposals)
        .where(
          and(
            eq(budgetProposals.budgetId, budgetId),
            inArray(budgetProposals.status, [...LIVE_PROPOSAL_STATUSES]),
          ),
        )
      return Number(row?.n ?? 0)
    },

    // ---- Ticker ---------------------------------------------------------------------------

    /** New proposals past their answer deadline, oldest first, locked for this run. */
    dueToExpire(now: Date, limit: number): Promise<ProposalRow[]> {
      return dueBy('new', budgetProposals.answerDeadline, now, limit)
    },

    /** Deals past their contact deadline, oldest first, locked for this run. */
    dueToContactExpire(now: Date, limit: number): Promise<ProposalRow[]> {
      return dueBy('chosen', budgetProposals.contactDeadline, now, limit)
    },

    /**
     * Open budgets with no live proposal left (a reverse auction only once `proposals_until`
     * passed and if it got proposals; one without any is the reverse auctions' ticker's).
     */
    async deadOpenBudgets(now: Date, limit: number): Promise<BudgetRow[]> {
      return db
        .select()
        .from(budgets)
        .where(
          and(
            eq(budgets.status, 'open'),
            sql`not exists (select 1 from budget_proposals bp where bp.budget_id = ${budgets.id} and bp.status in ('new','answered','counter'))`,
            sql`(${budgets.kind} = 'budget' or (${budgets.proposalsUntil} <= ${ts(now)} and exists (select 1 from budget_proposals bp where bp.budget_id = ${budgets.id})))`,
          ),
        )
        .orderBy(asc(budgets.createdAt), asc(budgets.id))
        .limit(limit)
        .for('update', { skipLocked: true })
    },
  }
}
