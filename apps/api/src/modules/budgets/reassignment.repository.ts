import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { products } from '../../db/schema/index.ts'

/** What the automatic reassignment (reassignment.ts, ADR 0021) reads beyond budgets.repository.ts. */
export function reassignmentRepository(db: DbOrTx) {
  return {
    /** The importer code of the product the budget asked for (null when none is set). */
    async importerCodeOf(productId: string): Promise<string | null> {
      const [row] = await db
        .select({ importerCode: products.importerCode })
        .from(products)
        .where(eq(products.id, productId))
      return row?.importerCode ?? null
    },
  }
}
