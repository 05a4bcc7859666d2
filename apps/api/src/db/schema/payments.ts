import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { jobs } from './jobs.ts'
import { adAuctions, adBids } from './promotions.ts'

const money = (name: string) => bigint(name, { mode: 'number' })
const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * A hired job's charge at the payment provider (migration 0017, ADR 0054/0055): one per job,
 * held once paid, released to the promoter's Pix key after the dispute window, or refunded.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    hirerId: uuid('hirer_id')
      .notNull()
      .references(() => users.id),
    promoterId: uuid('promoter_id')
      .notNull()
      .references(() => users.id),
    amountCents: money('amount_cents').notNull(),
    netCents: money('net_cents').notNull(),
    status: text('status').notNull().default('pending'),
    deadline: at('deadline').notNull(),
    releaseAt: at('release_at').notNull(),
    providerPaymentId: text('provider_payment_id'),
    pixPayload: text('pix_payload'),
    cardUrl: text('card_url'),
    method: text('method'),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
    releasedAt: at('released_at'),
    transferId: text('transfer_id'),
    refundCents: money('refund_cents').notNull().default(0),
    refundedAt: at('refunded_at'),
    flag: text('flag'),
    /** When an ask for the provider charge was claimed (migration 0021, ADR 0057). */
    chargeRequestedAt: at('charge_requested_at'),
    /** The release committed as sending, before the transfer is asked for (ADR 0070). */
    transferRequestedAt: at('transfer_requested_at'),
    /** A transfer call may have reached the provider unapplied: look before sending (ADR 0070). */
    transferAttemptedAt: at('transfer_attempted_at'),
    /** A refund call may have reached the provider unapplied: look before sending (ADR 0070). */
    refundAttemptedAt: at('refund_attempted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('payments_job_unique').on(t.jobId),
    unique('payments_provider_payment_unique').on(t.providerPaymentId),
    check(
      'payments_status_check',
      sql`${t.status} in ('pending','paid','released','expired','voided','refunded')`,
    ),
    check('payments_method_check', sql`${t.method} is null or ${t.method} in ('pix','card')`),
    check(
      'payments_amount_check',
      sql`${t.amountCents} between 1 and 100000000 and ${t.netCents} between 0 and ${t.amountCents}`,
    ),
    check('payments_refund_check', sql`${t.refundCents} between 0 and ${t.amountCents}`),
    index('payments_hirer_idx').on(t.hirerId),
    index('payments_promoter_idx').on(t.promoterId),
  ],
)

export const paymentCustomers = pgTable('payment_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerCustomerId: text('provider_customer_id').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
})

/**
 * The winner's charge for an ad (migration 0023, ADR 0060): one per offered bid, `pending` until
 * paid by the deadline (`paid`: the ad may go online) or `expired` (the slot goes to the next
 * bid); money arriving after the deadline is given back (`refunded`). At most one pending or paid
 * per auction.
 */
export const adPayments = pgTable(
  'ad_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => adAuctions.id),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => adBids.id),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users.id),
    amountCents: money('amount_cents').notNull(),
    status: text('status').notNull().default('pending'),
    deadline: at('deadline').notNull(),
    providerPaymentId: text('provider_payment_id'),
    pixPayload: text('pix_payload'),
    cardUrl: text('card_url'),
    method: text('method'),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
    refundCents: money('refund_cents').notNull().default(0),
    refundedAt: at('refunded_at'),
    flag: text('flag'),
    chargeRequestedAt: at('charge_requested_at'),
    refundAttemptedAt: at('refund_attempted_at'),
    /** The boleto's "linha digitável" and slip page, once issued (migration 0027, ADR 0060). */
    boletoLine: text('boleto_line'),
    boletoUrl: text('boleto_url'),
    /** An offer with a boleto waits until then for it to clear (deadline + 3 business days). */
    boletoClearsBy: at('boleto_clears_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('ad_payments_bid_unique').on(t.bidId),
    unique('ad_payments_provider_payment_unique').on(t.providerPaymentId),
    check('ad_payments_status_check', sql`${t.status} in ('pending','paid','expired','refunded')`),
    check(
      'ad_payments_method_check',
      sql`${t.method} is null or ${t.method} in ('pix','card','boleto')`,
    ),
    check('ad_payments_amount_check', sql`${t.amountCents} between 1 and 100000000`),
    check('ad_payments_refund_check', sql`${t.refundCents} between 0 and ${t.amountCents}`),
    check(
      'ad_payments_paid_check',
      sql`(${t.status} in ('paid','refunded')) = (${t.paidAt} is not null)`,
    ),
    uniqueIndex('ad_payments_one_live')
      .on(t.auctionId)
      .where(sql`${t.status} in ('pending','paid')`),
    index('ad_payments_supplier_idx').on(t.supplierId),
    index('ad_payments_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'pending'`),
  ],
)

/** Each webhook delivery; `provider_event_id` is unique, so an event is applied at most once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerEventId: text('provider_event_id').notNull().unique('payment_events_once'),
    event: text('event').notNull(),
    providerPaymentId: text('provider_payment_id'),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** The ad payment the event moved (migration 0023); never both. */
    adPaymentId: uuid('ad_payment_id').references(() => adPayments.id),
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'payment_events_one_owner_check',
      sql`${t.paymentId} is null or ${t.adPaymentId} is null`,
    ),
  ],
)

export const payoutAccounts = pgTable('payout_accounts', {
  promoterId: uuid('promoter_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pixKeyType: text('pix_key_type').notNull(),
  pixKey: text('pix_key').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
})

/** A reconciliation of the provider's charges with the ledger (migration 0021, ADR 0057). */
export const paymentReconciliations = pgTable('payment_reconciliations', {
  id: uuid('id').primaryKey().defaultRandom(),
  day: date('day', { mode: 'string' }).notNull(),
  ranAt: at('ran_at').notNull(),
  /** The admin who ran it by hand; null for the daily run. */
  runBy: uuid('run_by').references(() => users.id),
  chargesChecked: integer('charges_checked').notNull(),
  paymentsChecked: integer('payments_checked').notNull(),
  differences: integer('differences').notNull(),
})

/** One difference a reconciliation found, until an admin marks it resolved. */
export const paymentDifferences = pgTable('payment_differences', {
  id: uuid('id').primaryKey().defaultRandom(),
  reconciliationId: uuid('reconciliation_id')
    .notNull()
    .references(() => paymentReconciliations.id, { onDelete: 'cascade' }),
  paymentId: uuid('payment_id').references(() => payments.id),
  providerPaymentId: text('provider_payment_id'),
  kind: text('kind').notNull(),
  ours: text('ours'),
  theirs: text('theirs'),
  resolvedAt: at('resolved_at'),
  resolvedBy: uuid('resolved_by').references(() => users.id),
})

/**
 * A hirer's dispute of a paid job in the dispute window (migration 0024, ADR 0063): the release
 * waits while it is open (one open per payment); an admin master decides it once.
 */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    openedBy: uuid('opened_by')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    openedAt: at('opened_at').notNull(),
    outcome: text('outcome'),
    refundCents: money('refund_cents'),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('payment_disputes_one_open')
      .on(t.paymentId)
      .where(sql`${t.decidedAt} is null`),
    index('payment_disputes_payment_idx').on(t.paymentId, t.openedAt),
  ],
)
