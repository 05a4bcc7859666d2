import { timingSafeEqual } from 'node:crypto'
import type { AppContext } from '../../platform/context.ts'
import type { Tx } from '../../platform/db/database.ts'
import type { JobRow } from '../jobs/job-dto.ts'
import { jobsRepository } from '../jobs/jobs.repository.ts'
import { notifyJobSides } from './payment-notices.ts'
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
    const p = providerPaymentId ? await r.lockByProviderId(providerPaymentId) : undefined
    const outcome: WebhookOutcome = p ? await apply(tx, p, body, now) : 'unknown'
    if (outcome !== 'ignored') await r.setEventOutcome(eventRowId, outcome, p?.id ?? null)
    else if (p) await r.setEventOutcome(eventRowId, 'ignored', p.id)
    return outcome
  })

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
        await r.update(p.id, { refundedAt: now, updatedAt: now })
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
