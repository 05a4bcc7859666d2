import type { Db } from '../../../api/src/platform/db/database.ts'

/**
 * Data only ad-auction.spec.ts (third, clocked instance) uses. Nothing extra: the journey opens
 * its auction through the admin screen and bids with two demo suppliers (fornecedor@ and
 * bahiapromo@galera.dev), whose instance and database are its own.
 */
export async function seedAdAuctionJourney(_db: Db): Promise<void> {}
