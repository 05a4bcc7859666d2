import type { AppContext } from '../../platform/context.ts'
import type { TickerJob } from '../../platform/ticker/ticker.ts'
import { expireAdOffer } from './ad-payment.ts'
import { adPaymentsRepository } from './ad-payments.repository.ts'
import { paymentProvider } from './payment-charge.ts'
import { adPaymentRefundStep, providerAttempt, sendRefund, staleBefore } from './provider-steps.ts'

/** Rows per run and kind: a backlog drains over a few minutes. */
const BATCH = 200

/**
 * Time-based steps of ad payments (ADR 0060), run before the auctions' own. Rows are moved by
 * their locked state, so a second run changes nothing twice; the provider is called only in the
 * `outside` steps, with no transaction open (ADR 0070), and a failed call is tried again later.
 */
export function adPaymentsTickerJobs(ctx: AppContext): TickerJob[] {
  const provider = paymentProvider(ctx)

  return [
    {
      // Unpaid at the deadline: the offer expires and the slot goes to the next bid.
      name: 'adPayments.expire',
      async run(tx, now) {
        let n = 0
        for (const p of await adPaymentsRepository(tx).dueToExpire(now, BATCH)) {
          await expireAdOffer(ctx, tx, p, now)
          n++
        }
        return n
      },
    },
    {
      // The expired offer's charge is removed at the provider (its page stops taking it).
      name: 'adPayments.close',
      async outside(db, now) {
        const r = adPaymentsRepository(db)
        let n = 0
        for (const p of await r.dueToClose(BATCH)) {
          const done = await providerAttempt(ctx, 'ad payment close', { adPaymentId: p.id }, () =>
            provider.cancelCharge(p.providerPaymentId!),
          )
          // A charge already removed (a lost answer before) is not found: it is closed too.
          if ('failed' in done && done.failed.status !== 404) continue
          await r.update(p.id, { closedAt: now, updatedAt: now })
          n++
        }
        return n
      },
    },
    {
      // Money that arrived after the deadline goes back in full.
      name: 'adPayments.refund',
      async outside(db, now) {
        const step = adPaymentRefundStep(now, 'Galera Eventos: anúncio fora do prazo')
        let n = 0
        for (const p of await adPaymentsRepository(db).dueToRefund(BATCH, staleBefore(now)))
          if (await sendRefund(ctx, db, provider, step, p.id, now)) n++
        return n
      },
    },
  ]
}
