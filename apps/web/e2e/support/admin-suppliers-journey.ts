import { eq } from 'drizzle-orm'
import type { Db } from '../../../api/src/platform/db/database.ts'
import { addresses, users } from '../../../api/src/db/schema/index.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createProduct, createSupplier } from '../../../api/test/factories/products.ts'

/** Only the admin Suppliers journey (admin-suppliers.spec.ts) uses these accounts. */
export const SUPPLIERS_ADMIN = { email: 'iara.adminforn@galera.dev', name: 'Iara Adminforn' }
/** The read-only test runs beside the one that switches Iara's language: an admin of its own. */
export const READER_ADMIN = { email: 'ivo.leitor@galera.dev', name: 'Ivo Leitor' }
export const JOURNEY_SUPPLIER = {
  email: 'jequitiba.brindes@galera.dev',
  name: 'Brindes Jequitibá',
  cnpj: '48617392000169',
  product: 'Caneca Jequitibá Térmica',
}

/**
 * A supplier that the journey inactivates, reactivates and sends a reset code to, with one
 * product and an address, and an admin of its own (the journey switches its language), so no demo
 * account is touched.
 */
export async function seedAdminSuppliersJourney(db: Db): Promise<void> {
  const { user } = await createSupplier(db, { name: JOURNEY_SUPPLIER.name })
  await db
    .update(users)
    .set({ email: JOURNEY_SUPPLIER.email, cnpj: JOURNEY_SUPPLIER.cnpj })
    .where(eq(users.id, user.id))
  await db.insert(addresses).values({
    userId: user.id,
    cep: '45200000',
    street: 'Rua Sete de Setembro',
    number: '120',
    neighborhood: 'Centro',
    city: 'Jequié',
    uf: 'BA',
  })
  // "Tecnologia": a category no budget journey uses, so this supplier is never the one a declined
  // request is handed to (budgets.spec.ts counts on Litoral Brindes for the pens).
  const category = await db.query.categories.findFirst({
    where: (c, { eq: is }) => is(c.slug, 'tecnologia'),
  })
  if (!category) throw new Error('The demo data has no product category')
  await createProduct(db, {
    supplierId: user.id,
    categoryId: category.id,
    name: JOURNEY_SUPPLIER.product,
    code: 'JEQ-001',
  })
  await createUser(db, {
    role: 'admin_basic',
    email: SUPPLIERS_ADMIN.email,
    name: SUPPLIERS_ADMIN.name,
  })
  await createUser(db, { role: 'admin_basic', ...READER_ADMIN })
}
