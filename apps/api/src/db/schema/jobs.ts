import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { categories } from './catalogue.ts'
import { promoters } from './profiles.ts'
import { adAuctions } from './promotions.ts'

/**
 * Fee schedules with effective dates (PRODUCT.md "Resolved readings"): the published schedule
 * with the latest `effective_from` not after a moment is the one in force then. Drafts (the seeded
 * 9.8% alternative) have no date until an admin master publishes them, at least 15 days ahead.
 */
export const feeSchedules = pgTable(
  'fee_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerBps: integer('provider_bps').notNull(),
    platformBps: integer('platform_bps').notNull(),
    status: text('status').notNull().default('draft'),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: uuid('published_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('fee_schedules_status_check', sql`${t.status} in ('draft','published','withdrawn')`),
    check(
      'fee_schedules_bps_check',
      sql`${t.providerBps} between 0 and 10000 and ${t.platformBps} between 0 and 10000 and ${t.providerBps} + ${t.platformBps} between 1 and 10000`,
    ),
    check(
      'fee_schedules_published_check',
      sql`(${t.status} = 'draft') = (${t.effectiveFrom} is null)`,
    ),
    uniqueIndex('fee_schedules_one_per_moment')
      .on(t.effectiveFrom)
      .where(sql`${t.status} = 'published'`),
  ],
)

/**
 * A hire: a solicitation while `requested`, a job once accepted. The typed form values
 * are kept as typed (venue-local dates and hours) beside the UTC instants the rules use. The
 * fee columns are frozen at acceptance. Migration 0006 adds by hand the EXCLUDE constraint that
 * refuses two booked jobs of one promoter that overlap.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promoterId: uuid('promoter_id')
      .notNull()
      .references(() => promoters.userId),
    hirerId: uuid('hirer_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('requested'),
    // Company data (step 1).
    contactDoc: text('contact_doc').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    // Event data (step 2).
    eventName: text('event_name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    finishDate: date('finish_date', { mode: 'string' }).notNull(),
    startHour: text('start_hour').notNull(),
    finishHour: text('finish_hour').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    workHours: numeric('work_hours', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    cashCents: bigint('cash_cents', { mode: 'number' }).notNull(),
    // Event address (step 3).
    placeName: text('place_name').notNull(),
    zipcode: text('zipcode').notNull(),
    address: text('address').notNull(),
    complement: text('complement'),
    city: text('city').notNull(),
    uf: text('uf').notNull(),
    /** The promoter's category when hired: sugestao-cache groups by it. */
    categoryId: uuid('category_id').references(() => categories.id),
    // Frozen at acceptance.
    feeScheduleId: uuid('fee_schedule_id').references(() => feeSchedules.id),
    providerBps: integer('provider_bps'),
    platformBps: integer('platform_bps'),
    providerFeeCents: bigint('provider_fee_cents', { mode: 'number' }),
    platformFeeCents: bigint('platform_fee_cents', { mode: 'number' }),
    netCents: bigint('net_cents', { mode: 'number' }),
    // Lifecycle.
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    answerDeadline: timestamp('answer_deadline', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    reason: text('reason'),
    refundCents: bigint('refund_cents', { mode: 'number' }),
    // Idempotency-Key of the create call, per hirer; the hash of the body it came with.
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'jobs_status_check',
      sql`${t.status} in ('requested','accepted','declined','expired','cancelled','completed')`,
    ),
    check('jobs_range_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('jobs_cash_check', sql`${t.cashCents} between 1 and 100000000`),
    check('jobs_hours_check', sql`${t.workHours} > 0`),
    check('jobs_not_self', sql`${t.promoterId} <> ${t.hirerId}`),
    check('jobs_cancelled_by_check', sql`${t.cancelledBy} in ('promoter','hirer')`),
    check(
      'jobs_fee_check',
      sql`(${t.acceptedAt} is null and ${t.netCents} is null) or (${t.acceptedAt} is not null and ${t.providerFeeCents} >= 0 and ${t.platformFeeCents} >= 0 and ${t.netCents} >= 0 and ${t.providerFeeCents} + ${t.platformFeeCents} + ${t.netCents} = ${t.cashCents})`,
    ),
    check(
      'jobs_booked_has_fee',
      sql`${t.status} not in ('accepted','completed') or ${t.netCents} is not null`,
    ),
    check(
      'jobs_refund_check',
      sql`${t.refundCents} is null or ${t.refundCents} between 0 and ${t.cashCents}`,
    ),
    uniqueIndex('jobs_idempotency_idx')
      .on(t.hirerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('jobs_promoter_idx').on(t.promoterId, t.status, t.startsAt),
    index('jobs_hirer_idx').on(t.hirerId, t.status, t.startsAt),
    index('jobs_requested_deadline_idx')
      .on(t.answerDeadline)
      .where(sql`${t.status} = 'requested'`),
    index('jobs_accepted_end_idx')
      .on(t.endsAt)
      .where(sql`${t.status} = 'accepted'`),
    index('jobs_suggestion_idx')
      .on(t.categoryId, t.uf, t.city)
      .where(sql`${t.status} in ('accepted','completed')`),
  ],
)

