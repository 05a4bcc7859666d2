import type { Db } from '../../../api/src/platform/db/database.ts'
import { payoutAccounts } from '../../../api/src/db/schema/index.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import {
  CLOCKED_RUNS,
  cpfFrom,
  createHiringClient,
  createScheduledPromoter,
} from './own-accounts.ts'

/**
 * payment-dispute.spec.ts (ADR 0063), on a clocked instance of its own: for each repeated run, the
 * client who hires and disputes, the promoter (with a Pix key, so the kept part can be released)
 * and the admin master who decides. The journey moves its instance's clock past the job's end.
 */
export function disputeJourneyAccounts(run: number) {
  const n = run + 1
  return {
    client: {
      email: `dora.disputa${n}@galera.dev`,
      name: 'Dora Disputa',
      cpf: cpfFrom(`7315300${String(n).padStart(2, '0')}`),
      phone: `+55719876531${String(n).padStart(2, '0')}`,
    },
    promoter: { email: `pedro.disputado${n}@galera.dev`, name: 'Pedro Disputado' },
    admin: { email: `mara.mediadora${n}@galera.dev`, name: 'Mara Mediadora' },
  }
}

export async function seedDisputeJourney(db: Db): Promise<void> {
  for (let run = 0; run < CLOCKED_RUNS; run++) {
    const { client, promoter, admin } = disputeJourneyAccounts(run)
    await createHiringClient(db, client)
    const { user } = await createScheduledPromoter(db, promoter)
    await db.insert(payoutAccounts).values({
      promoterId: user.id,
      pixKeyType: 'cpf',
      pixKey: cpfFrom(`7315310${String(run + 1).padStart(2, '0')}`),
    })
    await createUser(db, { role: 'admin_master', ...admin })
  }
}
