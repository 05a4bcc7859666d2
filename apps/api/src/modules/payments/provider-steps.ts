import type { AppContext } from '../../platform/context.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { ProviderError, type PaymentProvider } from './provider.ts'
import { paymentsRepository } from './payments.repository.ts'
import { adPaymentsRepository } from './ad-payments.repository.ts'

/**
 * ADR 0070: a provider call of the ticker is claimed for this long (`*_attempted_at`). A claim
 * younger than this is another run's call in flight and is left alone; an older one is a call
 * whose answer never came back or was never applied (a crash, a timeout), and the next run looks
 * at the provider before it sends again. One ticker interval; a claim this old is taken over.
 */
export const PROVIDER_CALL_LEASE_MS = 60_000

export const staleBefore = (now: Date) => new Date(now.getTime() - PROVIDER_CALL_LEASE_MS)

/** The provider refused or could not be reached: logged, null (the row is tried again later). */
export async function providerAttempt<T>(
  ctx: Pick<AppContext, 'log'>,
  what: string,
  ids: Record<string, string>,
  fn: () => Promise<T>,
): Promise<{ value: T } | { failed: ProviderError }> {
  try {
    return { value: await fn() }
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err
    ctx.log.warn({ ...ids, status: err.status, message: err.message }, `${what} failed`)
    return { failed: err }
  }
}

/** What a refund step needs of its table (payments or ad payments). */
export interface RefundRow {
  id: string
  providerPaymentId: string | null
  refundCents: number
  refundAttemptedAt: Date | null
}

/**
 * Sends one decided refund without a transaction open while the provider answers (ADR 0070):
 * 1. a short transaction locks the row (skipped if another holds it) and commits the attempt;
 * 2. if an earlier attempt's outcome is unknown, the charge is read: a refund already there is
 *    not sent again (Asaas has no idempotency key for refunds; the charge lists its refunds);
 *    otherwise the refund is asked for;
 * 3. a short transaction applies it. A refusal gives the attempt back; an unreachable provider
 *    keeps it, so the next run looks first.
 */
export async function sendRefund<R extends RefundRow>(
  ctx: Pick<AppContext, 'log'>,
  db: Db,
  provider: PaymentProvider,
  step: {
    kind: string
    description: string
    lock(tx: DbOrTx, id: string): Promise<R | undefined>
    setAttempt(db: DbOrTx, id: string, at: Date | null): Promise<void>
    applied(db: DbOrTx, id: string, at: Date): Promise<void>
  },
  id: string,
  now: Date,
): Promise<boolean> {
  const row = await db.transaction(async (tx) => {
    const r = await step.lock(tx, id)
    if (r) await step.setAttempt(tx, id, now)
    return r
  })
  if (!row?.providerPaymentId) return false
  const chargeId = row.providerPaymentId
  const ids = { [`${step.kind}Id`]: id }
  if (row.refundAttemptedAt) {
    const seen = await providerAttempt(ctx, `${step.kind} refund look-up`, ids, () =>
      provider.getCharge(chargeId),
    )
    if ('failed' in seen) return false
    if ((seen.value.refundedCents ?? 0) >= row.refundCents) {
      await step.applied(db, id, now)
      return true
    }
  }
  const sent = await providerAttempt(ctx, `${step.kind} refund`, ids, () =>
    provider.refund(chargeId, row.refundCents, step.description),
  )
  if ('failed' in sent) {
    // Refused: nothing was done, the next run simply asks again.
    if (!sent.failed.unavailable) await step.setAttempt(db, id, null)
    return false
  }
  await step.applied(db, id, now)
  return true
}

/**
 * A hiring payment's refund (a cancellation, money after the deadline, a dispute decision).
 * `wait`: wait for the row's lock instead of skipping it (a decision's own refund, ADR 0070).
 */
export const paymentRefundStep = (now: Date, description: string, wait = false) => ({
  kind: 'payment',
  description,
  lock: (tx: DbOrTx, id: string) => paymentsRepository(tx).lockRefund(id, staleBefore(now), wait),
  setAttempt: async (db: DbOrTx, id: string, at: Date | null) => {
    await paymentsRepository(db).update(id, { refundAttemptedAt: at })
  },
  applied: (db: DbOrTx, id: string, at: Date) => paymentsRepository(db).refundApplied(id, at),
})

/** An ad payment's refund (money that arrived after the deadline). */
export const adPaymentRefundStep = (now: Date, description: string) => ({
  kind: 'adPayment',
  description,
  lock: (tx: DbOrTx, id: string) => adPaymentsRepository(tx).lockRefund(id, staleBefore(now)),
  setAttempt: async (db: DbOrTx, id: string, at: Date | null) => {
    await adPaymentsRepository(db).update(id, { refundAttemptedAt: at })
  },
  applied: (db: DbOrTx, id: string, at: Date) => adPaymentsRepository(db).refundApplied(id, at),
})