/**
 * Every money movement of a job: gross charged to the hirer at acceptance; at the end
 * (completion or a cancellation after acceptance) refund, provider fee, platform fee and payout.
 * One row per kind per job; a deferred constraint trigger (migration 0006) checks that a settled
 * job's entries add up: gross = refund + provider fee + platform fee + payout.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A job's money; null for an ad charge, which names its auction instead. */
    jobId: uuid('job_id').references(() => jobs.id),
    adAuctionId: uuid('ad_auction_id').references(() => adAuctions.id),
    kind: text('kind').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Payout: the job day (PRODUCT.md: the payout follows the job date). */
    dueOn: date('due_on', { mode: 'string' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'ledger_entries_kind_check',
      sql`${t.kind} in ('gross','provider_fee','platform_fee','payout','refund','ad_charge')`,
    ),
    check(
      'ledger_entries_subject_check',
      sql`(${t.jobId} is null) <> (${t.adAuctionId} is null)
        and (${t.kind} = 'ad_charge') = (${t.adAuctionId} is not null)`,
    ),
    // An auction's winner is charged once, whatever retries or races happen.
    uniqueIndex('ledger_entries_ad_once')
      .on(t.adAuctionId)
      .where(sql`${t.adAuctionId} is not null`),
    check('ledger_entries_amount_check', sql`${t.amountCents} >= 0`),
    check(
      'ledger_entries_paid_check',
      sql`${t.paidAt} is null or ${t.kind} in ('payout','refund')`,
    ),
    check('ledger_entries_due_check', sql`(${t.kind} = 'payout') = (${t.dueOn} is not null)`),
    uniqueIndex('ledger_entries_once').on(t.jobId, t.kind),
    index('ledger_entries_payout_idx')
      .on(t.dueOn)
      .where(sql`${t.kind} = 'payout'`),
  ],
)

/** A promoter's private iCalendar feed: only the token's SHA-256 is kept (ADR 0019). */
export const calendarFeeds = pgTable('calendar_feeds', {
  promoterId: uuid('promoter_id')
    .primaryKey()
    .references(() => promoters.userId, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * sugestao-cache's figures (ADR 0019): quartiles of the hourly rate of accepted and completed
 * jobs per category key (a top-level category with its subcategories, or one subcategory) and
 * scope (city, UF, country), recomputed in one pass by the ticker every 10 minutes — a request
 * then reads one row per scope instead of sorting a busy category's jobs (bench figures).
 */
export const cacheRateStats = pgTable(
  'cache_rate_stats',
  {
    categoryKey: uuid('category_key').notNull(),
    scope: text('scope').notNull(),
    uf: text('uf').notNull().default(''),
    /** galera_unaccent(city): accents and case never split a city. */
    cityKey: text('city_key').notNull().default(''),
    n: integer('n').notNull(),
    p25: numeric('p25', { mode: 'number' }).notNull(),
    p50: numeric('p50', { mode: 'number' }).notNull(),
    p75: numeric('p75', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryKey, t.scope, t.uf, t.cityKey] }),
    check('cache_rate_stats_scope_check', sql`${t.scope} in ('city','uf','country')`),
  ],
)

/** When cache_rate_stats was last computed (one row). */
export const cacheRateRefresh = pgTable(
  'cache_rate_refresh',
  {
    id: integer('id').primaryKey().default(1),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('cache_rate_refresh_one_row', sql`${t.id} = 1`)],
)
