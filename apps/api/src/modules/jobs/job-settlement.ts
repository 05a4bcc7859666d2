import type { JobSide } from './job-dto.ts'
import { frozenRates, hirerCancelSettlement, type JobRow } from './job-dto.ts'
import type { jobsRepository } from './jobs.repository.ts'

/**
 * Writes the ledger of an accepted job being cancelled (ADR 0019) and returns the refund.
 * The promoter's side (or the promoter's suspension) gives the hirer everything back; the hirer's
 * side (or the hirer's suspension) settles by the regret / 72 h / 50% rule. The deferred trigger
 * checks that the entries add up to the gross.
 */
export async function settleCancellation(
  r: ReturnType<typeof jobsRepository>,
  job: JobRow,
  side: JobSide,
  now: Date,
): Promise<number> {
  const s =
    side === 'promoter'
      ? { refundCents: job.cashCents, providerFeeCents: 0, platformFeeCents: 0, payoutCents: 0 }
      : hirerCancelSettlement({ ...job, rates: frozenRates(job) }, now)
  await r.insertLedger([
    { jobId: job.id, kind: 'refund', amountCents: s.refundCents, createdAt: now },
    { jobId: job.id, kind: 'provider_fee', amountCents: s.providerFeeCents, createdAt: now },
    { jobId: job.id, kind: 'platform_fee', amountCents: s.platformFeeCents, createdAt: now },
    {
      jobId: job.id,
      kind: 'payout',
      amountCents: s.payoutCents,
      dueOn: job.startDate,
      createdAt: now,
    },
  ])
  return s.refundCents
}
