import { computeFee, eventWindow, LIMITS, type JobStatus } from '@galera/shared'
import type { DbOrTx } from '../../src/platform/db/database.ts'
import { feeSchedules, jobs, ledgerEntries } from '../../src/db/schema/index.ts'
import { eq, and } from 'drizzle-orm'

export type JobRow = typeof jobs.$inferSelect

export interface JobFactoryInput {
  promoterId: string
  hirerId: string
  status?: JobStatus
  /** Venue-local, as the form types them. Defaults: 10 days after 2026-11-22, 09:00–17:00. */
  startDate?: string
  finishDate?: string
  startHour?: string
  finishHour?: string
  uf?: string
  city?: string
  cashCents?: number
  categoryId?: string | null
  eventName?: string
  /** Defaults to the ManualClock's start (2026-11-22T12:00Z). */
  requestedAt?: Date
  acceptedAt?: Date
}

/**
 * A job row written directly (no rules): accepted and completed ones carry the default 10% fee
 * frozen and their gross ledger entry; completed ones also their settlement (fees and payout).
 */
export async function createJob(db: DbOrTx, input: JobFactoryInput): Promise<JobRow> {
  const status = input.status ?? 'requested'
  const form = {
    startDate: input.startDate ?? '2026-12-02',
    finishDate: input.finishDate ?? input.startDate ?? '2026-12-02',
    startHour: input.startHour ?? '09:00',
    finishHour: input.finishHour ?? '17:00',
    uf: input.uf ?? 'BA',
  }
  const w = eventWindow(form)
  const cashCents = input.cashCents ?? 50_000
  const requestedAt = input.requestedAt ?? new Date('2026-11-22T12:00:00Z')
  const deadline = new Date(
    Math.min(requestedAt.getTime() + LIMITS.jobAnswerHours * 3_600_000, w.startsAt.getTime()),
  )
  const booked = status === 'accepted' || status === 'completed'
  const [schedule] = await db
    .select()
    .from(feeSchedules)
    .where(and(eq(feeSchedules.status, 'published'), eq(feeSchedules.providerBps, 300)))
    .limit(1)
  const fee = computeFee(cashCents, { providerBps: 300, platformBps: 700 })
  const acceptedAt = booked ? (input.acceptedAt ?? requestedAt) : null
  const [row] = await db
    .insert(jobs)
    .values({
      promoterId: input.promoterId,
      hirerId: input.hirerId,
      status,
      contactDoc: '52998224725',
      contactName: 'Eventos Bahia Ltda',
      contactPhone: '+5571987654321',
      contactEmail: 'contato@eventosbahia.dev',
      eventName: input.eventName ?? 'Lançamento de produto',
      startDate: form.startDate,
      finishDate: form.finishDate,
      startHour: form.startHour,
      finishHour: form.finishHour,
      startsAt: w.startsAt,
      endsAt: w.endsAt,
      timeZone: w.timeZone,
      workHours: w.workHours,
      cashCents,
      placeName: 'Centro de Convenções',
      zipcode: '40010000',
      address: 'Av. Centenário, 100',
      city: input.city ?? 'Salvador',
      uf: form.uf,
      categoryId: input.categoryId ?? null,
      requestedAt,
      answerDeadline: deadline,
      ...(booked
        ? {
            acceptedAt,
            feeScheduleId: schedule?.id,
            providerBps: 300,
            platformBps: 700,
            providerFeeCents: fee.providerFeeCents,
            platformFeeCents: fee.platformFeeCents,
            netCents: fee.netCents,
          }
        : {}),
      ...(status === 'completed' ? { completedAt: w.endsAt } : {}),
      ...(status === 'declined' ? { declinedAt: requestedAt } : {}),
      ...(status === 'expired' ? { expiredAt: deadline } : {}),
      ...(status === 'cancelled' ? { cancelledAt: requestedAt, cancelledBy: 'hirer' } : {}),
    })
    .returning()
  if (booked) {
    await db.insert(ledgerEntries).values({ jobId: row!.id, kind: 'gross', amountCents: cashCents })
  }
  if (status === 'completed') {
    await db.insert(ledgerEntries).values([
      { jobId: row!.id, kind: 'provider_fee', amountCents: fee.providerFeeCents },
      { jobId: row!.id, kind: 'platform_fee', amountCents: fee.platformFeeCents },
      { jobId: row!.id, kind: 'payout', amountCents: fee.netCents, dueOn: form.startDate },
    ])
  }
  return row!
}
