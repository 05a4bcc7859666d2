import {
  proposalPrice,
  type BudgetDetailDto,
  type BudgetSummaryDto,
  type ClientProposalDto,
} from '@galera/shared/budgets/budget.schemas.ts'

/** Shared fixtures of the budget screens' tests. */
export const client = {
  userId: 'u3',
  name: 'Bia Orçamento',
  email: 'bia.orcamento@galera.dev',
  profile: 3,
  locale: 'pt-BR',
  company: null,
}
export const BUDGET_ID = '99999999-9999-4999-8999-999999999999'
export const PRODUCT_ID = '7e3b1a52-4c1d-4f7a-9b1e-0a5c2d6e8f10'

const noRating = {
  count: 0,
  average: null,
  costBenefit: null,
  onTime: null,
  support: null,
  quality: null,
}

export function proposal(
  n: number,
  tradeName: string,
  patch: Partial<ClientProposalDto> = {},
): ClientProposalDto {
  return {
    id: `${n}${n}${n}${n}${n}${n}${n}${n}-0000-4000-8000-00000000000${n}`,
    status: 'new',
    statusCode: 1,
    source: 'client',
    supplier: {
      id: `5${n}5${n}5${n}5${n}-0000-4000-8000-00000000000${n}`,
      tradeName,
      rating: noRating,
    },
    product: { id: PRODUCT_ID, name: 'Caneta metálica Touch', code: 'BS-1020' },
    answerDeadline: new Date(Date.now() + 26 * 3_600_000).toISOString(),
    unitCents: null,
    totalCents: null,
    price: null,
    deliveryDays: null,
    justification: null,
    counter: null,
    declineReason: null,
    contactDeadline: null,
    answeredAt: null,
    canChoose: false,
    rating: null,
    ...patch,
  }
}

export const answered = (n: number, tradeName: string, unit: number, total: number, days: number) =>
  proposal(n, tradeName, {
    status: 'answered',
    statusCode: null,
    unitCents: unit,
    totalCents: total,
    // unit × quantity, no extras (the totals the tests pass are such products).
    price: proposalPrice({
      quantity: total / unit,
      unitCents: unit,
      setupPerColorCents: 0,
      setupColors: 0,
      freightCents: 0,
    }),
    deliveryDays: days,
    justification: `Proposta de ${tradeName}`,
    canChoose: true,
  })

export const summary: BudgetSummaryDto = {
  id: BUDGET_ID,
  number: 42,
  kind: 'budget',
  status: 'open',
  product: { id: PRODUCT_ID, name: 'Caneta metálica Touch', cover: null },
  category: { id: 'c1', name: 'Escrita' },
  quantity: 500,
  createdAt: '2026-11-22T12:00:00.000Z',
  proposals: { total: 3, quoted: 2 },
  nextDeadline: new Date(Date.now() + 26 * 3_600_000).toISOString(),
}

export function detail(proposals: ClientProposalDto[], patch: Partial<BudgetDetailDto> = {}) {
  return {
    ...summary,
    terms: {
      quantity: 500,
      color: { id: 'a1', name: 'Prata', hex: '#c0c0c0', textureUrl: null },
      customization: 'text',
      customText: 'Galera 2026',
      logoColors: null,
      customImage: null,
      attachmentText: null,
      states: ['BA', 'SE'],
      notes: 'Entregar em dezembro',
    },
    auction: null,
    proposals_list: proposals,
    canCancel: true,
    canDelete: false,
    ...patch,
  } satisfies BudgetDetailDto
}
