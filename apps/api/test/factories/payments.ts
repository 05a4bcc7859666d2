import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../src/platform/db/database.ts'
import { jobs, ledgerEntries, payments } from '../../src/db/schema/index.ts'

/**
 * Marks an accepted job's payment paid without the provider (rows written directly, as the other
 * factories do): the status, and the ledger's gross as the webhook would write them. The job rule
 * tests use it; the payment paths themselves go through the stand-in (modules/payments).
 */
export async function markJobPaid(db: DbOrTx, jobId: string, at: Date) {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId))
  await db
    .update(payments)
    .set({ status: 'paid', paidAt: at, method: 'pix', updatedAt: at })
    .where(eq(payments.jobId, jobId))
  await db
    .insert(ledgerEntries)
    .values({ jobId, kind: 'gross', amountCents: job!.cashCents, createdAt: at })
}
