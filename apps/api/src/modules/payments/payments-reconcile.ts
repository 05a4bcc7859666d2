import type { PaymentDifferenceKind } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { Tx } from '../../platform/db/database.ts'
import { adminPaymentsRepository, type DifferenceInsert } from './admin-payments.repository.ts'
import { paymentProvider } from './payment-charge.ts'
import { reconcileRepository, type StagedCharge } from './payments-reconcile.repository.ts'
import type { ProviderCharge } from './provider.ts'

/** ADR 0057: the provider's charges created in this many days are compared. */
export const RECONCILE_DAYS = 90
/** Listed charges staged per statement. */
const STAGE_BATCH = 1_000

/** Provider statuses of a charge whose money arrived (whatever happened to it after). */
const PAID_AT_PROVIDER = new Set([
  'CONFIRMED',
  'RECEIVED',
  'RECEIVED_IN_CASH',
  'REFUNDED',
  'REFUND_REQUESTED',
  'REFUND_IN_PROGRESS',
  'CHARGEBACK_REQUESTED',
  'CHARGEBACK_DISPUTE',
  'AWAITING_CHARGEBACK_REVERSAL',
])

/** The São Paulo day (YYYY-MM-DD) of an instant. */
export function saoPauloDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at)
}

/**
 * The provider's charges created in the reconciled window, every page read with no transaction
 * open (ADR 0070: a slow provider holds no lock), kept as the few fields compared.
 */
export async function listProviderCharges(
  ctx: Pick<AppContext, 'env' | 'log'>,
  now: Date,
): Promise<StagedCharge[]> {
  const provider = paymentProvider(ctx)
  const createdFrom = saoPauloDay(reconcileFrom(now))
  const listed: StagedCharge[] = []
  for (let offset = 0; ;) {
    const page = await provider.listCharges({ createdFrom, offset, limit: 100 })
    for (const c of page.data) listed.push(staged(c))
    offset += page.data.length
    if (!page.hasMore || page.data.length === 0) return listed
  }
}

const reconcileFrom = (now: Date) => new Date(now.getTime() - RECONCILE_DAYS * 86_400_000)

/**
 * Compares the provider's charges (`listProviderCharges`, read before) with our payments and the
 * ledger and records the run and each difference (ADR 0057). `runBy` null is the daily run: once
 * per day (the unique index decides), so it answers undefined when that day's run exists.
 *
 * The charges are staged in a temporary table of the caller's transaction, 1,000 a statement, and
 * the comparison runs in SQL (payments-reconcile.repository.ts): statement sizes stay those of
 * 1,000 charges however many there are (100,000 in the bench: bench/reconcile-bench.ts).
 */
export async function reconcile(
  ctx: Pick<AppContext, 'env' | 'log'>,
  tx: Tx,
  now: Date,
  runBy: string | null,
  listed: readonly StagedCharge[],
) {
  const r = reconcileRepository(tx)
  const from = reconcileFrom(now)
  await r.start()
  // 1,000 charges, 7,000 parameters a statement.
  for (let i = 0; i < listed.length; i += STAGE_BATCH)
    await r.stage(i, listed.slice(i, i + STAGE_BATCH))
  // A charge made while the list is read shifts the later pages: one may come twice, kept once.
  const charges = await r.analyze()

  // Per listed charge, in the provider's order: its payment's, its ad payment's, or not ours.
  const byCharge: Array<{ seq: number; found: DifferenceInsert[] }> = []
  for (const c of await r.paymentCharges()) {
    const found: DifferenceInsert[] = []
    if (c.valueCents !== c.amountCents)
      found.push(differ('amount', c.paymentId, c.chargeId, c.amountCents, c.valueCents))
    if (c.paidThere !== c.paidHere)
      found.push(differ('status', c.paymentId, c.chargeId, c.status, c.chargeStatus))
    if (c.refundedCents !== null && c.refundedCents !== c.refundSent)
      found.push(differ('refund', c.paymentId, c.chargeId, c.refundSent, c.refundedCents))
    byCharge.push({ seq: c.seq, found })
  }
  // Ad payments (ADR 0060): their charges are ours too; amount, paid state and refund compared.
  for (const c of await r.adCharges()) {
    const found: DifferenceInsert[] = []
    if (c.valueCents !== c.amountCents)
      found.push(differ('amount', null, c.chargeId, c.amountCents, c.valueCents))
    if (c.paidThere !== c.paidHere)
      found.push(differ('status', null, c.chargeId, c.status, c.chargeStatus))
    if (c.refundedCents !== null && c.refundedCents !== c.refundSent)
      found.push(differ('refund', null, c.chargeId, c.refundSent, c.refundedCents))
    byCharge.push({ seq: c.seq, found })
  }
  // Not a charge we keep: someone else's, or a second charge of one of our payments.
  for (const c of await r.unknownCharges())
    byCharge.push({
      seq: c.seq,
      found: [differ('unknown_charge', c.paymentId, c.chargeId, null, c.chargeStatus)],
    })
  const found = byCharge.sort((a, b) => a.seq - b.seq).flatMap((x) => x.found)
  for (const p of await r.missingAtProvider(from))
    found.push(differ('missing_at_provider', p.paymentId, p.chargeId, p.status, null))
  // Money in, kept by us: the ledger's gross is exactly the amount.
  const checked = await r.checkedPayments(from)
  for (const p of checked.ledger)
    found.push(differ('ledger', p.paymentId, p.chargeId, p.grossCents, p.amountCents))
  // Ad payments (ADR 0064): a charge the provider no longer lists, a paid offer the ledger lacks.
  const ads = await r.adPaymentsUnmatched(from)
  for (const a of ads.missing)
    found.push(differ('missing_at_provider', null, a.chargeId, a.status, null))
  for (const a of ads.ledger)
    found.push(differ('ledger', null, a.chargeId, a.chargedCents, a.amountCents))

  const run = await adminPaymentsRepository(tx).saveRun(
    {
      day: saoPauloDay(now),
      ranAt: now,
      runBy,
      chargesChecked: charges,
      paymentsChecked: checked.count,
      differences: found.length,
    },
    [],
  )
  if (run) await r.saveDifferences(run.id, found)
  if (run && found.length)
    ctx.log.warn({ reconciliation: run.id, differences: found.length }, 'payments differ')
  return run
}

function differ(
  kind: PaymentDifferenceKind,
  paymentId: string | null,
  chargeId: string | null,
  ours: string | number | null,
  theirs: string | number | null,
): DifferenceInsert {
  return {
    reconciliationId: '',
    kind,
    paymentId,
    providerPaymentId: chargeId,
    ours: ours === null ? null : String(ours),
    theirs: theirs === null ? null : String(theirs),
  }
}

function staged(c: ProviderCharge): StagedCharge {
  const ref = c.externalReference
  return {
    id: c.id,
    status: c.status,
    valueCents: c.valueCents,
    refundedCents: c.refundedCents,
    paymentRef: ref && UUID.test(ref) ? ref : null,
    paidThere: PAID_AT_PROVIDER.has(c.status),
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
