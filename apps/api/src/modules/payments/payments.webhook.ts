import { timingSafeEqual } from 'node:crypto'
import type { AppContext } from '../../platform/context.ts'
import type { Tx } from '../../platform/db/database.ts'
import type { JobRow } from '../jobs/job-dto.ts'
import { jobsRepository } from '../jobs/jobs.repository.ts'
import { notifyJobSides } from './payment-notices.ts'
import { adPaymentsRepository } from './ad-payments.repository.ts'
import { applyAdEvent, resolveAdPayment } from './ad-payments.webhook.ts'
import type { AsaasWebhookEvent } from './asaas.client.ts'
import { toCents } from './provider.ts'
import { paymentsRepository, type PaymentRow } from './payments.repository.ts'

export type WebhookOutcome = 'applied' | 'ignored' | 'flagged' | 'unknown' | 'duplicate'

/** The `asaas-access-token` header against the configured token, in constant time. */
export function webhookTokenValid(ctx: AppContext, header: unknown): boolean {
  if (typeof header !== 'string') return false
  const a = Buffer.from(header)
  const b = Buffer.from(ctx.env.PAYMENT_WEBHOOK_TOKEN)
  return a.length === b.length && timingSafeEqual(a, b)
}

const PAID_EVENTS = new Set(['PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED'])
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Applies one provider event (ADR 0055), in one transaction: the event id is recorded first (a
 * replay or a concurrent duplicate stops there), then the payment row is locked and moved only
 * along its graph, so an event arriving late or out of order changes nothing. The amount paid is
 * compared with the amount computed here; a difference is flagged for an admin, never applied.
 */
export async function applyWebhook(
  ctx: AppContext,
  body: AsaasWebhookEvent,
): Promise<WebhookOutcome> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const r = paymentsRepository(tx)
    const providerPaymentId = body.payment?.id ?? null
    const eventRowId = await r.recordEvent({
      providerEventId: body.id,
      event: body.event,
      providerPaymentId,
      outcome: 'ignored',
      payload: body,
      receivedAt: now,
    })
    if (!eventRowId) return 'duplicate'
    const p = await resolve(tx, body, now)
    if (!p) {
      // Not a job's payment: an ad's (ADR 0060), under the same event record.
      const ad = await resolveAdPayment(tx, body, now)
      if (ad) {
        const outcome = await applyAdEvent(ctx, tx, ad, body, now)
        await adPaymentsRepository(tx).setEventOutcome(eventRowId, outcome, ad.id)
        return outcome
      }
    }
    const outcome: WebhookOutcome = !p
      ? 'unknown'
      : p.providerPaymentId === providerPaymentId
        ? await apply(tx, p, body, now)
        : await strayCharge(tx, p, body, now)
    if (outcome !== 'ignored') await r.setEventOutcome(eventRowId, outcome, p?.id ?? null)
    else if (p) await r.setEventOutcome(eventRowId, 'ignored', p.id)
    return outcome
  })

  /**
   * The event's payment, locked (ADR 0057): by the provider's charge id, else by the charge's
   * `externalReference`, our payment id. An event that arrives before the charge's id is stored
   * (the provider may call us before it answers the create call) stores it: the charge was made
   * for this payment.
   */
  async function resolve(tx: Tx, body: AsaasWebhookEvent, now: Date) {
    const r = paymentsRepository(tx)
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
   * A second charge made for a payment that has another one (ADR 0057: not expected, the claim
   * and the look-up by reference prevent it). Money arriving there is flagged for an admin; the
   * reconciliation lists the charge.
   */
  async function strayCharge(tx: Tx, p: PaymentRow, body: AsaasWebhookEvent, now: Date) {
    if (!PAID_EVENTS.has(body.event)) return 'ignored' as const
    ctx.log.warn({ paymentId: p.id, chargeId: body.payment!.id }, 'money on a second charge')
    if (!p.flag) await paymentsRepository(tx).update(p.id, { flag: 'stray_charge', updatedAt: now })
    return 'flagged' as const
  }

  async function apply(tx: Tx, p: PaymentRow, body: AsaasWebhookEvent, now: Date) {
    const r = paymentsRepository(tx)
    const event = body.event
    if (PAID_EVENTS.has(event)) {
      const paidCents = toCents(body.payment!.value)
      if (paidCents !== p.amountCents) {
        ctx.log.warn(
          { paymentId: p.id, paidCents, amountCents: p.amountCents },
          'payment amount differs from the charge',
        )
        if (!p.flag) await r.update(p.id, { flag: 'amount_mismatch', updatedAt: now })
        return 'flagged'
      }
      const method = body.payment!.billingType === 'CREDIT_CARD' ? 'card' : 'pix'
      if (p.status === 'pending') {
        await r.update(p.id, { status: 'paid', paidAt: now, method, updatedAt: now })
        const jr = jobsRepository(tx)
        const job = (await jr.find(p.jobId))!
        // The hirer was charged: the ledger's gross (ADR 0019), once per job by its unique index.
        await jr.insertLedger([
          { jobId: job.id, kind: 'gross', amountCents: job.cashCents, createdAt: now },
        ])
        await tell(tx, job, 'payment_received')
        return 'applied'
      }
      if (p.status === 'expired' || p.status === 'voided') {
        // Paid after the deadline or the cancellation: everything goes back (ticker).
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
      // The release waits for an admin while a chargeback is open.
      if (p.flag !== 'chargeback') await r.update(p.id, { flag: 'chargeback', updatedAt: now })
      return 'flagged'
    }
    if (event === 'PAYMENT_REFUNDED' || event === 'PAYMENT_PARTIALLY_REFUNDED') {
      if (p.status === 'refunded' && !p.refundedAt) {
        await r.refundApplied(p.id, now)
        return 'applied'
      }
      return 'ignored'
    }
    return 'ignored'
  }

  async function tell(tx: Tx, job: JobRow, code: 'payment_received') {
    await notifyJobSides(ctx, tx, job, code, ['hirer', 'promoter'])
  }
}
