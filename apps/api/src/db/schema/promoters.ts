import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { images } from './files.ts'
import { promoters } from './profiles.ts'
import { jobs } from './jobs.ts'

/**
 * A promoter's gallery: pictures from the image library or video links (YouTube/Vimeo, ADR 0014),
 * in the promoter's order, at most one cover.
 */
export const promoterGallery = pgTable(
  'promoter_gallery',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promoterId: uuid('promoter_id')
      .notNull()
      .references(() => promoters.userId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'cascade' }),
    videoUrl: text('video_url'),
    position: integer('position').notNull().default(0),
    isCover: boolean('is_cover').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'promoter_gallery_kind_check',
      sql`(${t.kind} = 'image' and ${t.imageId} is not null and ${t.videoUrl} is null) or (${t.kind} = 'video' and ${t.videoUrl} ~ '^https://' and ${t.imageId} is null)`,
    ),
    check('promoter_gallery_cover_check', sql`not ${t.isCover} or ${t.kind} = 'image'`),
    check('promoter_gallery_position_check', sql`${t.position} >= 0`),
    index('promoter_gallery_order_idx').on(t.promoterId, t.position),
    uniqueIndex('promoter_gallery_one_cover')
      .on(t.promoterId)
      .where(sql`${t.isCover}`),
    uniqueIndex('promoter_gallery_image_once')
      .on(t.promoterId, t.imageId)
      .where(sql`${t.imageId} is not null`),
  ],
)

/** Exceptions to the weekly availability: whole days the promoter is not available. */
export const promoterBlockedDates = pgTable(
  'promoter_blocked_dates',
  {
    promoterId: uuid('promoter_id')
      .notNull()
      .references(() => promoters.userId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.promoterId, t.day] })],
)

/**
 * Mutual ratings between users (spec §1: positive, neutral or negative with a comment). Each side of
 * a completed job rates the other once; admins may edit or hide a comment (audited). A trigger (migration 0003) keeps the promoter's counts and score.
 */
export const userRatings = pgTable(
  'user_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ratedUserId: uuid('rated_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    raterUserId: uuid('rater_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id),
    value: text('value').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    check('user_ratings_value_check', sql`${t.value} in ('positive','neutral','negative')`),
    check('user_ratings_comment_check', sql`char_length(${t.comment}) between 3 and 1500`),
    check('user_ratings_not_self', sql`${t.ratedUserId} <> ${t.raterUserId}`),
    index('user_ratings_rated_idx').on(t.ratedUserId, t.createdAt.desc()),
    uniqueIndex('user_ratings_once_per_job')
      .on(t.jobId, t.raterUserId)
      .where(sql`${t.jobId} is not null`),
  ],
)

/**
 * Which promoters changed, in order (migration 0005 triggers write it): the in-process search
 * index reads what is new before each search (ADR 0018). Old rows are pruned.
 */
export const searchChanges = pgTable(
  'search_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    promoterId: uuid('promoter_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_changes_at_idx').on(t.at)],
)
