import { paymentDeadline, releaseAt } from '@galera/shared'
import type { Tx } from '../../platform/db/database.ts'
import type { JobRow } from '../jobs/job-dto.ts'
import { paymentsRepository } from './payments.repository.ts'

/*
 * What the job flow (jobs.service.ts, jobs.events.ts) does to a job's payment, inside its own
 * transaction (ADR 0055).
 */

/** At the accept (same transaction): the job's payment waits, with its deadline (ADR 0055). */
export async function openJobPayment(tx: Tx, job: JobRow, now: Date) {
  await paymentsRepository(tx).insert({
    jobId: job.id,
    hirerId: job.hirerId,
    promoterId: job.promoterId,
    amountCents: job.cashCents,
    netCents: job.netCents!,
    status: 'pending',
    deadline: paymentDeadline(now, job.startsAt),
    releaseAt: releaseAt(job.endsAt),
    createdAt: now,
    updatedAt: now,
  })
}

/**
 * What a cancellation of an accepted job does to its payment (same transaction), given the
 * settlement to write when money was taken. No payment (a job accepted before migration 0017):
 * the ledger settles as ADR 0019 says. Pending: nothing was charged; the charge is voided and the
 * ledger is not touched. Paid: the ledger settles and the refund goes to the provider (ticker).
 * Returns the refund, or null when nothing was charged.
 */
export async function cancelJobPayment(
  tx: Tx,
  job: JobRow,
  now: Date,
  settle: () => Promise<number>,
): Promise<number | null> {
  const r = paymentsRepository(tx)
  const p = await r.lockByJob(job.id)
  if (!p) return settle()
  if (p.status === 'pending') {
    await r.update(p.id, { status: 'voided', updatedAt: now })
    return null
  }
  if (p.status !== 'paid') return null
  const refund = await settle()
  if (refund > 0) await r.update(p.id, { status: 'refunded', refundCents: refund, updatedAt: now })
  return refund
}
