import { sql } from 'drizzle-orm'
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/** Every admin action: who, what, on what, when, before and after (PRODUCT.md "Everywhere"). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
)

/** 'Certificado' requests: documents sent by a user, reviewed by an admin. */
export const certifications = pgTable(
  'certifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentImageIds: uuid('document_image_ids').array().notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('certifications_status_check', sql`${t.status} in ('pending','approved','refused')`),
    check('certifications_reason_check', sql`${t.status} <> 'refused' or ${t.reason} is not null`),
    // One open request per user at a time.
    uniqueIndex('certifications_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
)
