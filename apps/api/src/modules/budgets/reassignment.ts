import { LIMITS, ratingBand } from '@galera/shared'
import type { Tx } from '../../platform/db/database.ts'
import { supplierRatingSummaries } from '../products/rating-summaries.ts'
import { reassignmentRepository } from './reassignment.repository.ts'
import { budgetsRepository, type BudgetRow, type ProposalRow } from './budgets.repository.ts'
import { budgetRequestsRepository } from './budget-requests.repository.ts'

const HOUR = 3_600_000

/**
 * ADR 0021 automatic reassignment after a decline: another active supplier, not yet on the
 * budget, with an active product in the budget's category, in the declining supplier's rating
 * band. Preference: a product with the asked product's importer code, then the higher average,
 * then fewer live proposals, then the id. Returns the new proposal, or null when nobody qualifies.
 */
export async function reassign(
  tx: Tx,
  budget: BudgetRow,
  declined: ProposalRow,
  now: Date,
): Promise<ProposalRow | null> {
  if (budget.kind !== 'budget' || budget.status !== 'open') return null
  const r = budgetsRepository(tx)
  const askedCode = budget.productId
    ? await reassignmentRepository(tx).importerCodeOf(budget.productId)
    : null
  const rows = await budgetRequestsRepository(tx).reassignmentCandidates(
    budget.id,
    budget.categoryId,
    askedCode,
  )
  if (rows.length === 0) return null
  // One product per supplier: the same importer code first.
  const best = new Map<string, { productId: string; sameCode: boolean }>()
  for (const row of rows) {
    const had = best.get(row.supplierId)
    if (!had || (!had.sameCode && row.sameCode))
      best.set(row.supplierId, { productId: row.productId, sameCode: !!row.sameCode })
  }
  const ids = [...best.keys()]
  const ratings = await supplierRatingSummaries(tx, [...ids, declined.supplierId])
  const band = ratingBand(ratings.get(declined.supplierId)?.average ?? null)
  const inBand = ids.filter((id) => ratingBand(ratings.get(id)?.average ?? null) === band)
  if (inBand.length === 0) return null
  const live = await budgetRequestsRepository(tx).liveCounts(inBand)
  inBand.sort((a, b) => {
    const ca = best.get(a)!.sameCode ? 1 : 0
    const cb = best.get(b)!.sameCode ? 1 : 0
    if (ca !== cb) return cb - ca
    const ra = ratings.get(a)?.average ?? -1
    const rb = ratings.get(b)?.average ?? -1
    if (ra !== rb) return rb - ra
    const la = live.get(a) ?? 0
    const lb = live.get(b) ?? 0
    if (la !== lb) return la - lb
    return a < b ? -1 : a > b ? 1 : 0
  })
  const chosen = inBand[0]!
  const [proposal] = await r.insertProposals([
    {
      budgetId: budget.id,
      supplierId: chosen,
      productId: best.get(chosen)!.productId,
      source: 'reassigned',
      reassignedFromId: declined.id,
      status: 'new',
      answerDeadline: new Date(now.getTime() + LIMITS.budgetAnswerHours * HOUR),
      createdAt: now,
      updatedAt: now,
    },
  ])
  return proposal ?? null
}
