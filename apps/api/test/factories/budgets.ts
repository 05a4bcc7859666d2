import { LIMITS, proposalPrice, type ProposalStatus } from '@galera/shared'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../src/platform/db/database.ts'
import { budgetProposals, budgets, products } from '../../src/db/schema/index.ts'

export type BudgetRow = typeof budgets.$inferSelect
export type ProposalRow = typeof budgetProposals.$inferSelect

const HOUR = 3_600_000
/** The ManualClock's start (2026-11-22T12:00Z). */
const CLOCK_START = new Date('2026-11-22T12:00:00Z')

export interface ProposalFactoryInput {
  supplierId: string
  /** The supplier's own product; defaults to the budget's product. */
  productId?: string | null
  status?: ProposalStatus
  source?: 'client' | 'reassigned' | 'auction'
  unitCents?: number
  /** Extras of the price (ADR 0027); the total is always derived from the parts. */
  setupPerColorCents?: number
  setupColors?: number
  freightCents?: number
  /** A counter-proposal's quantity (default 200 for status 'counter'). */
  counterQuantity?: number
  deliveryDays?: number
  answerDeadline?: Date
  contactDeadline?: Date
}

const QUOTED: readonly ProposalStatus[] = [
  'answered',
  'counter',
  'chosen',
  'completed',
  'contact_expired',
]
const DEAL: readonly ProposalStatus[] = ['chosen', 'completed', 'contact_expired']

function proposalValues(
  budget: BudgetRow,
  p: ProposalFactoryInput,
  fallbackProductId: string | null,
  now: Date,
) {
  const status = p.status ?? 'new'
  const quoted = QUOTED.includes(status)
  const deal = DEAL.includes(status)
  const unitCents = quoted ? (p.unitCents ?? 250) : (p.unitCents ?? null)
  const counterQuantity = status === 'counter' ? (p.counterQuantity ?? 200) : null
  const price =
    unitCents === null
      ? null
      : proposalPrice({
          quantity: counterQuantity ?? budget.quantity,
          unitCents,
          setupPerColorCents: p.setupPerColorCents ?? 0,
          setupColors: p.setupColors ?? 0,
          freightCents: p.freightCents ?? 0,
        })
  return {
    budgetId: budget.id,
    supplierId: p.supplierId,
    productId: p.productId === undefined ? fallbackProductId : p.productId,
    source: p.source ?? 'client',
    status,
    answerDeadline: p.answerDeadline ?? new Date(now.getTime() + LIMITS.budgetAnswerHours * HOUR),
    quantity: price?.quantity ?? null,
    unitCents,
    setupPerColorCents: price?.setupPerColorCents ?? 0,
    setupColors: price?.setupColors ?? 0,
    freightCents: price?.freightCents ?? 0,
    totalCents: price?.totalCents ?? null,
    deliveryDays: quoted ? (p.deliveryDays ?? 10) : null,
    justification: quoted ? 'Valores com frete incluso.' : null,
    counterQuantity,
    answeredAt: quoted ? now : null,
    declinedAt: status === 'declined' ? now : null,
    gaveUpAt: status === 'gave_up' ? now : null,
    expiredAt: status === 'expired' ? now : null,
    chosenAt: deal ? now : null,
    contactDeadline: deal
      ? (p.contactDeadline ?? new Date(now.getTime() + LIMITS.contactDeadlineHours * HOUR))
      : null,
    contactedAt: status === 'completed' ? now : null,
    closedAt: status === 'completed' ? now : null,
    createdAt: now,
    updatedAt: now,
  }
}

/**
 * A budget (kind 'budget') with its proposals written directly (no rules), columns consistent
 * with each proposal's status. A chosen/completed/contact_expired proposal makes the budget
 * deal/completed/contact_expired with chosen_proposal_id.
 */
export async function createBudget(
  db: DbOrTx,
  input: {
    clientId: string
    productId: string
    categoryId?: string
    quantity?: number
    kind?: 'budget'
    states?: string[]
    status?: 'open' | 'cancelled' | 'expired'
    now?: Date
    proposals: ProposalFactoryInput[]
  },
): Promise<{ budget: BudgetRow; proposals: ProposalRow[] }> {
  const now = input.now ?? CLOCK_START
  let categoryId = input.categoryId
  if (!categoryId) {
    const [product] = await db
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, input.productId))
    categoryId = product.categoryId
  }
  const [budget] = await db
    .insert(budgets)
    .values({
      kind: 'budget',
      clientId: input.clientId,
      productId: input.productId,
      categoryId,
      quantity: input.quantity ?? 500,
      states: input.states ?? ['BA'],
      requestedSupplierIds: input.proposals.map((p) => p.supplierId),
      status: input.status ?? 'open',
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  return finish(db, budget, input.proposals, input.productId, now)
}

async function finish(
  db: DbOrTx,
  budget: BudgetRow,
  proposals: ProposalFactoryInput[],
  fallbackProductId: string | null,
  now: Date,
): Promise<{ budget: BudgetRow; proposals: ProposalRow[] }> {
  const rows = proposals.length
    ? await db
        .insert(budgetProposals)
        .values(proposals.map((p) => proposalValues(budget, p, fallbackProductId, now)))
        .returning()
    : []
  const chosen = rows.find((r) => DEAL.includes(r.status as ProposalStatus))
  if (chosen) {
    const status =
      chosen.status === 'chosen'
        ? 'deal'
        : chosen.status === 'completed'
          ? 'completed'
          : chosen.status
    ;[budget] = await db
      .update(budgets)
      .set({
        status,
        chosenProposalId: chosen.id,
        closedAt: now,
        completedAt: status === 'completed' ? now : null,
      })
      .where(eq(budgets.id, budget.id))
      .returning()
  }
  // Keep the input order.
  const ordered = proposals.map((p) => rows.find((r) => r.supplierId === p.supplierId)!)
  return { budget, proposals: ordered }
}

/** A reverse auction (kind 'reverse_auction'), open, with optional proposals (source 'auction'). */
export async function createReverseAuction(
  db: DbOrTx,
  input: {
    clientId: string
    categoryId: string
    proposalsUntil: Date
    productId?: string | null
    quantity?: number
    states?: string[]
    deliveryDeadline?: string
    description?: string | null
    status?: 'open' | 'cancelled' | 'expired'
    now?: Date
    proposals?: ProposalFactoryInput[]
  },
): Promise<BudgetRow> {
  const now = input.now ?? CLOCK_START
  const [budget] = await db
    .insert(budgets)
    .values({
      kind: 'reverse_auction',
      clientId: input.clientId,
      productId: input.productId ?? null,
      categoryId: input.categoryId,
      quantity: input.quantity ?? 500,
      states: input.states ?? ['BA'],
      actionType: 0,
      targetAudience: 0,
      goal: 0,
      deliveryDeadline: input.deliveryDeadline ?? '2027-01-15',
      proposalsUntil: input.proposalsUntil,
      description: input.description ?? null,
      status: input.status ?? 'open',
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!input.proposals?.length) return budget
  const done = await finish(
    db,
    budget,
    input.proposals.map((p) => ({ source: 'auction' as const, status: 'answered' as const, ...p })),
    null,
    now,
  )
  return done.budget
}
