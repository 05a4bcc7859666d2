import type { DbOrTx } from '../../platform/db/database.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { adminRepository } from './admin.repository.ts'

/**
 * ADR 0026: while an admin requires the 'Certificado' and it is not approved, the user cannot
 * accept a job, answer or counter a budget, send a reverse-auction proposal or bid on an ad
 * auction. Each of those calls this inside its transaction; the translated error carries the
 * admin's reason and where to send the documents.
 */
export async function assertCertificationNotRequired(db: DbOrTx, userId: string): Promise<void> {
  const row = await adminRepository(db).certificationGate(userId)
  if (row?.at && !row.isCertified)
    throw new AppError('CERTIFICATION_REQUIRED', { reason: row.reason ?? '' })
}
