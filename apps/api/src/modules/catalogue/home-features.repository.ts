import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { categories, homeFeatures, products, suppliers, users } from '../../db/schema/index.ts'

/** Admin Settings → Home (ADR 0023): queries only. */
export function homeFeaturesRepository(db: DbOrTx) {
  return {
    /** The chosen categories in order, with whether a visitor still sees them. */
    categories() {
      return db
        .select({
          id: categories.id,
          namePt: categories.namePt,
          nameEn: categories.nameEn,
          visible: categories.isActive,
          updatedAt: homeFeatures.updatedAt,
        })
        .from(homeFeatures)
        .innerJoin(categories, eq(categories.id, homeFeatures.categoryId))
        .where(eq(homeFeatures.kind, 'product_category'))
        .orderBy(asc(homeFeatures.position))
    },

    /** The chosen products in order, with whether a visitor still sees them. */
    products() {
      return db
        .select({
          id: products.id,
          name: products.name,
          code: products.code,
          supplier: sql<string>`coalesce(${suppliers.establishmentTitle}, ${suppliers.companyName}, '')`,
          visible: sql<boolean>`${products.status} = 'active' and ${users.status} = 'active'
            and coalesce(${suppliers.status} = 'active', false)`,
          updatedAt: homeFeatures.updatedAt,
        })
        .from(homeFeatures)
        .innerJoin(products, eq(products.id, homeFeatures.productId))
        .innerJoin(users, eq(users.id, products.supplierId))
        .leftJoin(suppliers, eq(suppliers.userId, products.supplierId))
        .where(eq(homeFeatures.kind, 'product'))
        .orderBy(asc(homeFeatures.position))
    },

    /** Of these ids, the active top-level product categories. */
    async activeTopProductCategories(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set()
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            inArray(categories.id, ids),
            eq(categories.kind, 'product'),
            eq(categories.isActive, true),
            isNull(categories.parentId),
          ),
        )
      return new Set(rows.map((r) => r.id))
    },

    /** Serialises concurrent saves: the last one wins whole, never a mix of two. */
    async lock() {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('home_features'))`)
    },

    async replace(categoryIds: string[], productIds: string[], updatedBy: string, updatedAt: Date) {
      await db.delete(homeFeatures)
      const rows = [
        ...categoryIds.map((categoryId, i) => ({
          kind: 'product_category',
          position: i + 1,
          categoryId,
          updatedBy,
          updatedAt,
        })),
        ...productIds.map((productId, i) => ({
          kind: 'product',
          position: i + 1,
          productId,
          updatedBy,
          updatedAt,
        })),
      ]
      if (rows.length > 0) await db.insert(homeFeatures).values(rows)
    },
  }
}
