import { and, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { productRatings, supplierRatings } from '../../db/schema/index.ts'

/** Star averages per product and per supplier, one grouped query each (rating-summaries.ts rounds). */
export function ratingSummariesRepository(db: DbOrTx) {
  return {
    /** Per product: visible ratings counted and each criterion's mean (numeric text). */
    productAverages(productIds: readonly string[]) {
      return db
        .select({
          product_id: productRatings.productId,
          n: sql<number>`count(*)::int`,
          material: sql<string>`avg(${productRatings.material})`,
          finishing: sql<string>`avg(${productRatings.finishing})`,
          customization: sql<string>`avg(${productRatings.customization})`,
        })
        .from(productRatings)
        .where(
          and(isNull(productRatings.deletedAt), inArray(productRatings.productId, [...productIds])),
        )
        .groupBy(productRatings.productId)
    },
    /** Per supplier: ratings counted and each of the four criteria's mean (numeric text). */
    supplierAverages(supplierIds: readonly string[]) {
      return db
        .select({
          supplier_id: supplierRatings.supplierId,
          n: sql<number>`count(*)::int`,
          cost_benefit: sql<string>`avg(${supplierRatings.costBenefit})`,
          on_time: sql<string>`avg(${supplierRatings.onTime})`,
          support: sql<string>`avg(${supplierRatings.support})`,
          quality: sql<string>`avg(${supplierRatings.quality})`,
        })
        .from(supplierRatings)
        .where(inArray(supplierRatings.supplierId, [...supplierIds]))
        .groupBy(supplierRatings.supplierId)
    },
  }
}
