import { eq } from 'drizzle-orm'
import type { Db } from '../../../api/src/platform/db/database.ts'
import { categories, users } from '../../../api/src/db/schema/index.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createBudget } from '../../../api/test/factories/budgets.ts'
import { createProduct, createSupplier } from '../../../api/test/factories/products.ts'
import { CLOCKED_RUNS, forRun } from './own-accounts.ts'

/**
 * Only dashboards.spec.ts uses these accounts. The journey switches their language, which is saved
 * on the account, so shared demo accounts would turn English for journeys running beside it. The
 * admin reads the demo data every instance gets (promotions-demo.ts: online banners, a won ad, an
 * open auction); the supplier gets a request waiting for its answer and a deal. A repeated run
 * (`--repeat-each`) signs in with the copies of its run (forRun), seeded alike.
 */
export const DASHBOARD_ADMIN = { email: 'dora.painel@galera.dev', name: 'Dora Painel' }
export const DASHBOARD_SUPPLIER = {
  email: 'sol.inicio@galera.dev',
  name: 'Sol Início Brindes',
  product: 'Caneta Sol Início',
}

export async function seedDashboardsJourney(db: Db): Promise<void> {
  for (let run = 0; run < CLOCKED_RUNS; run++) await seedDashboardsRun(db, run)
}

async function seedDashboardsRun(db: Db, run: number): Promise<void> {
  await createUser(db, { role: 'admin_basic', ...forRun(DASHBOARD_ADMIN, run) })
  // "Tecnologia": a category no budget journey uses, so this supplier is never the one a declined
  // request is handed to.
  const category = await db.query.categories.findFirst({
    where: eq(categories.slug, 'tecnologia'),
  })
  if (!category) throw new Error('The demo data has no product category')
  const { user: supplier } = await createSupplier(db, { name: DASHBOARD_SUPPLIER.name })
  await db
    .update(users)
    .set({ email: forRun(DASHBOARD_SUPPLIER, run).email })
    .where(eq(users.id, supplier.id))
  const product = await createProduct(db, {
    supplierId: supplier.id,
    categoryId: category.id,
    name: DASHBOARD_SUPPLIER.product,
    code: `SOL-00${run + 1}`,
  })
  const { user: client } = await createUser(db, { role: 'client', name: 'Caio Pedido' })
  // The e2e server runs on the real clock: deadlines count from now.
  const now = new Date()
  await createBudget(db, {
    clientId: client.id,
    productId: product.id,
    now,
    proposals: [{ supplierId: supplier.id }],
  })
  await createBudget(db, {
    clientId: client.id,
    productId: product.id,
    quantity: 800,
    now,
    proposals: [
      {
        supplierId: supplier.id,
        status: 'chosen',
        unitCents: 250,
        deliveryDays: 10,
        contactDeadline: new Date(now.getTime() + 40 * 3_600_000),
      },
    ],
  })
}
