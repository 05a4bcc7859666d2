import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  jobs,
  ledgerEntries,
  paymentCustomers,
  paymentEvents,
  payments,
  payoutAccounts,
} from '../../db/schema/index.ts'

export type PaymentRow = typeof payments.$inferSelect
export type PaymentInsert = typeof payments.$inferInsert

/** Queries only (ADR 0043); the rules are in payments.service.ts and payments.webhook.ts. */
export function paymentsRepository(db: DbOrTx) {
  return {
    async insert(values: PaymentInsert): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning()
      return row!
    },

    async findByJob(jobId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.jobId, jobId))
      return row
    },

    /** The job's payment locked to the end of the transaction: its changes never interleave. */
    async lockByJob(jobId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.jobId, jobId)).for('update')
      return row
    },

    async lockById(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update')
      return row
    },

    async lockByProviderId(providerPaymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, providerPaymentId))
        .for('update')
      return row
    },

    async update(id: string, set: Partial<PaymentInsert>): Promise<PaymentRow> {
      const [row] = await db.update(payments).set(set).where(eq(payments.id, id)).returning()
      return row!
    },

    /** Gives back a claim to open the charge (the provider failed; ADR 0057). */
    async clearClaim(id: string, at: Date) {
      await db
        .update(payments)
        .set({ chargeRequestedAt: null, updatedAt: at })
        .where(and(eq(payments.id, id), isNull(payments.providerPaymentId)))
    },

    async customerOf(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: paymentCustomers.providerCustomerId })
        .from(paymentCustomers)
        .where(eq(paymentCustomers.userId, userId))
      return row?.id
    },

    async saveCustomer(userId: string, providerCustomerId: string) {
      await db
        .insert(paymentCustomers)
        .values({ userId, providerCustomerId })
        .onConflictDoNothing({ target: paymentCustomers.userId })
    },

    /**
     * Records a webhook delivery; false when its event id was seen before (the unique index
     * decides, so two concurrent deliveries of one event cannot both pass).
     */
    async recordEvent(values: typeof paymentEvents.$inferInsert): Promise<string | undefined> {
      const [row] = await db
        .insert(paymentEvents)
        .values(values)
        .onConflictDoNothing({ target: paymentEvents.providerEventId })
        .returning({ id: paymentEvents.id })
      return row?.id
    },

    async setEventOutcome(id: string, outcome: string, paymentId: string | null) {
      await db.update(paymentEvents).set({ outcome, paymentId }).where(eq(paymentEvents.id, id))
    },

    // ---- Ticker --------------------------------------------------------------------------------

    /** Unpaid charges past their deadline, skipping rows a webhook is changing. */
    async dueToExpire(now: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'pending'), lte(payments.deadline, now)))
        .orderBy(asc(payments.deadline), asc(payments.id))
        .limit(limit)
        .for('update', { skipLocked: true })
    },

    /** Charges nobody will pay (expired or voided) still open at the provider. */
    async dueToClose(limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            inArray(payments.status, ['expired', 'voided']),
            isNotNull(payments.providerPaymentId),
            isNull(payments.closedAt),
          ),
        )
        .orderBy(asc(payments.updatedAt), asc(payments.id))
        .limit(limit)
        .for('update', { skipLocked: true })
    },

    /**
     * Refunds decided (a cancellation, money after the deadline, an admin's decision) not yet
     * applied, whose last call is not in flight (ADR 0070: older than `staleBefore`, or none).
     */
    async dueToRefund(limit: number, staleBefore: Date): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(refundDue(staleBefore))
        .orderBy(asc(payments.updatedAt), asc(payments.id))
        .limit(limit)
    },

    /**
     * One refund to send, locked: skipped while another transaction holds it (the ticker), or
     * waited for (`wait`: an admin's decision sends its own refund right after its commit).
     */
    async lockRefund(id: string, staleBefore: Date, wait = false): Promise<PaymentRow | undefined> {
      const q = db
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), refundDue(staleBefore)))
      const [row] = await (wait ? q.for('update') : q.for('update', { skipLocked: true }))
      return row
    },

    /** The refund is done at the provider (its answer, or found there, or its webhook). */
    async refundApplied(id: string, at: Date) {
      await db
        .update(payments)
        .set({
          refundedAt: sql`coalesce(${payments.refundedAt}, ${at.toISOString()}::timestamptz)`,
          refundAttemptedAt: null,
          updatedAt: at,
        })
        .where(eq(payments.id, id))
    },

    /**
     * Held money to release (ADR 0055): the dispute window has passed, the job is settled
     * (completed, or cancelled with a part kept for the promoter), its payout entry is unpaid,
     * no flag waits for an admin (an amount mismatch, a chargeback) nor an open dispute (ADR
     * 0063), and the promoter has a Pix
     * key. The transfer is the payout entry: exactly the net the ledger froze.
     */
    async dueToRelease(now: Date, limit: number) {
      return db
        .select({
          payment: payments,
          payoutCents: ledgerEntries.amountCents,
          pixKey: payoutAccounts.pixKey,
          pixKeyType: payoutAccounts.pixKeyType,
          job: jobs,
        })
        .from(payments)
        .innerJoin(jobs, eq(jobs.id, payments.jobId))
        .innerJoin(
          ledgerEntries,
          and(
            eq(ledgerEntries.jobId, payments.jobId),
            eq(ledgerEntries.kind, 'payout'),
            isNull(ledgerEntries.paidAt),
            // Everything went back to the hirer: nothing to send.
            sql`${ledgerEntries.amountCents} > 0`,
          ),
        )
        .innerJoin(payoutAccounts, eq(payoutAccounts.promoterId, payments.promoterId))
        .where(
          and(
            inArray(payments.status, ['paid', 'refunded']),
            isNull(payments.releasedAt),
            // ADR 0070: not already committed as sending.
            isNull(payments.transferRequestedAt),
            lte(payments.releaseAt, now),
            isNull(payments.flag),
            // ADR 0063: an open dispute holds the release until an admin decides it.
            sql`not exists (select 1 from payment_disputes d
                 where d.payment_id = ${payments.id} and d.decided_at is null)`,
            inArray(jobs.status, ['completed', 'cancelled']),
          ),
        )
        .orderBy(asc(payments.releaseAt), asc(payments.id))
        .limit(limit)
        .for('update', { of: payments, skipLocked: true })
    },

    /** Releases committed as sending and not applied, whose last call is not in flight (ADR 0070). */
    async sendingTransfers(limit: number, staleBefore: Date): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(transferSending(staleBefore))
        .orderBy(asc(payments.transferRequestedAt), asc(payments.id))
        .limit(limit)
    },

    /**
     * One sending release locked, with what the transfer needs: the unpaid payout entry, the
     * promoter's Pix key, the job, and whether something now waits for an admin (a flag set or a
     * dispute opened after the release was committed).
     */
    async lockSendingTransfer(id: string, staleBefore: Date) {
      const [row] = await db
        .select({
          payment: payments,
          payoutCents: ledgerEntries.amountCents,
          pixKey: payoutAccounts.pixKey,
          pixKeyType: payoutAccounts.pixKeyType,
          job: jobs,
          disputeOpen: sql<boolean>`exists (select 1 from payment_disputes d
                 where d.payment_id = ${payments.id} and d.decided_at is null)`,
        })
        .from(payments)
        .innerJoin(jobs, eq(jobs.id, payments.jobId))
        .leftJoin(
          ledgerEntries,
          and(
            eq(ledgerEntries.jobId, payments.jobId),
            eq(ledgerEntries.kind, 'payout'),
            isNull(ledgerEntries.paidAt),
          ),
        )
        .leftJoin(payoutAccounts, eq(payoutAccounts.promoterId, payments.promoterId))
        .where(and(eq(payments.id, id), transferSending(staleBefore)))
        .for('update', { of: payments, skipLocked: true })
      return row
    },

    /** The job's payout entry is paid when the provider took the transfer (ADR 0055). */
    async markPayoutPaid(jobId: string, at: Date) {
      await db
        .update(ledgerEntries)
        .set({ paidAt: at })
        .where(
          and(
            eq(ledgerEntries.jobId, jobId),
            eq(ledgerEntries.kind, 'payout'),
            isNull(ledgerEntries.paidAt),
          ),
        )
    },

    // ---- Payout data ---------------------------------------------------------------------------

    async payoutAccount(promoterId: string) {
      const [row] = await db
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.promoterId, promoterId))
      return row
    },

    async savePayoutAccount(promoterId: string, pixKeyType: string, pixKey: string, at: Date) {
      const [row] = await db
        .insert(payoutAccounts)
        .values({ promoterId, pixKeyType, pixKey, updatedAt: at })
        .onConflictDoUpdate({
          target: payoutAccounts.promoterId,
          set: { pixKeyType, pixKey, updatedAt: at },
        })
        .returning()
      return row!
    },
  }
}

/** A refund to send: decided, not applied, no call of it in flight (ADR 0070). */
function refundDue(staleBefore: Date): SQL {
  return and(
    eq(payments.status, 'refunded'),
    isNull(payments.refundedAt),
    isNotNull(payments.providerPaymentId),
    or(isNull(payments.refundAttemptedAt), lte(payments.refundAttemptedAt, staleBefore)),
  )!
}

/** A release committed as sending, not applied, no call of it in flight (ADR 0070). */
function transferSending(staleBefore: Date): SQL {
  return and(
    isNotNull(payments.transferRequestedAt),
    isNull(payments.releasedAt),
    or(isNull(payments.transferAttemptedAt), lte(payments.transferAttemptedAt, staleBefore)),
  )!
}
