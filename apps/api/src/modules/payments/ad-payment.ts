import QRCode from 'qrcode'
import {
  adPaymentDeadline,
  boletoClearsBy,
  boletoOffered,
  type AdInvoiceDto,
  type PaymentMethod,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { Tx } from '../../platform/db/database.ts'
import { notify } from '../notifications/notifications.service.ts'
import { adPaymentsRepository, type AdPaymentRow } from './ad-payments.repository.ts'
import { customerFor, localDay, openProviderCharge } from './payment-open.ts'
import { paymentProvider } from './payment-charge.ts'

/** The supplier's "my ad invoices" page (web), where every ad payment notice leads. */
export const AD_INVOICES_LINK = '/promotor/panel/supplier/ad-invoices'

interface Offer {
  auctionId: string
  auctionName: string
  startsOn: string
  bid: { id: string; supplierId: string; amountCents: number }
}

/**
 * ADR 0060: the slot is offered to a bid (at the close, its highest; later, the next one): the
 * bid is marked won, its payment waits with its deadline and the supplier is told what to pay by
 * when. Nothing reaches the ledger before the money does. Same transaction as the caller's.
 */
export async function offerAd(ctx: AppContext, tx: Tx, offer: Offer, now: Date) {
  const r = adPaymentsRepository(tx)
  await r.moveWon(offer.auctionId, offer.bid.id)
  const p = await r.insert({
    auctionId: offer.auctionId,
    bidId: offer.bid.id,
    supplierId: offer.bid.supplierId,
    amountCents: offer.bid.amountCents,
    status: 'pending',
    deadline: adPaymentDeadline(now, offer.startsOn),
    createdAt: now,
    updatedAt: now,
  })
  await notify(
    tx,
    {
      userId: offer.bid.supplierId,
      code: 'ad_payment_due',
      link: AD_INVOICES_LINK,
      params: {
        name: offer.auctionName,
        amount: p.amountCents,
        deadline: p.deadline.toISOString(),
      },
    },
    { email: ctx },
  )
  return p
}

/**
 * An offer unpaid at its deadline (ADR 0060): it expires, its supplier is told (nothing was
 * charged) and the slot is offered to the next highest bid of another active supplier; with no
 * such bid the auction keeps no winner and the slot stays unsold.
 */
export async function expireAdOffer(ctx: AppContext, tx: Tx, p: AdPaymentRow, now: Date) {
  const r = adPaymentsRepository(tx)
  await r.update(p.id, { status: 'expired', updatedAt: now })
  const a = (await r.auction(p.auctionId))!
  await notify(
    tx,
    {
      userId: p.supplierId,
      code: 'ad_payment_expired',
      link: AD_INVOICES_LINK,
      params: { name: a.name, amount: p.amountCents },
    },
    { email: ctx },
  )
  const next = a.adCancelledAt || a.status !== 'closed' ? undefined : await r.nextBid(a.id)
  if (!next) {
    await r.moveWon(a.id, null)
    return null
  }
  return offerAd(
    ctx,
    tx,
    { auctionId: a.id, auctionName: a.name, startsOn: a.startsOn, bid: next },
    now,
  )
}

/**
 * The winner gave its ad up before paying (ADR 0060): its offer ends now (the charge is removed
 * by the ticker) and the slot is not passed on. Same transaction as the cancellation.
 */
export async function withdrawAdOffer(tx: Tx, auctionId: string, now: Date) {
  await adPaymentsRepository(tx).expirePending(auctionId, now)
}

/** Opens (once) the provider charge of an ad payment (ADR 0057's steps, ADR 0060). */
export function openAdCharge(ctx: AppContext, paymentId: string): Promise<AdPaymentRow> {
  return openProviderCharge<AdPaymentRow>(
    ctx,
    {
      lock: (tx, id) => adPaymentsRepository(tx).lockById(id),
      update: (tx, id, set) => adPaymentsRepository(tx).update(id, set),
      clearClaim: (db, id, at) => adPaymentsRepository(db).clearClaim(id, at),
      async create(provider, p) {
        const r = adPaymentsRepository(ctx.db)
        const customerId = await customerFor(ctx, provider, p.supplierId, async () => {
          const payer = (await r.payer(p.supplierId))!
          return {
            name: payer.name || payer.userName,
            email: payer.email,
            cpfCnpj: payer.cnpj ?? '',
          }
        })
        const a = (await r.auction(p.auctionId))!
        return provider.createCharge({
          customerId,
          valueCents: p.amountCents,
          dueDate: localDay(p.deadline, 'America/Sao_Paulo'),
          description: `Galera Eventos — anúncio: ${a.name}`,
          externalReference: p.id,
        })
      },
    },
    paymentId,
  )
}

/**
 * ADR 0060 (amended): the open charge's boleto, when the offer may take one (it clears before the
 * ad period) and none is stored yet. The provider answers with no transaction open; the line is
 * stored with the instant until which the offer waits for it to clear. Answers the row as stored.
 */
export async function issueAdBoleto(
  ctx: AppContext,
  p: AdPaymentRow,
  startsOn: string,
): Promise<AdPaymentRow> {
  const now = ctx.clock.now()
  if (p.status !== 'pending' || p.boletoLine || !p.providerPaymentId) return p
  if (p.deadline <= now || !boletoOffered(p.deadline, startsOn)) return p
  const b = await paymentProvider(ctx).boleto(p.providerPaymentId)
  const saved = await adPaymentsRepository(ctx.db).saveBoleto(
    p.id,
    { line: b.line.replace(/\D/g, ''), url: b.url, clearsBy: boletoClearsBy(p.deadline) },
    now,
  )
  return saved ?? p
}

export async function adInvoiceDto(row: {
  payment: AdPaymentRow
  auctionName: string
  startsOn: string
  endsOn: string
}): Promise<AdInvoiceDto> {
  const p = row.payment
  const open = p.status === 'pending' && p.pixPayload
  const svg = open ? await QRCode.toString(p.pixPayload!, { type: 'svg', margin: 1 }) : null
  return {
    id: p.id,
    auctionId: p.auctionId,
    auctionName: row.auctionName,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    status: p.status as AdInvoiceDto['status'],
    amountCents: p.amountCents,
    deadline: p.deadline.toISOString(),
    pix: open
      ? {
          payload: p.pixPayload!,
          qrCode: `data:image/svg+xml;base64,${Buffer.from(svg!).toString('base64')}`,
        }
      : null,
    cardUrl: p.status === 'pending' ? p.cardUrl : null,
    boleto:
      p.status === 'pending' && p.boletoLine
        ? { line: p.boletoLine, url: p.boletoUrl!, clearsBy: p.boletoClearsBy!.toISOString() }
        : null,
    boletoOffered:
      p.status === 'pending' && (!!p.boletoLine || boletoOffered(p.deadline, row.startsOn)),
    method: (p.method as PaymentMethod | null) ?? null,
    paidAt: p.paidAt?.toISOString() ?? null,
    refundCents: p.refundCents,
  }
}
