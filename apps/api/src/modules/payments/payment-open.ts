import type { AppContext } from '../../platform/context.ts'
import type { DbOrTx, Tx } from '../../platform/db/database.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { JobRow } from '../jobs/job-dto.ts'
import { jobsRepository } from '../jobs/jobs.repository.ts'
import { checkPixCode, paymentProvider, providerFailure } from './payment-charge.ts'
import type { PaymentProvider, ProviderCharge } from './provider.ts'
import { paymentsRepository, type PaymentRow } from './payments.repository.ts'

/** How long a claim to open a charge stands before another process may take it over. */
export const CHARGE_CLAIM_MS = 60_000
/** How long an ask waits for another process's claim to store its charge. */
const CLAIM_WAIT_MS = 10_000

const flights = new WeakMap<AppContext['env'], Map<string, Promise<unknown>>>()

/**
 * This process's charge openings under way, by payment id: concurrent asks share one attempt
 * (job and ad payments have distinct ids).
 */
export function shareFlight<T>(
  ctx: Pick<AppContext, 'env'>,
  id: string,
  open: () => Promise<T>,
): Promise<T> {
  let m = flights.get(ctx.env)
  if (!m) flights.set(ctx.env, (m = new Map()))
  let flight = m.get(id) as Promise<T> | undefined
  if (!flight) {
    flight = open().finally(() => m.delete(id))
    m.set(id, flight)
  }
  return flight
}

/** What opening a charge reads of a payment row (a job's or an ad's: ADR 0057, ADR 0060). */
export interface ChargeableRow {
  id: string
  status: string
  deadline: Date
  amountCents: number
  providerPaymentId: string | null
  pixPayload: string | null
  chargeRequestedAt: Date | null
}

export interface ChargeFields {
  chargeRequestedAt?: Date
  providerPaymentId?: string
  cardUrl?: string
  pixPayload?: string
  updatedAt: Date
}

/** Where a kind of payment keeps its charge, and how its provider charge is made. */
export interface ChargeStore<T extends ChargeableRow> {
  lock(tx: Tx, id: string): Promise<T | undefined>
  update(tx: Tx, id: string, set: ChargeFields): Promise<T>
  /** Gives back a claim (the provider failed before a charge id was stored). */
  clearClaim(db: DbOrTx, id: string, at: Date): Promise<void>
  /** Creates the provider charge, `externalReference` = the payment id. */
  create(provider: PaymentProvider, row: T): Promise<ProviderCharge>
}

/**
 * Opens the provider charge of a pending payment (ADR 0057). No transaction is open while the
 * provider answers: a claim (`charge_requested_at`) commits first; the charge is then found by
 * its `externalReference` (our payment id: a charge made by a call whose answer was lost is
 * reused, never doubled) or created with it; its id is stored after. A webhook that arrives
 * before that finds the payment by the same `externalReference`, so it is never 'unknown'.
 * Returns the payment as it stands. Job payments and ad payments (ADR 0060) share it.
 */
