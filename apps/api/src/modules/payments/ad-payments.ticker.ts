import type { AppContext } from '../../platform/context.ts'
import type { TickerJob } from '../../platform/ticker/ticker.ts'
import { expireAdOffer } from './ad-payment.ts'
import { adPaymentsRepository } from './ad-payments.repository.ts'
import { paymentProvider } from './payment-charge.ts'
import { ProviderError } from './provider.ts'

/** Rows per run and kind: a backlog drains over a few minutes. */
const BATCH = 200

/**
 * Time-based steps of ad payments (ADR 0060), run before the auctions' own. Rows are moved by
 * their locked state, so a second run changes nothing twice; provider calls that fail are logged
 * and tried again next run.
 */
export function adPaymentsTickerJobs(ctx: AppContext): TickerJob[] {
  const provider = paymentProvider(ctx)

  async function attempt(what: string, id: string, fn: () => Promise<unknown>) {
    try {
      await fn()
      return true
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err
      ctx.log.warn(
        { adPaymentId: id, status: err.status, message: err.message },
        `ad payment ${what} failed`,
      )
      return false
    }
  }

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
      async run(tx, now) {
        const r = adPaymentsRepository(tx)
        let n = 0
        for (const p of await r.dueToClose(BATCH)) {
          if (!(await attempt('close', p.id, () => provider.cancelCharge(p.providerPaymentId!))))
            continue
          await r.update(p.id, { closedAt: now, updatedAt: now })
          n++
        }
        return n
      },
    },
    {
      // Money that arrived after the deadline goes back in full.
      name: 'adPayments.refund',
      async run(tx, now) {
        const r = adPaymentsRepository(tx)
        let n = 0
        for (const p of await r.dueToRefund(BATCH)) {
          const done = await attempt('refund', p.id, () =>
            provider.refund(
              p.providerPaymentId!,
              p.refundCents,
              'Galera Eventos: anúncio fora do prazo',
            ),
          )
          if (!done) continue
          await r.update(p.id, { refundedAt: now, updatedAt: now })
          n++
        }
        return n
      },
    },
  ]
}
