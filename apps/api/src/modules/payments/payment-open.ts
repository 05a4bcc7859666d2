import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { JobRow } from '../jobs/job-dto.ts'
import { jobsRepository } from '../jobs/jobs.repository.ts'
import { checkPixCode, paymentProvider, providerFailure } from './payment-charge.ts'
import type { ProviderCharge } from './provider.ts'
import { paymentsRepository, type PaymentRow } from './payments.repository.ts'

/** How long a claim to open a charge stands before another process may take it over. */
export const CHARGE_CLAIM_MS = 60_000
/** How long an ask waits for another process's claim to store its charge. */
const CLAIM_WAIT_MS = 10_000

const flights = new WeakMap<AppContext['env'], Map<string, Promise<PaymentRow>>>()

/** This process's charge openings under way, by payment id (concurrent asks share one). */
export function inFlight(ctx: Pick<AppContext, 'env'>) {
  let m = flights.get(ctx.env)
  if (!m) flights.set(ctx.env, (m = new Map()))
  return m
}

/**
 * Opens the provider charge of a pending payment (ADR 0057). No transaction is open while the
 * provider answers: a claim (`charge_requested_at`) commits first; the charge is then found by
 * its `externalReference` (our payment id: a charge made by a call whose answer was lost is
 * reused, never doubled) or created with it; its id is stored after. A webhook that arrives
 * before that finds the payment by the same `externalReference`, so it is never 'unknown'.
 * Returns the payment as it stands.
 */
export async function openCharge(
  ctx: AppContext,
  job: JobRow,
  paymentId: string,
  userId: string,
): Promise<PaymentRow> {
  const provider = paymentProvider(ctx)
  const waitUntil = Date.now() + CLAIM_WAIT_MS
  for (;;) {
    const now = ctx.clock.now()
    const step = await ctx.db.transaction(async (tx) => {
      const r = paymentsRepository(tx)
      const p = (await r.lockById(paymentId))!
      if (p.status !== 'pending' || p.deadline <= now || p.pixPayload) return { p, go: false }
      if (p.providerPaymentId) return { p, go: true }
      const claimed = p.chargeRequestedAt
      if (claimed && now.getTime() - claimed.getTime() < CHARGE_CLAIM_MS)
        return { p, go: false, busy: true }
      return { p: await r.update(p.id, { chargeRequestedAt: now, updatedAt: now }), go: true }
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
        await paymentsRepository(ctx.db).clearClaim(paymentId, now)
      }
      return providerFailure(ctx, err)
    }
  }

  async function chargeAndCode(p: PaymentRow): Promise<PaymentRow> {
    const now = ctx.clock.now()
    let chargeId = p.providerPaymentId
    if (!chargeId) {
      const charge = (await existingCharge(p.id)) ?? (await createCharge(p))
      // A webhook may have stored this charge already (it found the payment by reference).
      p = await ctx.db.transaction(async (tx) => {
        const r = paymentsRepository(tx)
        const row = (await r.lockById(p.id))!
        if (row.providerPaymentId && row.providerPaymentId !== charge.id) return row
        return r.update(row.id, {
          providerPaymentId: charge.id,
          cardUrl: charge.invoiceUrl,
          updatedAt: now,
        })
      })
      chargeId = p.providerPaymentId!
    }
    if (p.status !== 'pending' || p.pixPayload) return p
    const pix = await provider.pixCode(chargeId)
    const payload = checkPixCode(pix.payload, p.amountCents)
    return ctx.db.transaction(async (tx) => {
      const r = paymentsRepository(tx)
      const row = (await r.lockById(p.id))!
      if (row.pixPayload) return row
      return r.update(row.id, { pixPayload: payload, updatedAt: now })
    })
  }

  /** A charge of ours made before whose answer never reached us (a crash, a timeout). */
  async function existingCharge(id: string): Promise<ProviderCharge | undefined> {
    const page = await provider.listCharges({ externalReference: id, limit: 10 })
    return page.data.find((c) => c.status !== 'DELETED' && c.externalReference === id)
  }

  async function createCharge(p: PaymentRow): Promise<ProviderCharge> {
    const r = paymentsRepository(ctx.db)
    let customerId = await r.customerOf(userId)
    if (!customerId) {
      const hirer = await jobsRepository(ctx.db).user(userId)
      customerId = (
        await provider.createCustomer({
          name: job.contactName || hirer?.name || 'Galera Eventos',
          email: job.contactEmail,
          cpfCnpj: job.contactDoc,
          externalReference: userId,
        })
      ).id
      await r.saveCustomer(userId, customerId)
      // Two processes may both create one; the first stored is kept and used by both.
      customerId = (await r.customerOf(userId)) ?? customerId
    }
    return provider.createCharge({
      customerId,
      valueCents: p.amountCents,
      dueDate: localDay(p.deadline, job.timeZone),
      description: `Galera Eventos — ${job.eventName}`,
      externalReference: p.id,
    })
  }
}

/** The venue-local day (YYYY-MM-DD) of an instant. */
function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)
}