export async function openProviderCharge<T extends ChargeableRow>(
  ctx: AppContext,
  store: ChargeStore<T>,
  paymentId: string,
): Promise<T> {
  const provider = paymentProvider(ctx)
  const waitUntil = Date.now() + CLAIM_WAIT_MS
  for (;;) {
    const now = ctx.clock.now()
    const step = await ctx.db.transaction(async (tx) => {
      const p = (await store.lock(tx, paymentId))!
      if (p.status !== 'pending' || p.deadline <= now || p.pixPayload) return { p, go: false }
      if (p.providerPaymentId) return { p, go: true }
      const claimed = p.chargeRequestedAt
      if (claimed && now.getTime() - claimed.getTime() < CHARGE_CLAIM_MS)
        return { p, go: false, busy: true }
      return {
        p: await store.update(tx, p.id, { chargeRequestedAt: now, updatedAt: now }),
        go: true,
      }
    })
    if (step.busy) {
      // Another process holds the claim: wait for its charge, then answer it.
      if (Date.now() > waitUntil) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE')
      await new Promise((resolve) => setTimeout(resolve, 100))
      continue
    }
    if (!step.go) return step.p
    try {
      return await chargeAndCode(step.p)
    } catch (err) {
      if (!step.p.providerPaymentId) {
        // The claim is given back so the next ask tries again at once.
        await store.clearClaim(ctx.db, paymentId, now)
      }
      return providerFailure(ctx, err)
    }
  }

  async function chargeAndCode(p: T): Promise<T> {
    const now = ctx.clock.now()
    let chargeId = p.providerPaymentId
    if (!chargeId) {
      const found = await existingCharge(p.id)
      const charge = found ?? (await store.create(provider, p))
      // A webhook may have stored this charge already (it found the payment by reference).
      p = await ctx.db.transaction(async (tx) => {
        const row = (await store.lock(tx, p.id))!
        if (row.providerPaymentId && row.providerPaymentId !== charge.id) return row
        return store.update(tx, row.id, {
          providerPaymentId: charge.id,
          cardUrl: charge.invoiceUrl,
          updatedAt: now,
        })
      })
      chargeId = p.providerPaymentId!
      if (!found && chargeId !== charge.id) await removeSecond(charge.id, p.id)
    }
    if (p.status !== 'pending' || p.pixPayload) return p
    const pix = await provider.pixCode(chargeId)
    const payload = checkPixCode(pix.payload, p.amountCents)
    return ctx.db.transaction(async (tx) => {
      const row = (await store.lock(tx, p.id))!
      if (row.pixPayload) return row
      return store.update(tx, row.id, { pixPayload: payload, updatedAt: now })
    })
  }

  /**
   * Another opener stored its charge while ours was being made: it took over our claim after
   * CHARGE_CLAIM_MS (this one stalled before its create reached the provider). Nobody was shown
   * ours, so it is removed before it can be paid: one live charge per payment. If the provider
   * refuses, the reconciliation lists it (`unknown_charge` with the payment).
   */
  async function removeSecond(chargeId: string, paymentId: string) {
    try {
      await provider.cancelCharge(chargeId)
    } catch (err) {
      ctx.log.warn(
        { paymentId, chargeId, message: (err as Error).message },
        'a second charge could not be removed',
      )
    }
  }

  /** A charge of ours made before whose answer never reached us (a crash, a timeout). */
  async function existingCharge(id: string): Promise<ProviderCharge | undefined> {
    const page = await provider.listCharges({ externalReference: id, limit: 10 })
    return page.data.find((c) => c.status !== 'DELETED' && c.externalReference === id)
  }
}

/**
 * The provider customer of a user, made once (two processes may both create one; the first
 * stored is kept and used by both).
 */
export async function customerFor(
  ctx: AppContext,
  provider: PaymentProvider,
  userId: string,
  who: () => Promise<{ name: string; email: string; cpfCnpj: string }>,
): Promise<string> {
  const r = paymentsRepository(ctx.db)
  const known = await r.customerOf(userId)
  if (known) return known
  const created = (await provider.createCustomer({ ...(await who()), externalReference: userId }))
    .id
  await r.saveCustomer(userId, created)
  return (await r.customerOf(userId)) ?? created
}

/** A job's payment (ADR 0055, 0057): charged to the hirer, due by the job's venue-local day. */
export function openCharge(
  ctx: AppContext,
  job: JobRow,
  paymentId: string,
  userId: string,
): Promise<PaymentRow> {
  return openProviderCharge<PaymentRow>(
    ctx,
    {
      lock: (tx, id) => paymentsRepository(tx).lockById(id),
      update: (tx, id, set) => paymentsRepository(tx).update(id, set),
      clearClaim: (db, id, at) => paymentsRepository(db).clearClaim(id, at),
      async create(provider, p) {
        const customerId = await customerFor(ctx, provider, userId, async () => {
          const hirer = await jobsRepository(ctx.db).user(userId)
          return {
            name: job.contactName || hirer?.name || 'Galera Eventos',
            email: job.contactEmail,
            cpfCnpj: job.contactDoc,
          }
        })
        return provider.createCharge({
          customerId,
          valueCents: p.amountCents,
          dueDate: localDay(p.deadline, job.timeZone),
          description: `Galera Eventos — ${job.eventName}`,
          externalReference: p.id,
        })
      },
    },
    paymentId,
  )
}

/** The local day (YYYY-MM-DD) of an instant in a time zone. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)
}
