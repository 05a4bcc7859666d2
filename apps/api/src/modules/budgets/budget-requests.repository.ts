import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { LIVE_PROPOSAL_STATUSES } from '@galera/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { budgetProposals, images, productColors, products, users } from '../../db/schema/index.ts'

export type ProductRow = typeof products.$inferSelect

/** An admin may inactivate a supplier's company; it then receives no new requests. */
const activeCompany = sql`exists (select 1 from suppliers s where s.user_id = ${products.supplierId} and s.status = 'active')`

/**
 * What a budget request is checked against and who receives it (ADR 0021): the product, its
 * colours and the client's image; the suppliers offering the product; and, when a budget is
 * reassigned, the category's other suppliers and how busy each is.
 */
export function budgetRequestsRepository(db: DbOrTx) {
  return {
    /** The product with its supplier's account status and its colour ids. */
    async productForRequest(id: string) {
      const [row] = await db
        .select({
          product: products,
          supplierStatus: users.status,
          supplierListed: sql<boolean>`exists (select 1 from suppliers s where s.user_id = ${products.supplierId} and s.status = 'active')`,
        })
        .from(products)
        .innerJoin(users, eq(users.id, products.supplierId))
        .where(eq(products.id, id))
      if (!row) return undefined
      const cs = await db
        .select({ colorId: productColors.colorId })
        .from(productColors)
        .where(eq(productColors.productId, id))
      return { ...row, colorIds: cs.map((c) => c.colorId) }
    },

    /**
     * ADR 0021 "suppliers offering that product": the product's supplier (with the product) and
     * every active supplier with an active product of the same importer code (case-insensitive),
     * each with its own matching product.
     */
    async offering(product: ProductRow): Promise<Map<string, string>> {
      const out = new Map<string, string>([[product.supplierId, product.id]])
      if (!product.importerCode) return out
      const rows = await db
        .select({ supplierId: products.supplierId, productId: products.id })
        .from(products)
        .innerJoin(users, eq(users.id, products.supplierId))
        .where(
          and(
            eq(products.status, 'active'),
            eq(users.status, 'active'),
            activeCompany,
            sql`lower(${products.importerCode}) = lower(${product.importerCode})`,
          ),
        )
        .orderBy(asc(products.createdAt), asc(products.id))
      for (const r of rows) if (!out.has(r.supplierId)) out.set(r.supplierId, r.productId)
      return out
    },

    async colorIdsOf(productId: string): Promise<string[]> {
      const rows = await db
        .select({ colorId: productColors.colorId })
        .from(productColors)
        .where(eq(productColors.productId, productId))
      return rows.map((r) => r.colorId)
    },

    async ownLiveImage(ownerId: string, imageId: string) {
      const [row] = await db
        .select({ id: images.id })
        .from(images)
        .where(and(eq(images.id, imageId), eq(images.ownerId, ownerId), isNull(images.deletedAt)))
      return row
    },

    /**
     * Active suppliers not yet on the budget with an active product in the category: one row per
     * (supplier, product), `sameCode` when the product has the given importer code.
     */
    async reassignmentCandidates(
      budgetId: string,
      categoryId: string,
      importerCode: string | null,
    ) {
      return db
        .select({
          supplierId: products.supplierId,
          productId: products.id,
          sameCode: importerCode
            ? sql<boolean>`coalesce(lower(${products.importerCode}) = lower(${importerCode}), false)`
            : sql<boolean>`false`,
        })
        .from(products)
        .innerJoin(users, eq(users.id, products.supplierId))
        .where(
          and(
            eq(products.status, 'active'),
            eq(users.status, 'active'),
            activeCompany,
            eq(products.categoryId, categoryId),
            sql`not exists (select 1 from budget_proposals bp where bp.budget_id = ${budgetId} and bp.supplier_id = ${products.supplierId})`,
          ),
        )
        .orderBy(asc(products.createdAt), asc(products.id))
    },

    /** Live proposals per supplier (the reassignment prefers the less busy). */
    async liveCounts(supplierIds: readonly string[]): Promise<Map<string, number>> {
      const out = new Map<string, number>()
      if (supplierIds.length === 0) return out
      const rows = await db
        .select({ id: budgetProposals.supplierId, n: sql<number>`count(*)::int` })
        .from(budgetProposals)
        .where(
          and(
            inArray(budgetProposals.supplierId, [...supplierIds]),
            inArray(budgetProposals.status, [...LIVE_PROPOSAL_STATUSES]),
          ),
        )
        .groupBy(budgetProposals.supplierId)
      for (const r of rows) out.set(r.id, Number(r.n))
      return out
    },
  }
}
