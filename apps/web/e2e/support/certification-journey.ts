import type { Db } from '../../../api/src/platform/db/database.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createPromoter } from '../../../api/test/factories/promoters.ts'
import { CLOCKED_RUNS, forRunNamed } from './own-accounts.ts'

/** Only the required-Certificado journey (certification-required.spec.ts) uses these accounts. */
export const CERT_ADMIN = { email: 'cora.certifica@galera.dev', name: 'Cora Certifica' }
export const CERT_PROMOTER = { email: 'caio.certificado@galera.dev', name: 'Caio Certificado' }

/**
 * A promoter the journey requires the 'Certificado' of (ADR 0026) and an admin of its own (the
 * journey switches both languages), so no demo account is touched; one pair per repeated run.
 */
export async function seedCertificationJourney(db: Db): Promise<void> {
  for (let run = 0; run < CLOCKED_RUNS; run++) {
    const admin = forRunNamed(CERT_ADMIN, run)
    const promoter = forRunNamed(CERT_PROMOTER, run)
    await createUser(db, { role: 'admin_basic', email: admin.email, name: admin.name })
    await createPromoter(db, { user: { email: promoter.email, name: promoter.name } })
  }
}
