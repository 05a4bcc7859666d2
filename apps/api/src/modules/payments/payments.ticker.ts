import type { PixKeyType } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { TickerJob } from '../../platform/ticker/ticker.ts'
import { jobsRepository } from '../jobs/jobs.repository.ts'
import { paymentProvider } from './payment-charge.ts'
import { notifyJobSides } from './payment-notices.ts'
import { ProviderError } from './provider.ts'
import { paymentsRepository } from './payments.repository.ts'
import { adminPaymentsRepository } from './admin-payments.repository.ts'
import { reconcile, saoPauloDay } from './payments-reconcile.ts'

/** Rows per run and kind: a backlog drains over a few minutes. */
export const PAYMENTS_TICKER_BATCH = 200

/**
 * Time-based payment steps (ADR 0055), before the jobs' own (an unpaid job is cancelled before
 * the ticker would complete it). Provider calls that fail are logged and tried again next run;
 * a row is moved by its locked state, so a second run changes nothing twice.
 */
export function paymentsTickerJobs(ctx: AppContext): TickerJob[] {
  const provider = paymentProvider(ctx)

  /** The provider's answer, or null when it refused or could not be reached (logged). */
  async function attempt<T>(what: string, paymentId: string, fn: () => Promise<T>) {
    try {
      return { value: await fn() }
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err
      ctx.log.warn(
        { paymentId, status: err.status, message: err.message },
        `payment ${what} failed`,
      )
      return null
    }
  }

  return [
    {
      // Unpaid at the deadline: the job is cancelled, the date released, both sides told.
      name: 'payments.expire',
      async run(tx, now) {
        const r = paymentsRepository(tx)
        const jr = jobsRepository(tx)
        let n = 0
        for (const p of await r.dueToExpire(now, PAYMENTS_TICKER_BATCH)) {
          await r.update(p.id, { status: 'expired', updatedAt: now })
          const job = await jr.transition(p.jobId, 'accepted', {
            status: 'cancelled',
            cancelledAt: now,
            reason: null,
            updatedAt: now,
          })
          if (job) await notifyJobSides(ctx, tx, job, 'payment_expired', ['hirer', 'promoter'])
          n++
        }
        return n
      },
    },
    {
      // Charges nobody will pay are removed at the provider (its page stops taking them).
      name: 'payments.close',
      async run(tx, now) {
        const r = paymentsRepository(tx)
        let n = 0
        for (const p of await r.dueToClose(PAYMENTS_TICKER_BATCH)) {
          const done = await attempt('close', p.id, () =>
            provider.cancelCharge(p.providerPaymentId!),
          )
          if (!done) continue
          await r.update(p.id, { closedAt: now, updatedAt: now })
          n++
        }
        return n
      },
    },
    {
      name: 'payments.refund',
      async run(tx, now) {
        const r = paymentsRepository(tx)
        let n = 0
        for (const p of await r.dueToRefund(PAYMENTS_TICKER_BATCH)) {
          const done = await attempt('refund', p.id, () =>
            provider.refund(p.providerPaymentId!, p.refundCents, 'Galera Eventos: cancelamento'),
          )
          if (!done) continue
          await r.update(p.id, { refundedAt: now, updatedAt: now })
          n++
        }
        return n
      },
    },
    {
      // After the job and the dispute window: the promoter's net goes to their Pix key.
      name: 'payments.release',
      async run(tx, now) {
        const r = paymentsRepository(tx)
        let n = 0
        for (const due of await r.dueToRelease(now, PAYMENTS_TICKER_BATCH)) {
          const p = due.payment
          const t = await attempt('release', p.id, () =>
            provider.transfer({
              valueCents: due.payoutCents,
              pixKey: due.pixKey,
              pixKeyType: due.pixKeyType as PixKeyType,
              description: `Galera Eventos: ${due.job.eventName}`,
              externalReference: p.id,
            }),
          )
          if (!t) continue
          await r.update(p.id, {
            status: p.status === 'paid' ? 'released' : p.status,
            releasedAt: now,
            transferId: t.value.id,
            updatedAt: now,
          })
          await r.markPayoutPaid(p.jobId, now)
          await notifyJobSides(ctx, tx, due.job, 'payment_released', ['promoter'], {
            amount: due.payoutCents,
          })
          n++
        }
        return n
      },
    },
    {
      // ADR 0057: once per São Paulo day, the provider's charges against our payments and ledger.
      name: 'payments.reconcile',
      async run(tx, now) {
        // Without a provider (a test that does not pay) there is nothing to compare with.
        if (!ctx.env.PAYMENT_PROVIDER_URL) return 0
        if (await adminPaymentsRepository(tx).dailyRunOn(saoPauloDay(now))) return 0
        try {
          const run = await reconcile(ctx, tx, now, null)
          return run ? 1 : 0
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err
          ctx.log.warn(
            { status: err.status, message: err.message },
            'payment reconciliation failed',
          )
          return 0
        }
      },
    },
  ]
}
