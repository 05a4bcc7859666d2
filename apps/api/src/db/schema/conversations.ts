import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { budgetProposals } from './budgets.ts'
import { images } from './files.ts'
import { jobs } from './jobs.ts'

/**
 * ADR 0056: a conversation between a hirer and a provider (migration 0019). `promoter`:
 * hirer ↔ promoter, about a job (`job_id`) or, before any hire, a pre-hire question (one per pair
 * without a job; the next hire of the pair continues it). `budget`: client ↔ supplier on one
 * proposal. Per side: the last message read and the last one an unread-mail covered.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    hirerId: uuid('hirer_id')
      .notNull()
      .references(() => users.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    proposalId: uuid('proposal_id').references(() => budgetProposals.id, { onDelete: 'cascade' }),
    hirerReadUpto: bigint('hirer_read_upto', { mode: 'number' }).notNull().default(0),
    providerReadUpto: bigint('provider_read_upto', { mode: 'number' }).notNull().default(0),
    hirerMailedUpto: bigint('hirer_mailed_upto', { mode: 'number' }).notNull().default(0),
    providerMailedUpto: bigint('provider_mailed_upto', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('conversations_kind_check', sql`${t.kind} in ('promoter','budget')`),
    check('conversations_not_self', sql`${t.hirerId} <> ${t.providerId}`),
    check(
      'conversations_subject_check',
      sql`(${t.kind} = 'budget') = (${t.proposalId} is not null) and (${t.kind} = 'promoter' or ${t.jobId} is null)`,
    ),
    uniqueIndex('conversations_job_key')
      .on(t.jobId)
      .where(sql`${t.jobId} is not null`),
    uniqueIndex('conversations_proposal_key')
      .on(t.proposalId)
      .where(sql`${t.proposalId} is not null`),
    uniqueIndex('conversations_pre_hire_key')
      .on(t.hirerId, t.providerId)
      .where(sql`${t.kind} = 'promoter' and ${t.jobId} is null`),
    index('conversations_hirer_idx').on(t.hirerId, t.lastMessageAt),
    index('conversations_provider_idx').on(t.providerId, t.lastMessageAt),
  ],
)

/**
 * One message, stored as typed (plain text). `contact_kinds`: what `maskContacts` found in it;
 * `contact_attempt`: it was sent before the deal with contact details in it (counted for admins).
 * A trigger refuses an author who is not the conversation's participant on `author_side`.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorSide: text('author_side').notNull(),
    body: text('body').notNull(),
    contactKinds: text('contact_kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contactAttempt: boolean('contact_attempt').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** ADR 0058: hidden by an admin — kept for the record, shown to neither side. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    /** ADR 0058: one attachment — an image of the upload pipeline, or a PDF. */
    attachmentKind: text('attachment_kind'),
    attachmentImageId: uuid('attachment_image_id').references(() => images.id),
    /** `attachments/<uuid>.pdf`; null once removed (its author closed the account). */
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentBytes: integer('attachment_bytes'),
  },
  (t) => [
    check('conversation_messages_side_check', sql`${t.authorSide} in ('hirer','provider')`),
    check(
      'conversation_messages_body_check',
      sql`char_length(${t.body}) <= 2000 and (char_length(${t.body}) >= 1 or ${t.attachmentKind} is not null)`,
    ),
    check(
      'conversation_messages_attempt_check',
      sql`not ${t.contactAttempt} or cardinality(${t.contactKinds}) > 0`,
    ),
    index('conversation_messages_conversation_idx').on(t.conversationId, t.id),
    index('conversation_messages_attempts_idx')
      .on(t.authorId)
      .where(sql`${t.contactAttempt}`),
  ],
)

/**
 * ADR 0058: a message reported by the other side of its conversation (once per reporter), open
 * until an admin hides the message, warns its author or dismisses the report. A trigger refuses a
 * reporter who is not the other side.
 */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
  },
  (t) => [
    uniqueIndex('conversation_reports_once_key').on(t.messageId, t.reporterId),
    index('conversation_reports_conversation_idx').on(t.conversationId, t.createdAt),
    index('conversation_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
)
