import { randomUUID } from 'node:crypto'
import type { DbOrTx } from '../../src/platform/db/database.ts'
import { colors, productColors, products, suppliers, users } from '../../src/db/schema/index.ts'
import { eq } from 'drizzle-orm'
import { createUser } from './accounts.ts'

export type ProductRow = typeof products.$inferSelect

/** A supplier account with its company row. */
export async function createSupplier(
  db: DbOrTx,
  input: {
    name?: string
    status?: 'active' | 'inactive' | 'suspended' | 'closed'
    locale?: 'pt-BR' | 'en'
  } = {},
) {
  const { user, password } = await createUser(db, {
    role: 'supplier',
    name: input.name ?? `Fornecedor ${randomUUID().slice(0, 6)}`,
    status: input.status,
    locale: input.locale,
  })
  await db.insert(suppliers).values({
    userId: user.id,
    companyName: `${user.name} Ltda.`,
    establishmentTitle: user.name,
    legalNature: 'Sociedade Empresária Limitada',
    openingDate: '2015-01-01',
    mainActivity: 'Comércio de brindes',
    commercialEmail: `vendas-${user.id.slice(0, 8)}@test.galera.dev`,
    commercialPhone: '+557133330000',
    contactName: 'Contato Teste',
  })
  return { user, password }
}

/** A product category (top-level, or a subcategory with parentId). */
export async function createProductCategory(
  db: DbOrTx,
  input: { namePt?: string; nameEn?: string; parentId?: string } = {},
) {
  const { categories } = await import('../../src/db/schema/index.ts')
  const slug = `cat-${randomUUID().slice(0, 8)}`
  const [row] = await db
    .insert(categories)
    .values({
      slug,
      namePt: input.namePt ?? `Categoria ${slug}`,
      nameEn: input.nameEn ?? `Category ${slug}`,
      kind: 'product',
      parentId: input.parentId ?? null,
    })
    .returning()
  return row
}

export async function createColor(
  db: DbOrTx,
  input: { namePt?: string; nameEn?: string; hex?: string } = {},
) {
  const [row] = await db
    .insert(colors)
    .values({
      namePt: input.namePt ?? 'Azul',
      nameEn: input.nameEn ?? 'Blue',
      hex: input.hex ?? '#1E40AF',
    })
    .returning()
  return row
}

/** A product of a supplier, active unless told, with optional colours. */
export async function createProduct(
  db: DbOrTx,
  input: {
    supplierId: string
    categoryId: string
    name?: string
    code?: string
    importerCode?: string | null
    status?: 'active' | 'inactive'
    allowRatings?: boolean
    customizations?: string[]
    colorIds?: string[]
  },
): Promise<ProductRow> {
  const code = input.code ?? `P-${randomUUID().slice(0, 8)}`
  const inactive = input.status === 'inactive'
  const [row] = await db
    .insert(products)
    .values({
      supplierId: input.supplierId,
      categoryId: input.categoryId,
      code,
      importerCode: input.importerCode ?? null,
      name: input.name ?? `Caneta ${code}`,
      description: 'Produto de teste para brindes promocionais.',
      customizations: input.customizations ?? ['text', 'logo'],
      allowRatings: input.allowRatings ?? true,
      status: inactive ? 'inactive' : 'active',
      deactivatedAt: inactive ? new Date() : null,
    })
    .returning()
  if (input.colorIds?.length)
    await db
      .insert(productColors)
      .values(input.colorIds.map((colorId) => ({ productId: row.id, colorId })))
  return row
}

/** Sets a user's status (suspend a supplier in a test). */
export async function setUserStatus(
  db: DbOrTx,
  userId: string,
  status: 'active' | 'inactive' | 'suspended' | 'closed',
) {
  await db.update(users).set({ status }).where(eq(users.id, userId))
}
