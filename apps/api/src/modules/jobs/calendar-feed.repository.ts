import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { BOOKED_STATUSES } from '@galera/shared/jobs/job-status.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { calendarFeeds, jobs, users } from '../../db/schema/index.ts'

export interface FeedOwner {
  promoterId: string
  name: string
  locale: string
}

export type FeedJobRow = Pick<
  typeof jobs.$inferSelect,
  | 'id'
  | 'eventName'
  | 'startsAt'
  | 'endsAt'
  | 'placeName'
  | 'address'
  | 'complement'
  | 'city'
  | 'uf'
  | 'netCents'
  | 'updatedAt'
> & { hirerName: string }

/** SQL only (STYLE.md): the promoter's calendar feed token and the jobs it lists. */
export function calendarFeedRepository(db: DbOrTx) {
  return {
    /** One feed per promoter: a new token replaces (revokes) the previous one. */
    async upsert(promoterId: string, tokenHash: string, now: Date): Promise<void> {
      await db
        .insert(calendarFeeds)
        .values({ promoterId, tokenHash, createdAt: now })
        .onConflictDoUpdate({
          target: calendarFeeds.promoterId,
          set: { tokenHash, createdAt: now },
        })
    },

    /** The feed's owner, while the account is not closed or suspended. */
    async ownerByHash(tokenHash: string): Promise<FeedOwner | undefined> {
      const [row] = await db
        .select({ promoterId: calendarFeeds.promoterId, name: users.name, locale: users.locale })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.promoterId))
        .where(
          and(
            eq(calendarFeeds.tokenHash, tokenHash),
            sql`${users.status} not in ('closed','suspended')`,
          ),
        )
        .limit(1)
      return row
    },

    /** Accepted and completed jobs, by start. */
    async bookedJobs(promoterId: string): Promise<FeedJobRow[]> {
      return db
        .select({
          id: jobs.id,
          eventName: jobs.eventName,
          startsAt: jobs.startsAt,
          endsAt: jobs.endsAt,
          placeName: jobs.placeName,
          address: jobs.address,
          complement: jobs.complement,
          city: jobs.city,
          uf: jobs.uf,
          netCents: jobs.netCents,
          updatedAt: jobs.updatedAt,
          hirerName: users.name,
        })
        .from(jobs)
        .innerJoin(users, eq(users.id, jobs.hirerId))
        .where(and(eq(jobs.promoterId, promoterId), inArray(jobs.status, [...BOOKED_STATUSES])))
        .orderBy(asc(jobs.startsAt), asc(jobs.id))
    },
  }
}
