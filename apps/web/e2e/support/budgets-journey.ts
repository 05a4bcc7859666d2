import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../api/src/platform/db/database.ts'
import { products, users } from '../../../api/src/db/schema/index.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createBudget } from '../../../api/test/factories/budgets.ts'

/**
 * budgets.spec.ts's own accounts (no other journey signs in with them): Bia requests the budget
 * of the whole journey, Caio votes her comment helpful, and Eva (English) has two budgets written
 * directly — one with two quotes to compare and one completed to rate — for the English pass.
 */
export const BUDGET_CLIENT = {
  email: 'bia.orcamento@galera.dev',
  name: 'Bia Orçamento',
  phone: '+5571988887777',
  cpf: '31415926590',
}
export const VOTER_CLIENT = { email: 'caio.voto@galera.dev', name: 'Caio Voto' }
export const ENGLISH_CLIENT = { email: 'eva.english@galera.dev', name: 'Eva English' }

/** The demo suppliers of the journey (README "Demo accounts"; password DEMO_PASSWORD). */
export const JOURNEY_SUPPLIERS = {
  salvador: { email: 'fornecedor@galera.dev', name: 'Brindes Salvador' },
  bahia: { email: 'bahiapromo@galera.dev', name: 'Bahia Promo' },
  nordeste: { email: 'nordestebrindes@galera.dev', name: 'Nordeste Brindes' },
  reconcavo: { email: 'reconcavo@galera.dev', name: 'Recôncavo Personalizados' },
  litoral: { email: 'litoralbrindes@galera.dev', name: 'Litoral Brindes' },
} as const

/** A demo supplier's active XBZ-1020 pen (the product every budget journey compares). */
export async function supplierProduct(db: Db, email: string) {
  const [row] = await db
    .select({ id: products.id, supplierId: products.supplierId })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .where(
      and(
        eq(users.email, email),
        sql`lower(${products.importerCode}) = 'xbz-1020'`,
        eq(products.status, 'active'),
      ),
    )
    .limit(1)
  return row
}

export async function seedBudgetsJourney(db: Db): Promise<void> {
  await createUser(db, { role: 'client', ...BUDGET_CLIENT })
  await createUser(db, { role: 'client', ...VOTER_CLIENT })
  const { user: eva } = await createUser(db, { role: 'client', locale: 'en', ...ENGLISH_CLIENT })
  const salvador = await supplierProduct(db, JOURNEY_SUPPLIERS.salvador.email)
  const bahia = await supplierProduct(db, JOURNEY_SUPPLIERS.bahia.email)
  const nordeste = await supplierProduct(db, JOURNEY_SUPPLIERS.nordeste.email)
  // The demo catalogue is someone else's seed: without it there is nothing to compare.
  if (!salvador || !bahia || !nordeste) return
  const now = new Date()
  await createBudget(db, {
    clientId: eva.id,
    productId: salvador.id,
    quantity: 1000,
    states: ['BA', 'PE'],
    now,
    proposals: [
      { supplierId: salvador.supplierId, status: 'answered', unitCents: 260 },
      {
        supplierId: bahia.supplierId,
        productId: bahia.id,
        status: 'answered',
        unitCents: 240,
        deliveryDays: 15,
      },
      { supplierId: nordeste.supplierId, productId: nordeste.id, status: 'new' },
    ],
  })
  await createBudget(db, {
    clientId: eva.id,
    productId: salvador.id,
    quantity: 300,
    now,
    proposals: [{ supplierId: salvador.supplierId, status: 'completed', unitCents: 300 }],
  })
}
