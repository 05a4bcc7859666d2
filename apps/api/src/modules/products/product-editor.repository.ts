import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  categories,
  colors,
  images,
  materials,
  products,
  suppliers,
  users,
} from '../../db/schema/index.ts'
import { likePattern } from './product-search.repository.ts'

export type ProductRecord = typeof products.$inferSelect

/**
 * The product editor's SQL (ADR 0021): one product row and its lock, the checks of the form,
 * the write, and the supplier's and admin's lists of products (any status).
 */
export function productEditorRepository(db: DbOrTx) {
  return {
    async find(id: string): Promise<ProductRecord | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id))
      return row
    },

    /** Locks the product row: writes on one product never interleave. */
    async lock(id: string): Promise<ProductRecord | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).for('update')
      return row
    },

    /** An active top-level product category. */
    async isTopProductCategory(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            eq(categories.id, id),
            eq(categories.kind, 'product'),
            isNull(categories.parentId),
            eq(categories.isActive, true),
          ),
        )
      return rows.length > 0
    },

    /** How many of `ids` are active subcategories of `parentId`. */
    async countSubcategories(parentId: string, ids: string[]): Promise<number> {
      if (ids.length === 0) return 0
      const [{ n }] = await db
        .select({ n: count() })
        .from(categories)
        .where(
          and(
            inArray(categories.id, ids),
            eq(categories.parentId, parentId),
            eq(categories.kind, 'product'),
            eq(categories.isActive, true),
          ),
        )
      return n
    },

    async countColors(ids: string[]): Promise<number> {
      if (ids.length === 0) return 0
      const [{ n }] = await db.select({ n: count() }).from(colors).where(inArray(colors.id, ids))
      return n
    },

    async countActiveMaterials(ids: string[]): Promise<number> {
      if (ids.length === 0) return 0
      const [{ n }] = await db
        .select({ n: count() })
        .from(materials)
        .where(and(inArray(materials.id, ids), eq(materials.isActive, true)))
      return n
    },

    /** Ids among `ids` that are live product images of one of `ownerIds`. */
    async ownProductImages(ownerIds: string[], ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set()
      const rows = await db
        .select({ id: images.id })
        .from(images)
        .where(
          and(
            inArray(images.id, ids),
            inArray(images.ownerId, ownerIds),
            eq(images.purpose, 'product'),
            isNull(images.deletedAt),
          ),
        )
      return new Set(rows.map((r) => r.id))
    },

    /** Another product of the supplier already uses this code (case-insensitive). */
    async codeTaken(supplierId: string, code: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.supplierId, supplierId),
            sql`lower(${products.code}) = lower(${code})`,
            exceptId ? ne(products.id, exceptId) : undefined,
          ),
        )
      return rows.length > 0
    },

    async insert(values: typeof products.$inferInsert): Promise<ProductRecord> {
      const [row] = await db.insert(products).values(values).returning()
      return row
    },

    async update(id: string, values: Partial<typeof products.$inferInsert>, where?: SQL) {
      const rows = await db
        .update(products)
        .set(values)
        .where(and(eq(products.id, id), where))
        .returning()
      return rows[0]
    },

    async tradeName(supplierId: string): Promise<string> {
      const [row] = await db
        .select({ name: suppliers.establishmentTitle, userName: users.name })
        .from(users)
        .leftJoin(suppliers, eq(suppliers.userId, users.id))
        .where(eq(users.id, supplierId))
      return row?.name ?? row?.userName ?? ''
    },

    /** The supplier (or admin) list: newest change first, any status. */
    async listManaged(
      filter: { supplierId?: string; q?: string; status: 'all' | 'active' | 'inactive' },
      page: number,
      size: number,
    ) {
      const where = and(
        filter.supplierId ? eq(products.supplierId, filter.supplierId) : undefined,
        filter.status !== 'all' ? eq(products.status, filter.status) : undefined,
        filter.q
          ? or(
              sql`galera_unaccent(${products.name}) ilike galera_unaccent(${likePattern(filter.q)})`,
              sql`galera_unaccent(${products.code}) ilike galera_unaccent(${likePattern(filter.q)})`,
              sql`galera_unaccent(coalesce(${products.importerCode}, '')) ilike galera_unaccent(${likePattern(filter.q)})`,
            )
          : undefined,
      )
      const [{ total }] = await db.select({ total: count() }).from(products).where(where)
      const rows = await db
        .select({
          product: products,
          tradeName: suppliers.establishmentTitle,
        })
        .from(products)
        .leftJoin(suppliers, eq(suppliers.userId, products.supplierId))
        .where(where)
        .orderBy(desc(products.updatedAt), asc(products.id))
        .limit(size)
        .offset((page - 1) * size)
      return { total, rows }
    },
  }
}
