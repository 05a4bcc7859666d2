import type { PaymentDifferenceKind } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { adminPaymentsRepository, type DifferenceInsert } from './admin-payments.repository.ts'
import { adPaymentsRepository, type AdPaymentRow } from './ad-payments.repository.ts'
import { paymentProvider } from './payment-charge.ts'
import type { ProviderCharge } from './provider.ts'
import type { PaymentRow } from './payments.repository.ts'

/** ADR 0057: the provider's charges created in this many days are compared. */
export const RECONCILE_DAYS = 90

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
 * Compares the provider's charges (its list call, page by page) with our payments and the ledger
 * and records the run and each difference (ADR 0057). `runBy` null is the daily run: once per day
 * (the unique index decides), so it answers undefined when that day's run exists.
 */
export async function reconcile(
  ctx: Pick<AppContext, 'env' | 'log'>,
  db: DbOrTx,
  now: Date,
  runBy: string | null,
) {
  const provider = paymentProvider(ctx)
  const r = adminPaymentsRepository(db)
  const from = new Date(now.getTime() - RECONCILE_DAYS * 86_400_000)
  const charges: ProviderCharge[] = []
  for (let offset = 0; ;) {
    const page = await provider.listCharges({ createdFrom: saoPauloDay(from), offset, limit: 100 })
    charges.push(...page.data)
    offset += page.data.length
    if (!page.hasMore || page.data.length === 0) break
  }
  const refs = charges
    .map((c) => c.externalReference)
    .filter((x): x is string => !!x && UUID.test(x))
  const known = await r.byCharges(
    charges.map((c) => c.id),
    refs,
  )
  const inWindow = await r.withChargeSince(from)
  const byCharge = new Map<string, PaymentRow>()
  const byId = new Map<string, PaymentRow>()
  for (const p of [...known, ...inWindow]) {
    if (p.providerPaymentId) byCharge.set(p.providerPaymentId, p)
    byId.set(p.id, p)
  }
  // Ad payments (ADR 0060, ADR 0064): their charges are ours too, compared like a job's.
  const adRepo = adPaymentsRepository(db)
  const adRows = [
    ...(await adRepo.byCharges(charges.map((c) => c.id))),
    ...(await adRepo.withChargeSince(from)),
  ]
  const ads = new Map(adRows.map((a) => [a.providerPaymentId!, a]))
  const gross = await r.grossOf([...byId.values()].map((p) => p.jobId))
  const found: DifferenceInsert[] = []
  const differ = (
    kind: PaymentDifferenceKind,
    p: PaymentRow | undefined,
    chargeId: string | null,
    ours: string | number | null,
    theirs: string | number | null,
  ) =>
    found.push({
      reconciliationId: '',
      kind,
      paymentId: p?.id ?? null,
      providerPaymentId: chargeId,
      ours: ours === null ? null : String(ours),
      theirs: theirs === null ? null : String(theirs),
    })

  const seen = new Set<string>()
  const seenAds = new Set<string>()
  for (const c of charges) {
    const p = byCharge.get(c.id)
    const ad = p ? undefined : ads.get(c.id)
    if (ad) {
      seenAds.add(ad.id)
      if (c.valueCents !== ad.amountCents)
        differ('amount', undefined, c.id, ad.amountCents, c.valueCents)
      if (PAID_AT_PROVIDER.has(c.status) !== (ad.paidAt !== null))
        differ('status', undefined, c.id, ad.status, c.status)
      const adRefundSent = ad.refundedAt ? ad.refundCents : 0
      if (c.refundedCents !== null && c.refundedCents !== adRefundSent)
        differ('refund', undefined, c.id, adRefundSent, c.refundedCents)
      continue
    }
    if (!p) {
      // Not a charge we keep: someone else's, or a second charge of one of our payments.
      const mine = c.externalReference ? byId.get(c.externalReference) : undefined
      differ('unknown_charge', mine, c.id, null, c.status)
      continue
    }
    seen.add(p.id)
    if (c.valueCents !== p.amountCents) differ('amount', p, c.id, p.amountCents, c.valueCents)
    const paidThere = PAID_AT_PROVIDER.has(c.status)
    if (paidThere !== (p.paidAt !== null)) differ('status', p, c.id, p.status, c.status)
    const refundSent = p.refundedAt ? p.refundCents : 0
    if (c.refundedCents !== null && c.refundedCents !== refundSent)
      differ('refund', p, c.id, refundSent, c.refundedCents)
  }
  for (const p of inWindow) {
    // Charges removed at the provider (nobody paid: expired or voided) are not listed.
    if (!seen.has(p.id) && !(p.closedAt && (p.status === 'expired' || p.status === 'voided')))
      differ('missing_at_provider', p, p.providerPaymentId, p.status, null)
  }
  for (const p of byId.values()) {
    // Money in, kept by us: the ledger's gross is exactly the amount (after a close it is all
    // refunded and never enters the ledger, ADR 0055).
    if (!p.paidAt || p.flag === 'paid_after_close') continue
    const g = gross.get(p.jobId) ?? null
    if (g !== p.amountCents) differ('ledger', p, p.providerPaymentId, g, p.amountCents)
  }
  await compareAds(db, [...ads.values()], seenAds, differ)
  const run = await r.saveRun(
    {
      day: saoPauloDay(now),
      ranAt: now,
      runBy,
      chargesChecked: charges.length,
      paymentsChecked: byId.size,
      differences: found.length,
    },
    found,
  )
  if (run && found.length)
    ctx.log.warn({ reconciliation: run.id, differences: found.length }, 'payments differ')
  return run
}

/**
 * Ad payments' side of the comparison (ADR 0064): a charge the provider no longer lists (unless
 * an expired offer's charge was removed), and a paid offer whose ledger `ad_charge` is missing or
 * of another amount (money given back never enters the ledger).
 */
async function compareAds(
  db: DbOrTx,
  ads: AdPaymentRow[],
  seen: Set<string>,
  differ: (
    kind: PaymentDifferenceKind,
    p: undefined,
    chargeId: string | null,
    ours: string | number | null,
    theirs: string | number | null,
  ) => void,
) {
  const unique = [...new Map(ads.map((a) => [a.id, a])).values()]
  for (const a of unique)
    if (!seen.has(a.id) && !(a.closedAt && a.status === 'expired'))
      differ('missing_at_provider', undefined, a.providerPaymentId, a.status, null)
  const paid = unique.filter((a) => a.status === 'paid')
  const charged = await adPaymentsRepository(db).chargesOf(paid.map((a) => a.auctionId))
  for (const a of paid) {
    const g = charged.get(a.auctionId) ?? null
    if (g !== a.amountCents) differ('ledger', undefined, a.providerPaymentId, g, a.amountCents)
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
