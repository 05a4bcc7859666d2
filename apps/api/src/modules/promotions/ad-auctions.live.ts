import type { DbOrTx } from '../../platform/db/database.ts'
import { pgNotify } from '../../platform/db/pg-notify.ts'

/** The LISTEN/NOTIFY channel of ad auction bids (ADR 0022 "Live"): the payload is the auction id. */
export const AD_BIDS_CHANNEL = 'galera_ad_bids'

/**
 * Tells every API process that an auction changed (a bid, its close, its cancellation, a
 * withdrawn bid). Call it inside the write's transaction: PostgreSQL delivers it at commit, so a
 * rolled-back bid is never announced.
 */
export async function notifyAuctionChanged(db: DbOrTx, auctionId: string): Promise<void> {
  await pgNotify(db, AD_BIDS_CHANNEL, [auctionId])
}
