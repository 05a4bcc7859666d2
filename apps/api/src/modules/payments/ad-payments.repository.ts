import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  adAuctions,
  adBids,
  adPayments,
  ledgerEntries,
  paymentEvents,
  suppliers,
  users,
} from '../../db/schema/index.ts'

export type AdPaymentRow = typeof adPayments.$inferSelect
export type AdPaymentInsert = typeof adPayments.$inferInsert

/** Queries only (ADR 0043) of ad payments (ADR 0060); the rules are in ad-payment*.ts. */
export function adPaymentsRepository(db: DbOrTx) {
  return {
    async insert(values: AdPaymentInsert): Promise<AdPaymentRow> {
      const [row] = await db.insert(adPayments).values(values).returning()
      return row!
    },

    async lockById(id: string): Promise<AdPaymentRow | undefined> {
      const [row] = await db.select().from(adPayments).where(eq(adPayments.id, id)).for('update')
      return row
    },

    async lockByProviderId(providerPaymentId: string): Promise<AdPaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(adPayments)
        .where(eq(adPayments.providerPaymentId, providerPaymentId))
        .for('update')
      return row
    },

    async update(id: string, set: Partial<AdPaymentInsert>): Promise<AdPaymentRow> {
      const [row] = await db.update(adPayments).set(set).where(eq(adPayments.id, id)).returning()
      return row!
    },

    async clearClaim(id: string, at: Date) {
      await db
        .update(adPayments)
        .set({ chargeRequestedAt: null, updatedAt: at })
        .where(and(eq(adPayments.id, id), isNull(adPayments.providerPaymentId)))
    },

    /** The supplier's ad invoices with their auction, newest first. */
    async ofSupplier(supplierId: string, id?: string) {
      return db
        .select({
          payment: adPayments,
          auctionName: adAuctions.name,
          startsOn: adAuctions.startsOn,
          endsOn: adAuctions.endsOn,
        })
        .from(adPayments)
        .innerJoin(adAuctions, eq(adAuctions.id, adPayments.auctionId))
        .where(and(eq(adPayments.supplierId, supplierId), id ? eq(adPayments.id, id) : undefined))
        .orderBy(desc(adPayments.createdAt), desc(adPayments.id))
        .limit(200)
    },

    /** Who is charged: the supplier's company, its commercial e-mail and the account's CNPJ. */
    async payer(supplierId: string) {
      const [row] = await db
        .select({
          name: suppliers.companyName,
          email: suppliers.commercialEmail,
          cnpj: users.cnpj,
          userName: users.name,
        })
        .from(users)
        .innerJoin(suppliers, eq(suppliers.userId, users.id))
        .where(eq(users.id, supplierId))
      return row
    },

    // ---- Ticker --------------------------------------------------------------------------------

    /** Offers unpaid past their deadline, skipping rows a webhook is changing. */
    async dueToExpire(now: Date, limit: number): Promise<AdPaymentRow[]> {
      return (
        db
          .select()
          .from(adPayments)
          // ADR 0060 (amended): an issued boleto keeps the offer open until it could have cleared.
          .where(
            and(
              eq(adPayments.status, 'pending'),
              lte(sql`coalesce(${adPayments.boletoClearsBy}, ${adPayments.deadline})`, now),
            ),
          )
          .orderBy(asc(adPayments.deadline), asc(adPayments.id))
          .limit(limit)
          .for('update', { skipLocked: true })
      )
    },

    /** Expired offers whose charge is still open at the provider. */
    async dueToClose(limit: number): Promise<AdPaymentRow[]> {
      return db
        .select()
        .from(adPayments)
        .where(
          and(
            eq(adPayments.status, 'expired'),
            isNotNull(adPayments.providerPaymentId),
            isNull(adPayments.closedAt),
          ),
        )
        .orderBy(asc(adPayments.updatedAt), asc(adPayments.id))
        .limit(limit)
        .for('update', { skipLocked: true })
    },

    /**
     * Money that arrived after the deadline, not yet given back at the provider, whose last call
     * is not in flight (ADR 0070: older than `staleBefore`, or none).
     */
    async dueToRefund(limit: number, staleBefore: Date): Promise<AdPaymentRow[]> {
      return db
        .select()
        .from(adPayments)
        .where(adRefundDue(staleBefore))
        .orderBy(asc(adPayments.updatedAt), asc(adPayments.id))
        .limit(limit)
    },

    /** One refund to send, locked (skipped while another transaction holds it). */
    async lockRefund(id: string, staleBefore: Date): Promise<AdPaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(adPayments)
        .where(and(eq(adPayments.id, id), adRefundDue(staleBefore)))
        .for('update', { skipLocked: true })
      return row
    },

    /** Stores the issued boleto of a pending offer, once (undefined when it was not stored). */
    async saveBoleto(id: string, boleto: { line: string; url: string; clearsBy: Date }, at: Date) {
      const [row] = await db
        .update(adPayments)
        .set({
          boletoLine: boleto.line,
          boletoUrl: boleto.url,
          boletoClearsBy: boleto.clearsBy,
          updatedAt: at,
        })
        .where(
          and(
            eq(adPayments.id, id),
            eq(adPayments.status, 'pending'),
            isNull(adPayments.boletoLine),
          ),
        )
        .returning()
      return row
    },

    /** The refund is done at the provider (its answer, or found there, or its webhook). */
    async refundApplied(id: string, at: Date) {
      await db
        .update(adPayments)
        .set({
          refundedAt: sql`coalesce(${adPayments.refundedAt}, ${at.toISOString()}::timestamptz)`,
          refundAttemptedAt: null,
          updatedAt: at,
        })
        .where(eq(adPayments.id, id))
    },

    /**
     * The next offer of an auction (ADR 0060): its highest live bid of a still active supplier
     * who was not offered the slot before (a supplier who let an offer expire is skipped).
     */
    async nextBid(auctionId: string) {
      const [row] = await db
        .select({ bid: adBids })
        .from(adBids)
        .innerJoin(suppliers, eq(suppliers.userId, adBids.supplierId))
        .innerJoin(users, eq(users.id, adBids.supplierId))
        .where(
          and(
            eq(adBids.auctionId, auctionId),
            isNull(adBids.withdrawnAt),
            eq(suppliers.status, 'active'),
            eq(users.status, 'active'),
            sql`not exists (select 1 from ad_payments ap
              where ap.auction_id = ${auctionId}::uuid and ap.supplier_id = ${adBids.supplierId})`,
          ),
        )
        .orderBy(desc(adBids.amountCents))
        .limit(1)
      return row?.bid
    },

    async expirePending(auctionId: string, at: Date) {
      await db
        .update(adPayments)
        .set({ status: 'expired', updatedAt: at })
        .where(and(eq(adPayments.auctionId, auctionId), eq(adPayments.status, 'pending')))
    },

    /** Moves the auction's won mark (one per auction, partial unique index) to another bid. */
    async moveWon(auctionId: string, toBidId: string | null) {
      await db
        .update(adBids)
        .set({ won: false })
        .where(and(eq(adBids.auctionId, auctionId), eq(adBids.won, true)))
      if (toBidId) await db.update(adBids).set({ won: true }).where(eq(adBids.id, toBidId))
    },

    async auction(id: string) {
      const [row] = await db.select().from(adAuctions).where(eq(adAuctions.id, id))
      return row
    },

    /** The ledger's one `ad_charge` of the auction, written when the money arrives. */
    async chargeLedger(auctionId: string, amountCents: number, now: Date) {
      await db
        .insert(ledgerEntries)
        .values({ adAuctionId: auctionId, kind: 'ad_charge', amountCents, createdAt: now })
        .onConflictDoNothing()
    },

    async setEventOutcome(id: string, outcome: string, adPaymentId: string) {
      await db.update(paymentEvents).set({ outcome, adPaymentId }).where(eq(paymentEvents.id, id))
    },

    /** Ad payments with a charge made since `from` (the window the provider's list covers). */
    async withChargeSince(from: Date): Promise<AdPaymentRow[]> {
      return db
        .select()
        .from(adPayments)
        .where(
          and(
            isNotNull(adPayments.providerPaymentId),
            sql`coalesce(${adPayments.chargeRequestedAt}, ${adPayments.createdAt}) >= ${from}`,
          ),
        )
    },

    /** The ledger's `ad_charge` of each auction (the ad money the ledger says it kept). */
    async chargesOf(auctionIds: string[]): Promise<Map<string, number>> {
      if (!auctionIds.length) return new Map()
      const rows = await db
        .select({ auctionId: ledgerEntries.adAuctionId, amountCents: ledgerEntries.amountCents })
        .from(ledgerEntries)
        .where(
          and(inArray(ledgerEntries.adAuctionId, auctionIds), eq(ledgerEntries.kind, 'ad_charge')),
        )
      return new Map(rows.map((r) => [r.auctionId!, r.amountCents]))
    },

    /** The ad payments of these provider charges (the daily reconciliation, ADR 0057). */
    async byCharges(chargeIds: string[]): Promise<AdPaymentRow[]> {
      if (!chargeIds.length) return []
      return db.select().from(adPayments).where(inArray(adPayments.providerPaymentId, chargeIds))
    },
  }
}

/** A refund to send: decided, not applied, no call of it in flight (ADR 0070). */
function adRefundDue(staleBefore: Date): SQL {
  return and(
    eq(adPayments.status, 'refunded'),
    isNull(adPayments.refundedAt),
    isNotNull(adPayments.providerPaymentId),
    or(isNull(adPayments.refundAttemptedAt), lte(adPayments.refundAttemptedAt, staleBefore)),
  )!
}
