import { eq } from 'drizzle-orm'
import type { Db } from '../../../api/src/platform/db/database.ts'
import { users } from '../../../api/src/db/schema/index.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createSupplier } from '../../../api/test/factories/products.ts'
import { CLOCKED_RUNS, forRun } from './own-accounts.ts'

/** Only the products journey (products.spec.ts) uses these accounts. */
export const PRODUCTS_SUPPLIER = { email: 'ana.produtos@galera.dev', name: 'Ana Brindes Produtos' }
export const PRODUCTS_ADMIN = { email: 'aldo.adminprodutos@galera.dev', name: 'Aldo Adminprodutos' }

/**
 * A supplier with no products yet (the journey adds one) and an admin of its own (the journey
 * switches its language), so no demo account is touched. A repeated run (`--repeat-each`) uses
 * the pair of its run (productsRun), seeded alike.
 */
export async function seedProductsJourney(db: Db): Promise<void> {
  for (let run = 0; run < CLOCKED_RUNS; run++) {
    const { supplier, admin } = productsRun(run)
    const { user } = await createSupplier(db, { name: supplier.name })
    await db.update(users).set({ email: supplier.email }).where(eq(users.id, user.id))
    await createUser(db, { role: 'admin_basic', email: admin.email, name: admin.name })
  }
}

const ORDINALS = ['', 'Segunda', 'Terceira', 'Quarta', 'Quinta']

/**
 * Run `run`'s accounts and the product it adds: every run's product stays in the catalogue, so a
 * later run's name, code and search words find its own product only (the search wants every word).
 */
export function productsRun(run: number) {
  const word = ORDINALS[run] ? ` ${ORDINALS[run]}` : ''
  return {
    // The product page links every listed product's supplier page by its name: apart per run.
    supplier: {
      ...forRun(PRODUCTS_SUPPLIER, run),
      name: ORDINALS[run] ? `Ana ${ORDINALS[run]} Brindes Produtos` : PRODUCTS_SUPPLIER.name,
    },
    admin: forRun(PRODUCTS_ADMIN, run),
    name: `Caneca Térmica Ana${word}`,
    code: `ANA-CAN-0${run + 1}`,
    search: `termica ana${word.toLowerCase()}`,
  }
}
