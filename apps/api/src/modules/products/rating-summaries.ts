import type {
  ProductRatingSummary,
  SupplierRatingSummary,
} from '@galera/shared/catalogue/product.schemas.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { ratingSummariesRepository } from './rating-summaries.repository.ts'

const one = (v: unknown): number | null =>
  v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10

export const EMPTY_PRODUCT_RATING: ProductRatingSummary = {
  count: 0,
  average: null,
  material: null,
  finishing: null,
  customization: null,
}

export const EMPTY_SUPPLIER_RATING: SupplierRatingSummary = {
  count: 0,
  average: null,
  costBenefit: null,
  onTime: null,
  support: null,
  quality: null,
}

/**
 * Star averages of products (visible ratings only), one decimal; products without ratings get
 * EMPTY_PRODUCT_RATING. One grouped query for a whole page of cards.
 */
export async function productRatingSummaries(
  db: DbOrTx,
  productIds: readonly string[],
): Promise<Map<string, ProductRatingSummary>> {
  const out = new Map<string, ProductRatingSummary>()
  if (productIds.length === 0) return out
  const rows = await ratingSummariesRepository(db).productAverages(productIds)
  for (const r of rows) out.set(r.product_id, productRatingSummary(r))
  return out
}

/** One product's summary from its count and criterion means (numbers or numeric text). */
export function productRatingSummary(r: {
  n: number | string
  material: unknown
  finishing: unknown
  customization: unknown
}): ProductRatingSummary {
  if (Number(r.n) === 0) return EMPTY_PRODUCT_RATING
  const m = Number(r.material)
  const f = Number(r.finishing)
  const c = Number(r.customization)
  return {
    count: Number(r.n),
    average: one((m + f + c) / 3),
    material: one(m),
    finishing: one(f),
    customization: one(c),
  }
}

/**
 * Supplier averages over the four criteria (spec §3 supplier rating). `average` is the mean of
 * the four criteria means; the reassignment's rating band reads it (ADR 0021).
 */
export async function supplierRatingSummaries(
  db: DbOrTx,
  supplierIds: readonly string[],
): Promise<Map<string, SupplierRatingSummary>> {
  const out = new Map<string, SupplierRatingSummary>()
  if (supplierIds.length === 0) return out
  const rows = await ratingSummariesRepository(db).supplierAverages(supplierIds)
  for (const r of rows) {
    const parts = [r.cost_benefit, r.on_time, r.support, r.quality].map(Number)
    out.set(r.supplier_id, {
      count: Number(r.n),
      average: one(parts.reduce((a, b) => a + b, 0) / 4),
      costBenefit: one(parts[0]),
      onTime: one(parts[1]),
      support: one(parts[2]),
      quality: one(parts[3]),
    })
  }
  return out
}
