import type { Db } from '../../../api/src/platform/db/database.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createPromoter } from '../../../api/test/factories/promoters.ts'

/** Only the required-Certificado journey (certification-required.spec.ts) uses these accounts. */
export const CERT_ADMIN = { email: 'cora.certifica@galera.dev', name: 'Cora Certifica' }
export const CERT_PROMOTER = { email: 'caio.certificado@galera.dev', name: 'Caio Certificado' }

/**
 * A promoter the journey requires the 'Certificado' of (ADR 0026) and an admin of its own (the
 * journey switches both languages), so no demo account is touched.
 */
export async function seedCertificationJourney(db: Db): Promise<void> {
  await createUser(db, { role: 'admin_basic', email: CERT_ADMIN.email, name: CERT_ADMIN.name })
  await createPromoter(db, { user: { email: CERT_PROMOTER.email, name: CERT_PROMOTER.name } })
}
