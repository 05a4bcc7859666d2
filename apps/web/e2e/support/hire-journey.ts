import type { Db } from '../../../api/src/platform/db/database.ts'
import { seedHireJourneyAccounts } from './own-accounts.ts'

/**
 * Data only hire-promoter.spec.ts (second, clocked instance) uses: for each run, a client, the
 * promoter it hires and the promoter who cancels late, all of that run alone (own-accounts.ts).
 */
export async function seedHireJourney(db: Db): Promise<void> {
  await seedHireJourneyAccounts(db)
}
