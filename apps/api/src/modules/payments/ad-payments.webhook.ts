import type { AppContext } from '../../platform/context.ts'
import type { Tx } from '../../platform/db/database.ts'
import { notify } from '../notifications/notifications.service.ts'
import { AD_INVOICES_LINK } from './ad-payment.ts'
import { adPaymentsRepository, type AdPaymentRow } from './ad-payments.repository.ts'
import type { AsaasWebhookEvent } from './asaas.client.ts'
import { toCents } from './provider.ts'

/** What an event did to an ad payment (a subset of the webhook's outcomes). */
export type AdEventOutcome = 'applied' | 'ignored' | 'flagged'

const PAID_EVENTS = new Set(['PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED'])
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The ad payment of an event, locked (ADR 0060, as ADR 0057 for jobs): by the charge id, else by
 * the charge's `externalReference` (our ad payment id), storing the charge id then.
 */
export async function resolveAdPayment(
  tx: Tx,
  body: AsaasWebhookEvent,
  now: Date,
): Promise<AdPaymentRow | undefined> {
  const r = adPaymentsRepository(tx)
  const charge = body.payment
  if (!charge?.id) return undefined
  const byId = await r.lockByProviderId(charge.id)
  if (byId) return byId
  const ref = charge.externalReference
  if (!ref || !UUID.test(ref)) return undefined
  const p = await r.lockById(ref)
  if (!p || p.providerPaymentId) return p
  return r.update(p.id, {
    providerPaymentId: charge.id,
    cardUrl: charge.invoiceUrl,
    updatedAt: now,
  })
}

/**
 * Moves an ad payment forward only (ADR 0060): money of the right amount on a pending offer pays
 * it (the ledger's `ad_charge`, once per auction; the ad may go online); money after the deadline
 * is given back in full (ticker); a different amount is flagged, never applied.
 */
export async function applyAdEvent(
  ctx: AppContext,
  tx: Tx,
  p: AdPaymentRow,
  body: AsaasWebhookEvent,
  now: Date,
): Promise<AdEventOutcome> {
  const r = adPaymentsRepository(tx)
  const event = body.event
  if (p.providerPaymentId !== body.payment!.id) {
    // Money on a second charge of this payment: an admin decides (ADR 0057).
    if (!PAID_EVENTS.has(event)) return 'ignored'
    if (!p.flag) await r.update(p.id, { flag: 'stray_charge', updatedAt: now })
    return 'flagged'
  }
  if (PAID_EVENTS.has(event)) {
    const paidCents = toCents(body.payment!.value)
    if (paidCents !== p.amountCents) {
      ctx.log.warn({ adPaymentId: p.id, paidCents }, 'ad payment amount differs from the charge')
      if (!p.flag) await r.update(p.id, { flag: 'amount_mismatch', updatedAt: now })
      return 'flagged'
    }
    const billing = body.payment!.billingType
    const method = billing === 'CREDIT_CARD' ? 'card' : billing === 'BOLETO' ? 'boleto' : 'pix'
    const a = (await r.auction(p.auctionId))!
    // An ad given up (by its winner, or a suspension) before the money came is not sold.
    const open = p.status === 'pending' && !a.adCancelledAt
    if (open) {
      await r.update(p.id, { status: 'paid', paidAt: now, method, updatedAt: now })
      // "Charged only when it wins" (spec, ADR 0022): the ledger row is the money received.
      await r.chargeLedger(p.auctionId, p.amountCents, now)
      await notify(
        tx,
        {
          userId: p.supplierId,
          code: 'ad_payment_received',
          link: AD_INVOICES_LINK,
          params: { name: a.name, amount: p.amountCents },
        },
        { email: ctx },
      )
      return 'applied'
    }
    if (p.status === 'expired' || p.status === 'pending') {
      await r.update(p.id, {
        status: 'refunded',
        paidAt: now,
        method,
        refundCents: p.amountCents,
        flag: 'paid_after_close',
        updatedAt: now,
      })
      return 'applied'
    }
    return 'ignored'
  }
  if (event === 'PAYMENT_CHARGEBACK_REQUESTED' || event === 'PAYMENT_CHARGEBACK_DISPUTE') {
    if (p.flag !== 'chargeback') await r.update(p.id, { flag: 'chargeback', updatedAt: now })
    return 'flagged'
  }
  if (event === 'PAYMENT_REFUNDED' && p.status === 'refunded' && !p.refundedAt) {
    await r.refundApplied(p.id, now)
    return 'applied'
  }
  return 'ignored'
}
