import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Dev outbox: mails kept here when no SMTP_URL is configured (listed at /dev/outbox). */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The queue job that wrote it (ADR 0066): a job run twice still leaves one row. */
    jobId: uuid('job_id').unique(),
  },
  (t) => [index('outbox_mails_created_idx').on(t.createdAt)],
)

/**
 * ADR 0066: one row per mail ever queued, keyed by the event that caused it (a unique key, so one
 * event never yields two mails); `sentAt` is set once the transport took it.
 */
export const mailEvents = pgTable('mail_events', {
  key: text('key').primaryKey(),
  jobId: uuid('job_id').notNull().unique(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
})

/** One row per ticker run that held the lock: what ran and how long it took. */
export const tickerRuns = pgTable('ticker_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  jobs: jsonb('jobs').notNull(),
  durationMs: integer('duration_ms').notNull(),
})

/** CEP lookups cached for a day so the provider is asked once per CEP. */
export const cepCache = pgTable('cep_cache', {
  cep: text('cep').primaryKey(),
  payload: jsonb('payload').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
})
