import type { Locale } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { Tx } from '../../platform/db/database.ts'
import { notify, type NotificationCode } from '../notifications/notifications.service.ts'
import type { BudgetRow, ProposalRow } from './budgets.repository.ts'
import { budgetViewsRepository } from './budget-views.repository.ts'
import { webPath } from '@galera/shared/web-paths.ts'

/** In-app pages (web routes hirerBudget / supplierRequest). */
export const clientBudgetLink = (budgetId: string) => webPath('hirerBudget', { id: budgetId })
export const supplierProposalLink = (proposalId: string) =>
  webPath('supplierRequest', { id: proposalId })

export type ParamsFor = (
  locale: Locale,
  names: { product: string; supplier: string },
) => Record<string, string | number>

/**
 * Budget notifications (names in the recipient's language, dates raw: ADR 0024): the product is
 * the proposal's own product (or the asked one; a reverse auction without one: its category).
 */
export function budgetNotifier(ctx: AppContext) {
  const mail = { email: ctx }

  async function send(
    tx: Tx,
    to: 'client' | 'supplier',
    budget: BudgetRow,
    proposal: ProposalRow | null,
    code: NotificationCode,
    params: ParamsFor = () => ({}),
  ) {
    const r = budgetViewsRepository(tx)
    const userId = to === 'client' ? budget.clientId : proposal!.supplierId
    const [user] = await r.usersByIds([userId])
    const locale = (user?.locale ?? 'pt-BR') as Locale
    const productId = proposal?.productId ?? budget.productId
    const [product] = productId ? await r.productsByIds([productId]) : []
    let productName = product?.name ?? ''
    if (!productName) {
      const [cat] = await r.categoriesByIds([budget.categoryId])
      productName = cat ? (locale === 'en' ? cat.nameEn : cat.namePt) : ''
    }
    const [supplier] = proposal ? await r.supplierNames([proposal.supplierId]) : []
    await notify(
      tx,
      {
        userId,
        code,
        link: to === 'client' ? clientBudgetLink(budget.id) : supplierProposalLink(proposal!.id),
        params: {
          number: budget.number!,
          ...params(locale, { product: productName, supplier: supplier?.tradeName ?? '' }),
        },
      },
      mail,
    )
  }

  return {
    /** To the client, about one proposal. */
    client: (
      tx: Tx,
      budget: BudgetRow,
      proposal: ProposalRow | null,
      code: NotificationCode,
      params?: ParamsFor,
    ) => send(tx, 'client', budget, proposal, code, params),
    /** To the proposal's supplier. */
    supplier: (
      tx: Tx,
      budget: BudgetRow,
      proposal: ProposalRow,
      code: NotificationCode,
      params?: ParamsFor,
    ) => send(tx, 'supplier', budget, proposal, code, params),
    /** `budget_received` for a new proposal (raw deadline: shown in the reader's language). */
    received: (tx: Tx, budget: BudgetRow, proposal: ProposalRow) =>
      send(tx, 'supplier', budget, proposal, 'budget_received', (_l, n) => ({
        product: n.product,
        quantity: budget.quantity,
        deadline: proposal.answerDeadline.toISOString(),
      })),
  }
}
export type BudgetNotifier = ReturnType<typeof budgetNotifier>
