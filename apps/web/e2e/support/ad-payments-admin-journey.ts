import { adPaymentDeadline } from '@galera/shared'
import type { Db } from '../../../api/src/platform/db/database.ts'
import { eq } from 'drizzle-orm'
import { adBids, adPayments, ledgerEntries } from '../../../api/src/db/schema/index.ts'
import { createSupplier } from '../../../api/test/factories/products.ts'
import { createAdAuction, placeBid } from '../../../api/test/factories/promotions.ts'

/*
 * admin-payments.spec.ts (ADR 0064): two closed ad auctions of the main instance, one whose
 * winner was offered the slot and has not paid (awaiting payment, deadline as ADR 0060 sets it),
 * one paid by Pix with its ledger `ad_charge`, so the payments screen always has ad rows to show
 * and to add up. Written here, never through the stand-in; the spec only reads them.
 */
export const AD_AWAITING_AUCTION = 'Vitrine Conciliação 2027 (a pagar)'
export const AD_PAID_AUCTION = 'Vitrine Conciliação 2027 (paga)'
export const AD_AWAITING_SUPPLIER = 'Brindes Aguardando'
export const AD_PAID_SUPPLIER = 'Brindes Pagante'

const DAY = 86_400_000

export async function seedAdPaymentsAdminJourney(db: Db) {
  const now = new Date()
  const slots = [
    {
      name: AD_AWAITING_AUCTION,
      supplier: AD_AWAITING_SUPPLIER,
      amountCents: 23_400,
      paid: false,
      slideOrder: 8,
    },
    {
      name: AD_PAID_AUCTION,
      supplier: AD_PAID_SUPPLIER,
      amountCents: 31_500,
      paid: true,
      slideOrder: 9,
    },
  ]
  for (const s of slots) {
    const { user } = await createSupplier(db, { name: s.supplier })
    const a = await createAdAuction(db, {
      name: s.name,
      status: 'closed',
      position: 'bottom',
      slideOrder: s.slideOrder,
      bidsOpenAt: new Date(now.getTime() - 3 * DAY),
      bidsCloseAt: new Date(now.getTime() - 60_000),
      startsOn: '2027-12-01',
      endsOn: '2027-12-07',
    })
    // Marked won here: the factory's `won` writes the pre-ADR 0060 ledger row at once.
    const bid = await placeBid(db, {
      auctionId: a.id,
      supplierId: user.id,
      amountCents: s.amountCents,
      createdAt: new Date(now.getTime() - 2 * DAY),
    })
    await db.update(adBids).set({ won: true }).where(eq(adBids.id, bid.id))
    await db.insert(adPayments).values({
      auctionId: a.id,
      bidId: bid.id,
      supplierId: user.id,
      amountCents: s.amountCents,
      status: s.paid ? 'paid' : 'pending',
      method: s.paid ? 'pix' : null,
      paidAt: s.paid ? now : null,
      deadline: adPaymentDeadline(now, a.startsOn),
      createdAt: now,
      updatedAt: now,
    })
    if (s.paid)
      await db.insert(ledgerEntries).values({
        adAuctionId: a.id,
        kind: 'ad_charge',
        amountCents: s.amountCents,
        createdAt: now,
      })
  }
}
