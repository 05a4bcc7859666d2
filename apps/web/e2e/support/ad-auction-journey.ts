import type { Db } from '../../../api/src/platform/db/database.ts'
import { seedAdAuctionAccounts } from './own-accounts.ts'

/**
 * Data only ad-auction.spec.ts (third, clocked instance) uses: for each run, the admin who opens
 * the auction through the admin screen and the two suppliers who bid (own-accounts.ts).
 */
export async function seedAdAuctionJourney(db: Db): Promise<void> {
  await seedAdAuctionAccounts(db)
}
