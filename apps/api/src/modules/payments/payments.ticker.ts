import type { PixKeyType } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { Db } from '../../platform/db/database.ts'
import type { TickerJob } from '../../platform/ticker/ticker.ts'
import { jobsRepository } from '../jobs/jobs.repository.ts'
import { paymentProvider } from './payment-charge.ts'
import { notifyJobSides } from './payment-notices.ts'
import { ProviderError } from './provider.ts'
import { paymentsRepository } from './payments.repository.ts'
import { adminPaymentsRepository } from './admin-payments.repository.ts'
import { listProviderCharges, reconcile, saoPauloDay } from './payments-reconcile.ts'
import { paymentRefundStep, providerAttempt, sendRefund, staleBefore } from './provider-steps.ts'

/** Rows per run and kind: a backlog drains over a few minutes. */
export const PAYMENTS_TICKER_BATCH = 200

/**
 * Time-based payment steps (ADR 0055), before the jobs' own (an unpaid job is cancelled before
 * the ticker would complete it). The provider is called only in the `outside` steps, after the
 * run's transaction committed and with none open while it answers (ADR 0070); a call that fails
 * is logged and tried again on a later run, and one whose answer was lost is found at the provider
 * before it is sent again.
 */
export function paymentsTickerJobs(ctx: AppContext): TickerJob[] {
  const provider = paymentProvider(ctx)

  /** One committed release: claimed, sent (or found sent), applied (ADR 0070). */
  async function sendTransfer(db: Db, id: string, now: Date): Promise<boolean> {
    const due = await db.transaction(async (tx) => {
      const r = paymentsRepository(tx)
      const row = await r.lockSendingTransfer(id, staleBefore(now))
      if (!row) return undefined
      const waits = row.payment.flag !== null || row.disputeOpen
      if (waits || row.payoutCents === null || !row.pixKey || !row.pixKeyType) {
        // An admin must decide first: the release is withdrawn, unless a call may be out.
        if (waits && !row.payment.transferAttemptedAt)
          await r.update(id, { transferRequestedAt: null, updatedAt: now })
        return undefined
      }
      await r.update(id, { transferAttemptedAt: now, updatedAt: now })
      return {
        ...row,
        payoutCents: row.payoutCents,
        pixKey: row.pixKey,
        pixKeyType: row.pixKeyType,
      }
    })
    if (!due) return false
    const p = due.payment
    const ids = { paymentId: p.id }
    let found: { id: string } | null = null
    if (p.transferAttemptedAt) {
      // An earlier call's answer never came back: was the transfer made?
      const since = saoPauloDay(new Date(p.transferRequestedAt!.getTime() - 86_400_000))
      const seen = await providerAttempt(ctx, 'payment release look-up', ids, () =>
        provider.findTransfer(p.id, since),
      )
      if ('failed' in seen) return false
      found = seen.value
    }
    if (!found) {
      const sent = await providerAttempt(ctx, 'payment release', ids, () =>
        provider.transfer({
          valueCents: due.payoutCents,
          pixKey: due.pixKey,
          pixKeyType: due.pixKeyType as PixKeyType,
          description: `Galera Eventos: ${due.job.eventName}`,
          externalReference: p.id,
        }),
      )
      if ('failed' in sent) {
        // Refused: nothing was sent, the next run asks again; unreachable: it looks first.
        if (!sent.failed.unavailable)
          await paymentsRepository(db).update(p.id, { transferAttemptedAt: null, updatedAt: now })
        return false
      }
      found = sent.value
    }
    const transferId = found.id
    return db.transaction(async (tx) => {
      const r = paymentsRepository(tx)
      const cur = await r.lockById(p.id)
      if (!cur || cur.releasedAt) return false
      await r.update(p.id, {
        status: cur.status === 'paid' ? 'released' : cur.status,
        releasedAt: now,
        transferId,
        transferAttemptedAt: null,
        updatedAt: now,
      })
      await r.markPayoutPaid(p.jobId, now)
      await notifyJobSides(ctx, tx, due.job, 'payment_released', ['promoter'], {
        amount: due.payoutCents,
      })
      return true
    })
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
      async outside(db, now) {
        const r = paymentsRepository(db)
        let n = 0
        for (const p of await r.dueToClose(PAYMENTS_TICKER_BATCH)) {
          const done = await providerAttempt(ctx, 'payment close', { paymentId: p.id }, () =>
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
      name: 'payments.refund',
      async outside(db, now) {
        const step = paymentRefundStep(now, 'Galera Eventos: cancelamento')
        let n = 0
        for (const p of await paymentsRepository(db).dueToRefund(
          PAYMENTS_TICKER_BATCH,
          staleBefore(now),
        ))
          if (await sendRefund(ctx, db, provider, step, p.id, now)) n++
        return n
      },
    },
    {
      // After the job and the dispute window the release is committed as sending (ADR 0070);
      // the transfer itself is the `outside` step below.
      name: 'payments.release',
      async run(tx, now) {
        const r = paymentsRepository(tx)
        let n = 0
        for (const due of await r.dueToRelease(now, PAYMENTS_TICKER_BATCH)) {
          await r.update(due.payment.id, { transferRequestedAt: now, updatedAt: now })
          n++
        }
        return n
      },
      // The promoter's net goes to their Pix key: exactly the ledger's payout entry.
      async outside(db, now) {
        let n = 0
        for (const p of await paymentsRepository(db).sendingTransfers(
          PAYMENTS_TICKER_BATCH,
          staleBefore(now),
        ))
          if (await sendTransfer(db, p.id, now)) n++
        return n
      },
    },
    {
      // ADR 0057: once per São Paulo day, the provider's charges against our payments and ledger.
      // ADR 0070: every page is read first, with no transaction open; then staged and compared.
      name: 'payments.reconcile',
      async outside(db, now) {
        // Without a provider (a test that does not pay) there is nothing to compare with.
        if (!ctx.env.PAYMENT_PROVIDER_URL) return 0
        if (await adminPaymentsRepository(db).dailyRunOn(saoPauloDay(now))) return 0
        try {
          const listed = await listProviderCharges(ctx, now)
          const run = await db.transaction((tx) => reconcile(ctx, tx, now, null, listed))
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
