import { eq } from 'drizzle-orm'
import type { Db } from '../../../api/src/platform/db/database.ts'
import { categories, users } from '../../../api/src/db/schema/index.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import {
  createBudget,
  createReverseAuction,
  type ProposalFactoryInput,
} from '../../../api/test/factories/budgets.ts'
import { createProduct, createSupplier } from '../../../api/test/factories/products.ts'
import { CLOCKED_RUNS, forRun, validCpf } from './own-accounts.ts'

/*
 * Only the reverse-auction journey (reverse-auction.spec.ts) uses these accounts and requests:
 * a profile-3 client who asks for proposals on /choose, and a supplier of the demo category
 * "Garrafas e squeezes" with an inbox in every state the spec needs. A repeated run
 * (`--repeat-each`) uses the copies of its run (auctionRun): every supplier of the category sees
 * every open auction, so each run's auctions are told apart by words no other run's contain.
 */
export const AUCTION_CLIENT = {
  email: 'rosa.escolhe@galera.dev',
  name: 'Rosa Escolhe',
  phone: '+5511987650042',
  cpf: '38471620553',
}
export const AUCTION_SUPPLIER = { email: 'tito.leilao@galera.dev', name: 'Tito Leilão Brindes' }
export const AUCTION_PRODUCT = 'Garrafa Térmica Tito 500 ml'
export const AUCTION_CATEGORY_SLUG = 'garrafas-e-squeezes'

/** Inbox requests told apart by their quantities (the cards show "{n} unidades"). */
export const INBOX_QUANTITIES = {
  toAnswer: 500,
  toDecline: 300,
  urgent: 1200,
  deal: 700,
} as const
export const SEEDED_AUCTION_DESCRIPTION = 'Squeezes coloridos para a corrida de rua da empresa'

const HOUR = 3_600_000

const ORDINALS = ['', 'segunda', 'terceira', 'quarta', 'quinta']

/** Run `run`'s accounts, its seeded auction and the words of the auction its client asks for. */
export function auctionRun(run: number) {
  if (run === 0) {
    return {
      client: AUCTION_CLIENT,
      supplier: AUCTION_SUPPLIER,
      seededDescription: SEEDED_AUCTION_DESCRIPTION,
      chosen: 'congresso anual de médicos',
      chosenDescription: 'Garrafas térmicas para o congresso anual de médicos',
    }
  }
  const ordinal = ORDINALS[run]
  return {
    client: {
      ...forRun(AUCTION_CLIENT, run),
      phone: `+55119876501${String(run).padStart(2, '0')}`,
      cpf: validCpf(`3847162${String(run).padStart(2, '0')}`),
    },
    supplier: forRun(AUCTION_SUPPLIER, run),
    seededDescription: `Squeezes coloridos para a ${ordinal} corrida de rua do bairro`,
    chosen: `${ordinal} jornada regional de médicos`,
    chosenDescription: `Garrafas térmicas para a ${ordinal} jornada regional de médicos`,
  }
}

export async function seedReverseAuctionJourney(db: Db): Promise<void> {
  for (let run = 0; run < CLOCKED_RUNS; run++) await seedAuctionRun(db, run)
}

async function seedAuctionRun(db: Db, run: number): Promise<void> {
  const { client: account, supplier: supplierAccount, seededDescription } = auctionRun(run)
  const category = await db.query.categories.findFirst({
    where: eq(categories.slug, AUCTION_CATEGORY_SLUG),
  })
  if (!category) return
  const { user: client } = await createUser(db, {
    role: 'client',
    email: account.email,
    name: account.name,
    phone: account.phone,
    cpf: account.cpf,
  })
  const { user: supplier } = await createSupplier(db, { name: AUCTION_SUPPLIER.name })
  await db.update(users).set({ email: supplierAccount.email }).where(eq(users.id, supplier.id))
  const product = await createProduct(db, {
    supplierId: supplier.id,
    categoryId: category.id,
    name: AUCTION_PRODUCT,
    code: 'TITO-500',
    customizations: ['text', 'logo'],
  })

  // The e2e server runs on the real clock: deadlines count from now.
  const now = new Date()
  const request = (quantity: number, over: Omit<ProposalFactoryInput, 'supplierId'>) =>
    createBudget(db, {
      clientId: client.id,
      productId: product.id,
      quantity,
      states: ['SP', 'RJ'],
      now,
      proposals: [{ supplierId: supplier.id, ...over }],
    })
  await request(INBOX_QUANTITIES.toAnswer, {})
  await request(INBOX_QUANTITIES.toDecline, {})
  await request(INBOX_QUANTITIES.urgent, { answerDeadline: new Date(now.getTime() + 3 * HOUR) })
  await request(INBOX_QUANTITIES.deal, {
    status: 'chosen',
    unitCents: 1_890,
    deliveryDays: 15,
    contactDeadline: new Date(now.getTime() + 40 * HOUR),
  })

  // An auction already open, so the supplier's side works without the questionnaire.
  await createReverseAuction(db, {
    clientId: client.id,
    categoryId: category.id,
    quantity: 800,
    states: ['BA'],
    description: seededDescription,
    proposalsUntil: new Date(now.getTime() + 3 * 24 * HOUR),
    deliveryDeadline: new Date(now.getTime() + 20 * 24 * HOUR).toISOString().slice(0, 10),
    now,
  })
}
