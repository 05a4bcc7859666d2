import {
  BUDGET_TAB_STATUSES,
  BUDGET_TABS,
  BUDGETS_PAGE_SIZE,
  LIMITS,
  LIVE_PROPOSAL_STATUSES,
  QUOTED_PROPOSAL_STATUSES,
  canMoveProposal,
  isBudgetOver,
  type BudgetDetailDto,
  type BudgetListDto,
  type BudgetListQuery,
  type BudgetRequestValues,
  type BudgetStatus,
  type Locale,
  type ProposalStatus,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import { isUniqueViolation } from '../../platform/db/pg-errors.ts'
import { budgetNotifier } from './budget-notify.ts'
import { clientDetail, clientSummaries } from './budget-views.ts'
import { budgetsRepository, type BudgetRow } from './budgets.repository.ts'
import { budgetListsRepository } from './budget-lists.repository.ts'
import { budgetRequestsRepository } from './budget-requests.repository.ts'
import { requestHash } from '../../platform/http/idempotency.ts'

export interface Caller {
  id: string
  locale: Locale
}

const HOUR = 3_600_000

/** The unique index that keeps one deal per budget (the race's backstop). */
const ONE_DEAL = 'budget_proposals_one_deal_key'

/**
 * The client's side of budgets (ADR 0021): the request (idempotent per
 * Idempotency-Key), the lists, the detail, the deal, cancel and delete. Each write is one
 * transaction with the budget row locked; every move is re-checked by a guarded UPDATE.
 */
export function budgetsService(ctx: AppContext) {
  const repo = budgetsRepository(ctx.db)
  const requests = budgetRequestsRepository(ctx.db)
  const notifier = budgetNotifier(ctx)

  /** The caller's budget, or 404 (someone else's, or deleted, is not found). */
  function own(b: BudgetRow | undefined, clientId: string): BudgetRow {
    if (!b || b.clientId !== clientId || b.deletedAt) throw new AppError('BUDGET_NOT_FOUND')
    return b
  }

  function replay(existing: BudgetRow, hash: string) {
    if (existing.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED')
    return existing
  }

  /** Every rule of the request that needs the database (ADR 0021). */
  async function check(caller: Caller, input: BudgetRequestValues) {
    const found = await requests.productForRequest(input.productId)
    if (!found || found.supplierStatus !== 'active' || !found.supplierListed)
      throw new AppError('PRODUCT_NOT_FOUND')
    const { product, colorIds } = found
    if (product.status !== 'active') throw new AppError('PRODUCT_INACTIVE')
    if (colorIds.length > 0 && !input.colorId) throw fieldError('colorId', 'validation.required')
    if (input.colorId && !colorIds.includes(input.colorId))
      throw fieldError('colorId', 'validation.invalidOption')
    if (input.customization !== 'none' && !product.customizations.includes(input.customization))
      throw fieldError('customization', 'validation.invalidOption')
    if (input.customImageId && !(await requests.ownLiveImage(caller.id, input.customImageId)))
      throw new AppError('IMAGE_NOT_FOUND')
    const offering = await requests.offering(product)
    if (input.supplierIds.some((id) => !offering.has(id)))
      throw new AppError('BUDGET_SUPPLIER_NOT_OFFERING', undefined, [
        { field: 'supplierIds', message: 'errors.BUDGET_SUPPLIER_NOT_OFFERING' },
      ])
    return { product, offering }
  }

  async function detail(b: BudgetRow, locale: Locale) {
    return clientDetail(ctx.db, b, locale, ctx.clock.now())
  }

  return {
    /** Creates the request; `created` is false when an Idempotency-Key replays an earlier one. */
    async request(
      caller: Caller,
      input: BudgetRequestValues,
      key?: string,
    ): Promise<{ budget: BudgetDetailDto; created: boolean }> {
      const hash = requestHash(input)
      if (key) {
        const existing = await repo.findByIdempotencyKey(caller.id, key)
        if (existing)
          return { budget: await detail(replay(existing, hash), caller.locale), created: false }
      }
      const now = ctx.clock.now()
      const { product, offering } = await check(caller, input)
      const deadline = new Date(now.getTime() + LIMITS.budgetAnswerHours * HOUR)
      let row: BudgetRow
      try {
        row = await ctx.db.transaction(async (tx) => {
          const r = budgetsRepository(tx)
          const budget = await r.insertBudget({
            kind: 'budget',
            clientId: caller.id,
            productId: product.id,
            categoryId: product.categoryId,
            quantity: input.quantity,
            colorId: input.colorId,
            customization: input.customization,
            customText: input.customText,
            logoColors: input.logoColors,
            customImageId: input.customImageId,
            attachmentText: input.attachmentText,
            states: input.states,
            requestedSupplierIds: input.supplierIds,
            notes: input.notes,
            status: 'open',
            idempotencyKey: key ?? null,
            requestHash: key ? hash : null,
            createdAt: now,
            updatedAt: now,
          })
          const proposals = await r.insertProposals(
            input.supplierIds.map((supplierId) => ({
              budgetId: budget.id,
              supplierId,
              productId: offering.get(supplierId)!,
              source: 'client',
              status: 'new',
              answerDeadline: deadline,
              createdAt: now,
              updatedAt: now,
            })),
          )
          for (const p of proposals) await notifier.received(tx, budget, p)
          return budget
        })
      } catch (err) {
        // Two calls with one key raced: the loser answers with the winner's budget.
        if (key && isUniqueViolation(err, 'budgets_idempotency_idx')) {
          const winner = await repo.findByIdempotencyKey(caller.id, key)
          if (winner)
            return { budget: await detail(replay(winner, hash), caller.locale), created: false }
        }
        throw err
      }
      return { budget: await detail(row, caller.locale), created: true }
    },

    async list(caller: Caller, query: BudgetListQuery): Promise<BudgetListDto> {
      const listed = await budgetListsRepository(ctx.db).clientPage(
        caller.id,
        BUDGET_TAB_STATUSES[query.tab],
        query.page,
        query,
      )
      const { total, perStatus } = listed
      const byStatus = new Map(perStatus.map((p) => [p.status, Number(p.n)]))
      const counts = Object.fromEntries(
        BUDGET_TABS.map((tab) => [
          tab,
          BUDGET_TAB_STATUSES[tab].reduce((s, st) => s + (byStatus.get(st) ?? 0), 0),
        ]),
      ) as BudgetListDto['counts']
      return {
        tab: query.tab,
        data: clientSummaries(listed, caller.locale, ctx.clock.now()),
        page: query.page,
        last_page: Math.max(1, Math.ceil(total / BUDGETS_PAGE_SIZE)),
        counts,
      }
    },

    async get(caller: Caller, id: string): Promise<BudgetDetailDto> {
      return detail(own(await repo.find(id), caller.id), caller.locale)
    },

    /**
     * Closes the deal with one supplier: the budget row is locked, the proposal chosen (contact
     * deadline 48 h), the other live ones not chosen. The unique index keeps one deal per budget
     * even if two transactions got past the checks.
     */
    async choose(caller: Caller, id: string, proposalId: string): Promise<BudgetDetailDto> {
      const now = ctx.clock.now()
      let row: BudgetRow
      try {
        row = await ctx.db.transaction(async (tx) => {
          const r = budgetsRepository(tx)
          const budget = own(await r.lock(id), caller.id)
          const proposal = await r.findProposal(proposalId)
          if (!proposal || proposal.budgetId !== budget.id) throw new AppError('PROPOSAL_NOT_FOUND')
          if (
            budget.status !== 'open' ||
            !canMoveProposal(proposal.status as ProposalStatus, 'chosen', 'client')
          )
            throw new AppError('BUDGET_INVALID_TRANSITION')
          const contactDeadline = new Date(now.getTime() + LIMITS.contactDeadlineHours * HOUR)
          const chosen = await r.moveProposal(proposal.id, QUOTED_PROPOSAL_STATUSES, {
            status: 'chosen',
            chosenAt: now,
            contactDeadline,
            updatedAt: now,
          })
          if (!chosen) throw new AppError('BUDGET_INVALID_TRANSITION')
          const others = await r.moveProposalsOf(
            budget.id,
            LIVE_PROPOSAL_STATUSES,
            { status: 'not_chosen', closedAt: now, updatedAt: now },
            proposal.id,
          )
          const deal = await r.moveBudget(budget.id, ['open'], {
            status: 'deal',
            chosenProposalId: chosen.id,
            closedAt: now,
            updatedAt: now,
          })
          if (!deal) throw new AppError('BUDGET_INVALID_TRANSITION')
          for (const o of others)
            await notifier.supplier(tx, deal, o, 'budget_not_chosen', (_l, n) => ({
              product: n.product,
            }))
          // Raw instant: shown in the reader's language when read (ADR 0024).
          await notifier.supplier(tx, deal, chosen, 'budget_approved', (_l, n) => ({
            product: n.product,
            deadline: contactDeadline.toISOString(),
          }))
          return deal
        })
      } catch (err) {
        if (isUniqueViolation(err, ONE_DEAL)) throw new AppError('BUDGET_INVALID_TRANSITION')
        throw err
      }
      return detail(row, caller.locale)
    },

    /** Open or deal → cancelled; live and chosen proposals cancelled, their suppliers told. */
    async cancel(caller: Caller, id: string): Promise<BudgetDetailDto> {
      const now = ctx.clock.now()
      const row = await ctx.db.transaction(async (tx) => {
        const r = budgetsRepository(tx)
        const budget = own(await r.lock(id), caller.id)
        const cancelled = await r.moveBudget(budget.id, ['open', 'deal'], {
          status: 'cancelled',
          // budgets_deal_check: only deal/completed/contact_expired keep a chosen proposal.
          chosenProposalId: null,
          cancelledAt: now,
          updatedAt: now,
        })
        if (!cancelled) throw new AppError('BUDGET_INVALID_TRANSITION')
        const proposals = await r.moveProposalsOf(
          budget.id,
          [...LIVE_PROPOSAL_STATUSES, 'chosen'],
          { status: 'cancelled', closedAt: now, updatedAt: now },
        )
        for (const p of proposals) await notifier.supplier(tx, cancelled, p, 'budget_cancelled')
        return cancelled
      })
      return detail(row, caller.locale)
    },

    /** Hides a budget that is over from the client's list; otherwise 409. */
    async remove(caller: Caller, id: string): Promise<{ ok: true }> {
      const now = ctx.clock.now()
      await ctx.db.transaction(async (tx) => {
        const r = budgetsRepository(tx)
        const budget = own(await r.lock(id), caller.id)
        if (!isBudgetOver(budget.status as BudgetStatus))
          throw new AppError('BUDGET_INVALID_TRANSITION')
        await r.moveBudget(budget.id, [budget.status as BudgetStatus], {
          deletedAt: now,
          updatedAt: now,
        })
      })
      return { ok: true }
    },
  }
}
