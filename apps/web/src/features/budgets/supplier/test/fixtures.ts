import type {
  OpenAuctionDto,
  SupplierProposalDto,
  SupplierProposalListDto,
} from '@galera/shared/budgets/budget.schemas.ts'

/* The supplier's requests and auctions the requests tests answer with, at a fixed NOW. */

export const supplier = {
  userId: 's1',
  name: 'Tito Leilão',
  email: 'tito.leilao@galera.dev',
  profile: 4,
  locale: 'pt-BR',
  company: null,
}
export const ID = '44444444-4444-4444-8444-444444444444'
export const AUCTION = '55555555-5555-4555-8555-555555555555'
export const PRODUCT = '77777777-7777-4777-8777-777777777777'
export const COLOR = '66666666-6666-4666-8666-666666666666'
export const NOW = new Date('2026-11-22T12:00:00.000Z')
export const inHours = (h: number) => new Date(NOW.getTime() + h * 3_600_000).toISOString()

export const terms = {
  quantity: 500,
  color: { id: COLOR, name: 'Azul', hex: '#1e40af', textureUrl: null },
  customization: 'text' as const,
  customText: 'Galera 2027',
  logoColors: null,
  customImage: null,
  attachmentText: null,
  states: ['SP', 'RJ'],
  notes: 'Entregar embalado.',
}

export const proposal = (over: Partial<SupplierProposalDto> = {}): SupplierProposalDto => ({
  id: ID,
  budgetId: 'b1',
  number: 1042,
  kind: 'budget',
  status: 'new',
  statusCode: 1,
  source: 'client',
  product: { id: 'p1', name: 'Garrafa térmica', code: 'GT-500', cover: null },
  category: { id: 'c1', name: 'Garrafas' },
  terms,
  auction: null,
  clientCity: 'Campinas/SP',
  answerDeadline: inHours(47),
  unitCents: null,
  totalCents: null,
  price: null,
  deliveryDays: null,
  justification: null,
  counter: null,
  contactDeadline: null,
  contactedAt: null,
  contact: null,
  createdAt: inHours(-1),
  actions: ['answer', 'counter', 'decline'],
  ...over,
})

export const list = (data: SupplierProposalDto[]): SupplierProposalListDto => ({
  tab: 'new',
  data,
  page: 1,
  last_page: 1,
  counts: { new: data.length, answered: 3, deals: 1, closed: 0 },
})

export const openAuction: OpenAuctionDto = {
  id: AUCTION,
  number: 2001,
  category: { id: 'c1', name: 'Garrafas' },
  terms: { ...terms, color: null, customization: 'none', customText: null, notes: null },
  auction: {
    actionType: 1,
    targetAudience: 6,
    goal: 1,
    deliveryDeadline: '2026-12-20',
    proposalsUntil: inHours(60),
    description: 'Garrafas para um congresso de médicos',
  },
  clientCity: 'Salvador/BA',
  myProposalId: null,
}
