import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import {
  productRatingVotes,
  productRatings,
  products,
  supplierRatings,
  users,
} from '../schema/index.ts'
import { createBudget, createReverseAuction } from '../../../test/factories/budgets.ts'

const HOUR = 3_600_000

/** The demo product of a supplier by importer code (the catalogue seed made them). */
async function productOf(tx: Tx, email: string, importerCode: string) {
  const [row] = await tx
    .select({ id: products.id, supplierId: products.supplierId, categoryId: products.categoryId })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .where(
      and(eq(users.email, email), sql`lower(${products.importerCode}) = lower(${importerCode})`),
    )
  if (!row) throw new Error(`demo product ${importerCode} of ${email} missing`)
  return row
}

async function userId(tx: Tx, email: string) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (!row) throw new Error(`demo user ${email} missing`)
  return row.id
}

/**
 * Demo budgets so the screens show real states on a fresh start, on the squeeze
 * (XBZ-2040) so the pen (XBZ-1020) stays free for anyone trying the request modal:
 * - cliente@galera.dev: an open request with one answer, one counter-proposal and one waiting;
 *   a completed deal with Bahia Promo, rated (product and supplier), a helpful vote by the company;
 * - empresa@galera.dev: an open reverse auction for T-shirts with one proposal.
 */
export async function seedDemoBudgets(tx: Tx, now = new Date()): Promise<void> {
  const client = await userId(tx, 'cliente@galera.dev')
  const company = await userId(tx, 'empresa@galera.dev')
  const salvador = await productOf(tx, 'fornecedor@galera.dev', 'XBZ-2040')
  const bahia = await productOf(tx, 'bahiapromo@galera.dev', 'XBZ-2040')
  const litoral = await productOf(tx, 'litoralbrindes@galera.dev', 'XBZ-2040')

  await createBudget(tx, {
    clientId: client,
    productId: salvador.id,
    quantity: 500,
    states: ['BA', 'SE'],
    now: new Date(now.getTime() - 5 * HOUR),
    proposals: [
      { supplierId: salvador.supplierId, productId: salvador.id, status: 'new' },
      {
        supplierId: bahia.supplierId,
        productId: bahia.id,
        status: 'answered',
        unitCents: 1_290,
        deliveryDays: 12,
      },
      {
        supplierId: litoral.supplierId,
        productId: litoral.id,
        status: 'counter',
        unitCents: 1_150,
        deliveryDays: 8,
      },
    ],
  })

  const done = await createBudget(tx, {
    clientId: client,
    productId: bahia.id,
    quantity: 300,
    states: ['BA'],
    now: new Date(now.getTime() - 20 * 24 * HOUR),
    proposals: [
      {
        supplierId: bahia.supplierId,
        productId: bahia.id,
        status: 'completed',
        unitCents: 1_350,
        deliveryDays: 10,
        contactDeadline: new Date(now.getTime() - 18 * 24 * HOUR),
      },
    ],
  })
  const deal = done.proposals[0]
  const [rating] = await tx
    .insert(productRatings)
    .values({
      productId: bahia.id,
      clientId: client,
      proposalId: deal.id,
      material: 5,
      finishing: 4,
      customization: 5,
      title: 'Squeeze resistente e logo bem gravado',
      comment:
        'Usamos na corrida de rua da empresa: nenhum vazamento, a gravação do logo ficou nítida e a entrega chegou dois dias antes do prazo.',
      createdAt: new Date(now.getTime() - 15 * 24 * HOUR),
    })
    .returning()
  await tx.insert(supplierRatings).values({
    supplierId: bahia.supplierId,
    clientId: client,
    proposalId: deal.id,
    costBenefit: 5,
    onTime: 5,
    support: 4,
    quality: 5,
  })
  await tx
    .insert(productRatingVotes)
    .values({ ratingId: rating.id, userId: company, helpful: true })

  const [shirt] = await tx
    .select({ categoryId: products.categoryId, supplierId: products.supplierId, id: products.id })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .where(
      and(
        eq(users.email, 'litoralbrindes@galera.dev'),
        sql`${products.categoryId} in (select id from categories where slug = 'camisetas')`,
      ),
    )
    .limit(1)
  if (shirt)
    await createReverseAuction(tx, {
      clientId: company,
      categoryId: shirt.categoryId,
      quantity: 800,
      states: ['BA'],
      description: 'Camisetas para a equipe de recepção do festival de verão',
      proposalsUntil: new Date(now.getTime() + 6 * 24 * HOUR),
      deliveryDeadline: new Date(now.getTime() + 30 * 24 * HOUR).toISOString().slice(0, 10),
      now: new Date(now.getTime() - 24 * HOUR),
      proposals: [
        {
          supplierId: shirt.supplierId,
          productId: shirt.id,
          unitCents: 2_490,
          deliveryDays: 15,
          answerDeadline: new Date(now.getTime() + 6 * 24 * HOUR),
        },
      ],
    })
}
