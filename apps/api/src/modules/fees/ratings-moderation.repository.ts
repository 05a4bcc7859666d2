import { asc, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AdminRatingDto } from '@galera/shared'
import type { RatingValue } from '@galera/shared/promoters/promoter.schemas.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { userRatings, users } from '../../db/schema/index.ts'
import { FEES_PAGE_SIZE, iso, lastPage, num } from './fees-rows.ts'

export type RatingRow = typeof userRatings.$inferSelect

/** `\`, `%` and `_` typed by the admin are literal characters in ILIKE. */
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Ratings moderation (ADR 0019): the admin's searchable list, one rating's lock and edit. */
export function ratingsModerationRepository(db: DbOrTx) {
  return {
    async ratings(filter: { q?: string; page: number }) {
      const rater = alias(users, 'rater')
      const rated = alias(users, 'rated')
      const cond = filter.q
        ? sql`(galera_unaccent(${userRatings.comment}) ilike galera_unaccent(${likeOf(filter.q)})
            or galera_unaccent(${rater.name}) ilike galera_unaccent(${likeOf(filter.q)})
            or galera_unaccent(${rated.name}) ilike galera_unaccent(${likeOf(filter.q)}))`
        : undefined
      const [rows, [count]] = await Promise.all([
        db
          .select({
            r: userRatings,
            raterName: rater.name,
            ratedName: rated.name,
          })
          .from(userRatings)
          .innerJoin(rater, eq(rater.id, userRatings.raterUserId))
          .innerJoin(rated, eq(rated.id, userRatings.ratedUserId))
          .where(cond)
          .orderBy(desc(userRatings.createdAt), asc(userRatings.id))
          .limit(FEES_PAGE_SIZE)
          .offset((filter.page - 1) * FEES_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(userRatings)
          .innerJoin(rater, eq(rater.id, userRatings.raterUserId))
          .innerJoin(rated, eq(rated.id, userRatings.ratedUserId))
          .where(cond),
      ])
      const total = num(count?.total)
      return {
        data: rows.map((x) => ratingDto(x.r, x.raterName, x.ratedName)),
        last_page: lastPage(total),
        total,
      }
    },

    async lockRating(id: string) {
      const [row] = await db.select().from(userRatings).where(eq(userRatings.id, id)).for('update')
      return row
    },

    async updateRating(id: string, values: Partial<typeof userRatings.$inferInsert>) {
      const [row] = await db
        .update(userRatings)
        .set(values)
        .where(eq(userRatings.id, id))
        .returning()
      return row!
    },

    async ratingDto(id: string): Promise<AdminRatingDto | undefined> {
      const rater = alias(users, 'rater')
      const rated = alias(users, 'rated')
      const [x] = await db
        .select({ r: userRatings, raterName: rater.name, ratedName: rated.name })
        .from(userRatings)
        .innerJoin(rater, eq(rater.id, userRatings.raterUserId))
        .innerJoin(rated, eq(rated.id, userRatings.ratedUserId))
        .where(eq(userRatings.id, id))
      return x ? ratingDto(x.r, x.raterName, x.ratedName) : undefined
    },
  }
}

export function ratingDto(r: RatingRow, raterName: string, ratedName: string): AdminRatingDto {
  return {
    id: r.id,
    value: r.value as RatingValue,
    comment: r.comment,
    rater: { id: r.raterUserId, name: raterName },
    rated: { id: r.ratedUserId, name: ratedName },
    jobId: r.jobId,
    createdAt: r.createdAt.toISOString(),
    editedAt: iso(r.editedAt),
    hiddenAt: iso(r.hiddenAt),
  }
}
