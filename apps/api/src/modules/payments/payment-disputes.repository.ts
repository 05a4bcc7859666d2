import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import { DECIDABLE_FLAGS } from '@galera/shared'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'
import { ledgerEntries, paymentDisputes } from '../../db/schema/index.ts'

export type DisputeRow = typeof paymentDisputes.$inferSelect
export type DisputeInsert = typeof paymentDisputes.$inferInsert

/** A payment waiting for an admin master (ADR 0063), with its parties and its open dispute. */
export interface PendingDecisionRow {
  payment_id: string
  job_id: string
  event_name: string
  hirer_name: string
  promoter_name: string
  amount_cents: string | number
  refund_cents: string | number
  flag: string | null
  release_at: Date | string
  job_status: string
  dispute_id: string | null
}

/** Queries of disputes and admin decisions (ADR 0063); the rules are in the service. */
export function paymentDisputesRepository(db: DbOrTx) {
  return {
    async insert(values: DisputeInsert): Promise<DisputeRow> {
      const [row] = await db.insert(paymentDisputes).values(values).returning()
      return row!
    },

    /** The payment's last dispute (open or decided), or undefined. */
    async lastOf(paymentId: string): Promise<DisputeRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentDisputes)
        .where(eq(paymentDisputes.paymentId, paymentId))
        .orderBy(desc(paymentDisputes.openedAt), desc(paymentDisputes.id))
        .limit(1)
      return row
    },

    /** The job's payout entry now (ADR 0019: one; rewritten by a refund decision), or undefined. */
    async payoutOf(jobId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ amountCents: ledgerEntries.amountCents })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.jobId, jobId), eq(ledgerEntries.kind, 'payout')))
        .limit(1)
      return row?.amountCents
    },

    async find(id: string): Promise<DisputeRow | undefined> {
      const [row] = await db.select().from(paymentDisputes).where(eq(paymentDisputes.id, id))
      return row
    },

    /** The open dispute, locked (the payment row is locked first by the caller). */
    async lockOpen(paymentId: string): Promise<DisputeRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentDisputes)
        .where(and(eq(paymentDisputes.paymentId, paymentId), isNull(paymentDisputes.decidedAt)))
        .for('update')
      return row
    },

    /** Decides an open dispute; undefined when another decision came first. */
    async decide(
      id: string,
      set: Pick<DisputeInsert, 'outcome' | 'refundCents' | 'decisionNote' | 'decidedBy'> & {
        decidedAt: Date
      },
    ): Promise<DisputeRow | undefined> {
      const [row] = await db
        .update(paymentDisputes)
        .set(set)
        .where(and(eq(paymentDisputes.id, id), isNull(paymentDisputes.decidedAt)))
        .returning()
      return row
    },

    /**
     * Held payments an admin must decide: an open dispute or a flag of DECIDABLE_FLAGS, the money
     * still held (paid, not released). Oldest release first: the most urgent on top.
     */
    async pending(): Promise<PendingDecisionRow[]> {
      const flags = sql.join(
        DECIDABLE_FLAGS.map((f) => sql`${f}`),
        sql`, `,
      )
      return queryRows<PendingDecisionRow>(
        db,
        sql`
        select p.id as payment_id, p.job_id, j.event_name, h.name as hirer_name,
          pr.name as promoter_name, p.amount_cents, p.refund_cents, p.flag, p.release_at,
          j.status as job_status, d.id as dispute_id
        from payments p
        join jobs j on j.id = p.job_id
        join users h on h.id = p.hirer_id
        join users pr on pr.id = p.promoter_id
        left join payment_disputes d on d.payment_id = p.id and d.decided_at is null
        where p.status = 'paid' and p.released_at is null
          and (d.id is not null or p.flag in (${flags}))
        order by p.release_at, p.id
        limit 200`,
      )
    },

    async disputes(ids: string[]): Promise<DisputeRow[]> {
      if (ids.length === 0) return []
      return db.select().from(paymentDisputes).where(inArray(paymentDisputes.id, ids))
    },

    /**
     * A settled job's entries other than its gross are written again by a refund decision
     * (ADR 0063: one row per kind, ADR 0019); the deferred trigger checks the new ones.
     */
    async clearSettlement(jobId: string) {
      await db
        .delete(ledgerEntries)
        .where(and(eq(ledgerEntries.jobId, jobId), ne(ledgerEntries.kind, 'gross')))
    },

    /**
     * The ledger's check (ADR 0019's deferred trigger) runs now instead of at commit: a refund
     * is sent to the provider only once the entries are known to add up.
     */
    async checkLedgerNow() {
      await db.execute(sql`set constraints ledger_entries_reconcile immediate`)
    },
  }
}
