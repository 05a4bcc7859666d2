import type { Db } from '../../../api/src/platform/db/database.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createSupplier } from '../../../api/test/factories/products.ts'
import { CLOCKED_RUNS, forRun } from './own-accounts.ts'

/**
 * Only admin-banners.spec.ts uses this admin: the journey switches its language, which is saved
 * on the account, so a shared demo admin would turn English for journeys running beside it. The
 * banners go to the demo supplier "Litoral Brindes", which the demo promotions leave without a
 * banner; the art is made in the test itself.
 */
export const BANNERS_ADMIN = { email: 'bia.banners@galera.dev', name: 'Bia Banners' }
/** The auction test of the same file runs beside the banner one: an admin of its own. */
export const AUCTIONS_ADMIN = { email: 'leo.leiloes@galera.dev', name: 'Leo Leilões' }
/** The product banner test (ADR 0028) switches language too: an admin of its own. */
export const PRODUCT_BANNERS_ADMIN = { email: 'pri.produtos@galera.dev', name: 'Pri Produtos' }

/**
 * admin-banners.spec.ts, run `run`: its admins, the company its banner goes to and the month of
 * its product banner. Run 0 is the constants above, the demo's "Litoral Brindes" and March 2027;
 * a later run has its own admins, a company of its own (named to sort after the demo's suppliers
 * in the admin list) and a later month, so nothing it places overlaps another run's banners.
 */
export function bannersRun(run: number) {
  const n = run + 1
  return {
    bannersAdmin: forRun(BANNERS_ADMIN, run),
    auctionsAdmin: forRun(AUCTIONS_ADMIN, run),
    productBannersAdmin: forRun(PRODUCT_BANNERS_ADMIN, run),
    company:
      run === 0
        ? { search: 'Litoral', name: 'Litoral Brindes' }
        : { search: `Maresia ${n}`, name: `Vila Maresia ${n}` },
    /** `YYYY-MM` of the product banner: March 2027, then a month later per run. */
    productMonth: `2027-${String(3 + run).padStart(2, '0')}`,
    /** Appended to the names the journey gives its banners and auction (none for run 0). */
    tag: run === 0 ? '' : ` (${n})`,
  }
}

export async function seedBannersJourney(db: Db): Promise<void> {
  for (let run = 0; run < CLOCKED_RUNS; run++) {
    const own = bannersRun(run)
    await createUser(db, { role: 'admin_basic', ...own.bannersAdmin })
    await createUser(db, { role: 'admin_basic', ...own.auctionsAdmin })
    await createUser(db, { role: 'admin_basic', ...own.productBannersAdmin })
    if (run > 0) await createSupplier(db, { name: own.company.name })
  }
}
