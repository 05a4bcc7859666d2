/**
 * The budget's life (ADR 0021, PRODUCT.md "Promotional-gift budgets"). A request
 * (`budgets`) is sent to suppliers; each supplier's side is a proposal. Both graphs are data: the
 * services assert every move against them and the web shows only the actions that can succeed.
 */
export const BUDGET_STATUSES = [
  'open',
  'deal',
  'completed',
  'contact_expired',
  'cancelled',
  'expired',
] as const
export type BudgetStatus = (typeof BUDGET_STATUSES)[number]

export const PROPOSAL_STATUSES = [
  'new',
  'answered',
  'counter',
  'declined',
  'gave_up',
  'expired',
  'chosen',
  'completed',
  'not_chosen',
  'contact_expired',
  'cancelled',
] as const
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number]

/** Who moves a proposal. `system` is the ticker (deadlines) or a consequence of another move. */
export type ProposalActor = 'supplier' | 'client' | 'system'

export const PROPOSAL_TRANSITIONS: Record<
  ProposalStatus,
  Partial<Record<ProposalStatus, readonly ProposalActor[]>>
> = {
  new: {
    answered: ['supplier'],
    counter: ['supplier'],
    declined: ['supplier'],
    expired: ['system'],
    not_chosen: ['system'],
    cancelled: ['client'],
  },
  answered: {
    gave_up: ['supplier'],
    chosen: ['client'],
    not_chosen: ['system'],
    cancelled: ['client'],
  },
  counter: {
    gave_up: ['supplier'],
    chosen: ['client'],
    not_chosen: ['system'],
    cancelled: ['client'],
  },
  chosen: {
    completed: ['supplier'],
    contact_expired: ['system'],
    cancelled: ['client'],
  },
  declined: {},
  gave_up: {},
  expired: {},
  completed: {},
  not_chosen: {},
  contact_expired: {},
  cancelled: {},
}

export function canMoveProposal(
  from: ProposalStatus,
  to: ProposalStatus,
  actor: ProposalActor,
): boolean {
  return PROPOSAL_TRANSITIONS[from][to]?.includes(actor) ?? false
}

/** Proposals still in play: they keep a budget open. */
export const LIVE_PROPOSAL_STATUSES = [
  'new',
  'answered',
  'counter',
] as const satisfies readonly ProposalStatus[]
/** Proposals with values the client may compare and choose. */
export const QUOTED_PROPOSAL_STATUSES = [
  'answered',
  'counter',
] as const satisfies readonly ProposalStatus[]
/** The deal: the supplier sees the client's contact data only in these. */
export const DEAL_PROPOSAL_STATUSES = [
  'chosen',
  'completed',
] as const satisfies readonly ProposalStatus[]

/**
 * Spec §4 status codes, shown where the spec shows them: 1 new, 0 expired, 2 counter-proposal.
 * Other statuses have no spec code (null).
 */
export function proposalStatusCode(status: ProposalStatus): 0 | 1 | 2 | null {
  if (status === 'new') return 1
  if (status === 'expired') return 0
  if (status === 'counter') return 2
  return null
}

/** The client's tabs (spec §2 "my budgets": all, open, finished). */
export const BUDGET_TABS = ['all', 'open', 'finished'] as const
export type BudgetTab = (typeof BUDGET_TABS)[number]
export const BUDGET_TAB_STATUSES: Record<BudgetTab, readonly BudgetStatus[]> = {
  all: BUDGET_STATUSES,
  open: ['open', 'deal'],
  finished: ['completed', 'contact_expired', 'cancelled', 'expired'],
}

/**
 * The supplier's Requests tabs (its proposals, reverse-auction ones included). Open reverse
 * auctions it may still answer are listed apart (`GET /api/supplier/reverse-auctions`).
 */
export const PROPOSAL_TABS = ['new', 'answered', 'deals', 'closed'] as const
export type ProposalTab = (typeof PROPOSAL_TABS)[number]
export const PROPOSAL_TAB_STATUSES: Record<ProposalTab, readonly ProposalStatus[]> = {
  new: ['new'],
  answered: ['answered', 'counter'],
  deals: ['chosen', 'completed'],
  closed: ['declined', 'gave_up', 'expired', 'not_chosen', 'contact_expired', 'cancelled'],
}

/** A client may delete (hide) a budget only once it is over. */
export function isBudgetOver(status: BudgetStatus): boolean {
  return BUDGET_TAB_STATUSES.finished.includes(status)
}
