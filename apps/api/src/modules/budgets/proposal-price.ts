import { LIMITS, proposalPrice } from '@galera/shared'
import { fieldError } from '../../platform/http/app-error.ts'

/** What a supplier typed about the price (the shared schemas' output). */
export interface TypedPrice {
  unitCents: number
  setupPerColorCents: number
  setupColors: number
  freightCents: number
}

/**
 * The price columns of a quoted proposal (ADR 0027): the total is derived here from the quantity
 * priced and the typed parts — whatever total a client sends is ignored — and the database CHECK
 * `budget_proposals_total_check` refuses any row whose parts do not add up.
 */
export function pricedColumns(typed: TypedPrice, quantity: number) {
  const price = proposalPrice({
    quantity,
    unitCents: typed.unitCents,
    setupPerColorCents: typed.setupPerColorCents,
    setupColors: typed.setupColors,
    freightCents: typed.freightCents,
  })
  if (price.totalCents > LIMITS.budgetValueMaxCents)
    throw fieldError('unitCents', 'budgets.validation.totalMax')
  return {
    quantity,
    unitCents: price.unitCents,
    setupPerColorCents: price.setupPerColorCents,
    setupColors: price.setupColors,
    freightCents: price.freightCents,
    totalCents: price.totalCents,
  }
}
