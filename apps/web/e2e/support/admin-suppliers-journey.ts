import { eq } from 'drizzle-orm'
import type { Db } from '../../../api/src/platform/db/database.ts'
import { addresses, users } from '../../../api/src/db/schema/index.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createProduct, createSupplier } from '../../../api/test/factories/products.ts'
import { withCnpjDigits } from '../../../api/src/db/seed/cnpj.ts'
import { CLOCKED_RUNS, forRun } from './own-accounts.ts'

/** Only the admin Suppliers journey (admin-suppliers.spec.ts) uses these accounts. */
export const SUPPLIERS_ADMIN = { email: 'iara.adminforn@galera.dev', name: 'Iara Adminforn' }
/** The read-only test runs beside the one that switches Iara's language: an admin of its own. */
export const READER_ADMIN = { email: 'ivo.leitor@galera.dev', name: 'Ivo Leitor' }
export const JOURNEY_SUPPLIER = {
  email: 'jequitiba.brindes@galera.dev',
  name: 'Brindes Jequitibá',
  cnpj: '48617392000169',
  product: 'Caneca Jequitibá Térmica',
  code: 'JEQ-001',
  /** The word of the name the journey searches for (one row expected). */
  term: 'Jequitibá',
}

/** The word of each run's supplier name: none is part of another's. */
const TERMS = ['Jequitibá', 'Sucupira', 'Jatobá', 'Peroba', 'Cumaru']

/**
 * admin-suppliers.spec.ts, run `run`: its two admins and the supplier it inactivates; run 0 is
 * the constants above, a later run a supplier of its own (name, e-mail, CNPJ, product).
 */
export function adminSuppliersRun(run: number) {
  const n = run + 1
  const term = TERMS[run]!
  const supplier =
    run === 0
      ? JOURNEY_SUPPLIER
      : {
          // Not `jequitiba.brindesN`: run 0's search for its word must not meet it by e-mail.
          email: `vila.${term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@galera.dev`,
          // After the demo's "Brindes Salvador" in the list (the journey expects it on page 1).
          name: `Vila ${term}`,
          cnpj: withCnpjDigits(`4716${n}3920001`),
          product: `Caneca ${term} Térmica`,
          code: `JEQ-00${n}`,
          term,
        }
  const cnpjShown = supplier.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')
  return {
    admin: forRun(SUPPLIERS_ADMIN, run),
    reader: forRun(READER_ADMIN, run),
    supplier: { ...supplier, cnpjShown },
  }
}

/**
 * A supplier that the journey inactivates, reactivates and sends a reset code to, with one
 * product and an address, and an admin of its own (the journey switches its language), so no demo
 * account is touched; one set per repeated run.
 */
export async function seedAdminSuppliersJourney(db: Db): Promise<void> {
  for (let run = 0; run < CLOCKED_RUNS; run++) await seedRun(db, adminSuppliersRun(run))
}

async function seedRun(db: Db, { admin, reader, supplier }: ReturnType<typeof adminSuppliersRun>) {
  const { user } = await createSupplier(db, { name: supplier.name })
  await db
    .update(users)
    .set({ email: supplier.email, cnpj: supplier.cnpj })
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
    name: supplier.product,
    code: supplier.code,
  })
  await createUser(db, { role: 'admin_basic', email: admin.email, name: admin.name })
  await createUser(db, { role: 'admin_basic', ...reader })
}
