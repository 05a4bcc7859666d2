import { eq } from 'drizzle-orm'
import type { Db } from '../../../api/src/platform/db/database.ts'
import { users } from '../../../api/src/db/schema/index.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createSupplier } from '../../../api/test/factories/products.ts'

/** Only the products journey (products.spec.ts) uses these accounts. */
export const PRODUCTS_SUPPLIER = { email: 'ana.produtos@galera.dev', name: 'Ana Brindes Produtos' }
export const PRODUCTS_ADMIN = { email: 'aldo.adminprodutos@galera.dev', name: 'Aldo Adminprodutos' }

/**
 * A supplier with no products yet (the journey adds one) and an admin of its own (the journey
 * switches its language), so no demo account is touched.
 */
export async function seedProductsJourney(db: Db): Promise<void> {
  const { user } = await createSupplier(db, { name: PRODUCTS_SUPPLIER.name })
  await db.update(users).set({ email: PRODUCTS_SUPPLIER.email }).where(eq(users.id, user.id))
  await createUser(db, {
    role: 'admin_basic',
    email: PRODUCTS_ADMIN.email,
    name: PRODUCTS_ADMIN.name,
  })
}
