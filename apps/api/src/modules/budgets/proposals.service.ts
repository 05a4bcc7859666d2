import {
  PROPOSAL_TAB_STATUSES,
  PROPOSAL_TABS,
  BUDGETS_PAGE_SIZE,
  canMoveProposal,
  type CounterProposalSchema,
  type ProposalAnswerSchema,
  type ProposalListQuery,
  type ProposalStatus,
  type SupplierProposalDto,
  type SupplierProposalListDto,
} from '@galera/shared'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context.ts'
import type { Tx } from '../../platform/db/database.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import { expireIfDead } from './budget-expiry.ts'
import { pricedColumns } from './proposal-price.ts'
import { budgetNotifier } from './budget-notify.ts'
import { supplierViews, supplierViewsFrom } from './budget-views.ts'
import { budgetsRepository, type ProposalRow } from './budgets.repository.ts'
import { budgetListsRepository } from './budget-lists.repository.ts'
import { budgetRequestsRepository } from './budget-requests.repository.ts'
import type { Caller } from './budgets.service.ts'
import { reassign } from './reassignment.ts'
import { assertCertificationNotRequired } from '../admin/certification-gate.ts'

type AnswerValues = z.output<typeof ProposalAnswerSchema>
type CounterValues = z.output<typeof CounterProposalSchema>

/**
 * The supplier's side of budgets (ADR 0021): the inbox, one proposal (the client is a
 * city until the deal), answer, counter-proposal, decline (with automatic reassignment), give up
 * and "contact finished". Each move locks the budget row and is guarded by the status it leaves.
 */
