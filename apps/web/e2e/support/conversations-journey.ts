import { eq } from 'drizzle-orm'
import type { Db } from '../../../api/src/platform/db/database.ts'
import { products } from '../../../api/src/db/schema/index.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createBudget } from '../../../api/test/factories/budgets.ts'
import { createProduct } from '../../../api/test/factories/products.ts'
import { supplierProduct, JOURNEY_SUPPLIERS } from './budgets-journey.ts'
import { CLOCKED_RUNS, cpfFrom, createBiddingSupplier } from './own-accounts.ts'

/*
 * conversations-budget.spec.ts and conversation-moderation.spec.ts (ADR 0056, ADR 0058): their
 * own accounts for every repeated run (`--repeat-each`, up to CLOCKED_RUNS), so no run meets the
 * conversation, the report or the language another run left. Each pair has one budget request
 * (a proposal not answered yet) written directly, on a product of the supplier's own that the
 * catalogue does not list (inactive), so no other journey's lists change.
 */

/** conversations-budget.spec.ts, run `run`: the client and the supplier who asks about her logo. */
export function logoJourneyAccounts(run: number) {
  const n = run + 1
  return {
    client: {
      email: `lia.logomarca${n}@galera.dev`,
      name: 'Lia Logomarca',
      cpf: cpfFrom(`6284100${String(n).padStart(2, '0')}`),
    },
    supplier: { email: `brindes.perguntador${n}@galera.dev`, name: 'Brindes Perguntador' },
    product: `Caneca personalizada nº ${n}`,
  }
}

/** conversation-moderation.spec.ts, run `run`: who reports, who is reported, the moderator. */
export function moderationJourneyAccounts(run: number) {
  const n = run + 1
  // The admin's list holds every run's reported conversation: the names tell them apart.
  const suffix = run === 0 ? '' : ` ${n}`
  return {
    client: {
      email: `rita.relato${n}@galera.dev`,
      name: `Rita Relato${suffix}`,
      cpf: cpfFrom(`6284200${String(n).padStart(2, '0')}`),
    },
    supplier: { email: `brindes.insistente${n}@galera.dev`, name: `Brindes Insistente${suffix}` },
    admin: { email: `mara.moderacao${n}@galera.dev`, name: 'Mara Moderação' },
    product: `Squeeze personalizado nº ${n}`,
  }
}

async function budgetRequest(
  db: Db,
  client: { email: string; name: string; cpf: string },
  supplier: { email: string; name: string },
  productName: string,
  categoryId: string,
) {
  const { user } = await createUser(db, { role: 'client', ...client })
  const seller = await createBiddingSupplier(db, supplier)
  const product = await createProduct(db, {
    supplierId: seller.id,
    categoryId,
    name: productName,
    status: 'inactive',
  })
  await createBudget(db, {
    clientId: user.id,
    productId: product.id,
    quantity: 250,
    now: new Date(),
    proposals: [{ supplierId: seller.id, status: 'new' }],
  })
}

export async function seedConversationsJourneys(db: Db): Promise<void> {
  // The demo pen's category (the demo catalogue is someone else's seed).
  const pen = await supplierProduct(db, JOURNEY_SUPPLIERS.salvador.email)
  if (!pen) return
  const [row] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(eq(products.id, pen.id))
  if (!row) return
  for (let run = 0; run < CLOCKED_RUNS; run++) {
    const logo = logoJourneyAccounts(run)
    await budgetRequest(db, logo.client, logo.supplier, logo.product, row.categoryId)
    const mod = moderationJourneyAccounts(run)
    await budgetRequest(db, mod.client, mod.supplier, mod.product, row.categoryId)
    await createUser(db, { role: 'admin_basic', ...mod.admin })
  }
}
