import type { Db } from '../../../api/src/platform/db/database.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'

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

export async function seedBannersJourney(db: Db): Promise<void> {
  await createUser(db, { role: 'admin_basic', ...BANNERS_ADMIN })
  await createUser(db, { role: 'admin_basic', ...AUCTIONS_ADMIN })
  await createUser(db, { role: 'admin_basic', ...PRODUCT_BANNERS_ADMIN })
}