export function proposalsService(ctx: AppContext) {
  const repo = budgetsRepository(ctx.db)
  const notifier = budgetNotifier(ctx)

  async function view(p: ProposalRow, caller: Caller): Promise<SupplierProposalDto> {
    const [dto] = await supplierViews(ctx.db, [p], caller.locale, ctx.clock.now())
    return dto!
  }

  /**
   * Runs one move of the caller's proposal: budget row locked, proposal re-read, then `step`.
   * Someone else's proposal is 404; a move the graph forbids 409.
   */
  async function move(
    caller: Caller,
    id: string,
    to: ProposalStatus,
    step: (tx: Tx, p: ProposalRow, now: Date) => Promise<ProposalRow>,
  ): Promise<SupplierProposalDto> {
    const now = ctx.clock.now()
    const row = await ctx.db.transaction(async (tx) => {
      const r = budgetsRepository(tx)
      const first = await r.findProposal(id)
      if (!first || first.supplierId !== caller.id) throw new AppError('PROPOSAL_NOT_FOUND')
      await r.lock(first.budgetId)
      const p = (await r.findProposal(id))!
      if (!canMoveProposal(p.status as ProposalStatus, to, 'supplier'))
        throw new AppError('BUDGET_INVALID_TRANSITION')
      return step(tx, p, now)
    })
    return view(row, caller)
  }

  /** Answer and counter: only before the answer deadline (even if the ticker did not run yet). */
  function quote(
    to: 'answered' | 'counter',
    values: (
      v: AnswerValues & Partial<CounterValues>,
    ) => Pick<Partial<ProposalRow>, 'counterQuantity' | 'counterColorId' | 'counterCustomization'>,
  ) {
    return (caller: Caller, id: string, input: AnswerValues & Partial<CounterValues>) =>
      move(caller, id, to, async (tx, p, now) => {
        if (p.answerDeadline <= now) throw new AppError('BUDGET_ANSWER_CLOSED')
        await assertCertificationNotRequired(tx, caller.id)
        const r = budgetsRepository(tx)
        const budget = (await r.find(p.budgetId))!
        // A counter-proposal's colour is one of the colours of the supplier's product.
        if (input.colorId) {
          const productId = p.productId ?? budget.productId
          const offered = productId ? await budgetRequestsRepository(tx).colorIdsOf(productId) : []
          if (!offered.includes(input.colorId))
            throw fieldError('colorId', 'validation.invalidOption')
        }
        const moved = await r.moveProposal(p.id, ['new'], {
          status: to,
          // The quantity priced: the counter-proposal's, else the request's (ADR 0027).
          ...pricedColumns(input, input.quantity ?? budget.quantity),
          deliveryDays: input.deliveryDays,
          justification: input.justification,
          ...values(input),
          answeredAt: now,
          updatedAt: now,
        })
        if (!moved) throw new AppError('BUDGET_INVALID_TRANSITION')
        await notifier.client(
          tx,
          budget,
          moved,
          to === 'answered' ? 'budget_answered' : 'budget_counter',
          (_l, n) => ({ supplier: n.supplier, product: n.product }),
        )
        return moved
      })
  }

  return {
    async list(caller: Caller, query: ProposalListQuery): Promise<SupplierProposalListDto> {
      const listed = await budgetListsRepository(ctx.db).supplierPage(
        caller.id,
        PROPOSAL_TAB_STATUSES[query.tab],
        query.page,
        query,
      )
      const { rows, total, perStatus } = listed
      const byStatus = new Map(perStatus.map((p) => [p.status, Number(p.n)]))
      const counts = Object.fromEntries(
        PROPOSAL_TABS.map((tab) => [
          tab,
          PROPOSAL_TAB_STATUSES[tab].reduce((s, st) => s + (byStatus.get(st) ?? 0), 0),
        ]),
      ) as SupplierProposalListDto['counts']
      return {
        tab: query.tab,
        data: supplierViewsFrom(rows, listed, caller.locale, ctx.clock.now()),
        page: query.page,
        last_page: Math.max(1, Math.ceil(total / BUDGETS_PAGE_SIZE)),
        counts,
      }
    },

    async get(caller: Caller, id: string): Promise<SupplierProposalDto> {
      const p = await repo.findProposal(id)
      if (!p || p.supplierId !== caller.id) throw new AppError('PROPOSAL_NOT_FOUND')
      return view(p, caller)
    },

    answer: quote('answered', () => ({})),

    counter: quote('counter', (v) => ({
      counterQuantity: v.quantity ?? null,
      counterColorId: v.colorId ?? null,
      counterCustomization: v.customization ?? null,
    })),

    /** Declines a new request: another supplier of the same band gets it (ADR 0021). */
    decline(caller: Caller, id: string, reason: string | null) {
      return move(caller, id, 'declined', async (tx, p, now) => {
        if (p.answerDeadline <= now) throw new AppError('BUDGET_ANSWER_CLOSED')
        const r = budgetsRepository(tx)
        const declined = await r.moveProposal(p.id, ['new'], {
          status: 'declined',
          declineReason: reason,
          declinedAt: now,
          closedAt: now,
          updatedAt: now,
        })
        if (!declined) throw new AppError('BUDGET_INVALID_TRANSITION')
        const budget = (await r.find(p.budgetId))!
        const replacement = await reassign(tx, budget, declined, now)
        await notifier.client(tx, budget, declined, 'budget_declined', (_l, n) => ({
          supplier: n.supplier,
          product: n.product,
        }))
        if (replacement) await notifier.received(tx, budget, replacement)
        else await expireIfDead(tx, budget, declined, now, notifier)
        return declined
      })
    },

    /** Withdraws an answer while the budget is open. */
    giveUp(caller: Caller, id: string, reason: string | null) {
      return move(caller, id, 'gave_up', async (tx, p, now) => {
        const r = budgetsRepository(tx)
        const budget = (await r.find(p.budgetId))!
        if (budget.status !== 'open') throw new AppError('BUDGET_INVALID_TRANSITION')
        const gaveUp = await r.moveProposal(p.id, ['answered', 'counter'], {
          status: 'gave_up',
          declineReason: reason,
          gaveUpAt: now,
          closedAt: now,
          updatedAt: now,
        })
        if (!gaveUp) throw new AppError('BUDGET_INVALID_TRANSITION')
        await notifier.client(tx, budget, gaveUp, 'budget_gave_up', (_l, n) => ({
          supplier: n.supplier,
        }))
        await expireIfDead(tx, budget, gaveUp, now, notifier)
        return gaveUp
      })
    },

    /** The supplier reached the client: the deal is completed, the client may rate it. */
    contacted(caller: Caller, id: string) {
      return move(caller, id, 'completed', async (tx, p, now) => {
        if (!p.contactDeadline || p.contactDeadline <= now)
          throw new AppError('BUDGET_CONTACT_CLOSED')
        const r = budgetsRepository(tx)
        const done = await r.moveProposal(p.id, ['chosen'], {
          status: 'completed',
          contactedAt: now,
          closedAt: now,
          updatedAt: now,
        })
        if (!done) throw new AppError('BUDGET_INVALID_TRANSITION')
        const budget = await r.moveBudget(p.budgetId, ['deal'], {
          status: 'completed',
          completedAt: now,
          updatedAt: now,
        })
        if (!budget) throw new AppError('BUDGET_INVALID_TRANSITION')
        await notifier.client(tx, budget, done, 'feedback_available', (_l, n) => ({
          product: n.product,
        }))
        return done
      })
    },
  }
}
