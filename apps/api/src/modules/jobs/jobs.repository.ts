import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { JobStatus, JobTab, PeriodFilter } from '@galera/shared'
import { JOBS_PER_PAGE } from '@galera/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { dayWithin } from '../../platform/db/list-filters.ts'
import {
  categories,
  images,
  jobs,
  ledgerEntries,
  promoterBlockedDates,
  promoters,
  userRatings,
  users,
} from '../../db/schema/index.ts'
import { listedPromoter } from '../promoters/public-promoters.repository.ts'
import type { JobRow, JobSide } from './job-dto.ts'
import { scheduleAtJson, scheduleFromJson } from './fee-in-force.repository.ts'

/** A JSON column as both drivers hand it back (parsed, or text on a raw path). */
function parseJson<T>(value: T | string | null | undefined): T | null {
  if (value === null || value === undefined) return null
  return typeof value === 'string' ? (JSON.parse(value) as T) : value
}

export type JobInsert = typeof jobs.$inferInsert
export type LedgerInsert = typeof ledgerEntries.$inferInsert

/**
 * A booked job of the same promoter overlaps the outer `jobs` row (the EXCLUDE constraint's own
 * test). Written with literal `jobs.` names: Drizzle leaves columns unqualified in select lists.
 */
const overlapsBooked = sql<boolean>`exists (
  select 1 from jobs b
  where b.promoter_id = jobs.promoter_id and b.id <> jobs.id
    and b.status in ('accepted', 'completed')
    and tstzrange(b.starts_at, b.ends_at, '[)') && tstzrange(jobs.starts_at, jobs.ends_at, '[)')
)`

/** Queries only; the rules are in jobs.service.ts. */
export function jobsRepository(db: DbOrTx) {
  return {
    async find(id: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id))
      return row
    },

    /** The row locked for the transaction: transitions of one job never interleave. */
    async lock(id: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).for('update')
      return row
    },

    async findByIdempotencyKey(hirerId: string, key: string): Promise<JobRow | undefined> {
      const [row] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.hirerId, hirerId), eq(jobs.idempotencyKey, key)))
      return row
    },

    /** What the hire checks of a promoter who may be hired (listed: active, not blocked). */
    async findHireablePromoter(promoterId: string, now: Date) {
      const [row] = await db
        .select({
          id: promoters.userId,
          birthDate: promoters.birthDate,
          weeklyAvailability: promoters.weeklyAvailability,
          categoryId: promoters.categoryId,
        })
        .from(promoters)
        .innerJoin(users, eq(users.id, promoters.userId))
        .where(and(eq(promoters.userId, promoterId), listedPromoter(now)))
      return row
    },

    async blockedDays(promoterId: string, days: string[]): Promise<string[]> {
      if (!days.length) return []
      const rows = await db
        .select({ day: promoterBlockedDates.day })
        .from(promoterBlockedDates)
        .where(
          and(
            eq(promoterBlockedDates.promoterId, promoterId),
            inArray(promoterBlockedDates.day, days),
          ),
        )
      return rows.map((r) => r.day)
    },

    async hasBookedOverlap(promoterId: string, startsAt: Date, endsAt: Date): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(jobs)
        .where(
          and(
            eq(jobs.promoterId, promoterId),
            inArray(jobs.status, ['accepted', 'completed']),
            sql`tstzrange(${jobs.startsAt}, ${jobs.endsAt}, '[)') && tstzrange(${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz, '[)')`,
          ),
        )
      return (row?.n ?? 0) > 0
    },

    async overlapsBooked(jobId: string): Promise<boolean> {
      const [row] = await db.select({ v: overlapsBooked }).from(jobs).where(eq(jobs.id, jobId))
      return !!row?.v
    },

    async insert(values: JobInsert): Promise<JobRow> {
      const [row] = await db.insert(jobs).values(values).returning()
      return row!
    },

    /**
     * The accept, in one guarded UPDATE (ADR 0019): still requested, answer deadline not passed,
     * promoter not blocked. The EXCLUDE constraint refuses an overlapping booking (23P01).
     */
    async accept(
      id: string,
      now: Date,
      set: Pick<
        JobInsert,
        | 'feeScheduleId'
        | 'providerBps'
        | 'platformBps'
        | 'providerFeeCents'
        | 'platformFeeCents'
        | 'netCents'
      >,
    ): Promise<JobRow | undefined> {
      const at = now.toISOString()
      const [row] = await db
        .update(jobs)
        .set({ ...set, status: 'accepted', acceptedAt: now, updatedAt: now })
        .where(
          and(
            eq(jobs.id, id),
            eq(jobs.status, 'requested'),
            sql`${jobs.answerDeadline} > ${at}::timestamptz`,
            sql`not exists (select 1 from promoters p where p.user_id = ${jobs.promoterId}
                 and p.blocked_until > ${at}::timestamptz)`,
          ),
        )
        .returning()
      return row
    },

    /** A transition guarded by the status it leaves: a concurrent change makes it a no-op. */
    async transition(
      id: string,
      from: JobStatus,
      set: Partial<JobInsert> & { status: JobStatus },
    ): Promise<JobRow | undefined> {
      const [row] = await db
        .update(jobs)
        .set(set)
        .where(and(eq(jobs.id, id), eq(jobs.status, from)))
        .returning()
      return row
    },

    /** Only entries with an amount: the deferred trigger checks that they add up to gross. */
    async insertLedger(entries: LedgerInsert[]) {
      const rows = entries.filter((e) => e.amountCents > 0)
      if (rows.length) await db.insert(ledgerEntries).values(rows)
    },

    async ledgerOf(jobId: string) {
      return db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.jobId, jobId))
        .orderBy(asc(ledgerEntries.kind))
    },

    /**
     * With `lock`, the promoter row stays locked to the end of the transaction: accepts of one
     * promoter then run one after another, so the overlap check never waits on two uncommitted
     * bookings at once (concurrent exclusion checks can deadlock on PostgreSQL).
     */
    async promoterBlockedUntil(promoterId: string, lock = false): Promise<Date | null> {
      const query = db
        .select({ until: promoters.blockedUntil })
        .from(promoters)
        .where(eq(promoters.userId, promoterId))
      const [row] = lock ? await query.for('update') : await query
      return row?.until ?? null
    },

    /** Never shortens a longer block (ADR 0019). */
    async blockPromoter(promoterId: string, until: Date): Promise<Date> {
      const [row] = await db
        .update(promoters)
        .set({
          blockedUntil: sql`greatest(coalesce(${promoters.blockedUntil}, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)`,
        })
        .where(eq(promoters.userId, promoterId))
        .returning({ until: promoters.blockedUntil })
      return row!.until!
    },

    /**
     * ADR 0024: locks the hirer's user row for the transaction (two hires of one hirer queue up
     * here, so the limits below cannot be raced past) and counts their solicitations.
     */
    async lockHirerAndCount(hirerId: string, promoterId: string, since: Date) {
      await db.execute(sql`select 1 from users where id = ${hirerId}::uuid for no key update`)
      const [row] = await db
        .select({
          open: sql<number>`count(*) filter (where ${jobs.status} = 'requested')::int`,
          openHere: sql<number>`count(*) filter (where ${jobs.status} = 'requested' and ${jobs.promoterId} = ${promoterId}::uuid)::int`,
          lastDay: sql<number>`count(*) filter (where ${jobs.requestedAt} > ${since.toISOString()}::timestamptz)::int`,
          oldestInDay: sql<
            string | null
          >`min(${jobs.requestedAt}) filter (where ${jobs.requestedAt} > ${since.toISOString()}::timestamptz)`,
        })
        .from(jobs)
        .where(eq(jobs.hirerId, hirerId))
      return {
        open: Number(row?.open ?? 0),
        openHere: Number(row?.openHere ?? 0),
        lastDay: Number(row?.lastDay ?? 0),
        oldestInDay: row?.oldestInDay ? new Date(row.oldestInDay) : null,
      }
    },

    async user(id: string) {
      const [row] = await db
        .select({ id: users.id, name: users.name, locale: users.locale, role: users.role })
        .from(users)
        .where(eq(users.id, id))
      return row
    },

    async promoterCard(promoterId: string) {
      const [row] = await db
        .select({
          name: users.name,
          avatar: images.variants,
          categoryPt: categories.namePt,
          categoryEn: categories.nameEn,
          blockedUntil: promoters.blockedUntil,
        })
        .from(users)
        .innerJoin(promoters, eq(promoters.userId, users.id))
        .leftJoin(images, and(eq(images.id, users.avatarImageId), sql`${images.deletedAt} is null`))
        .leftJoin(categories, eq(categories.id, promoters.categoryId))
        .where(eq(users.id, promoterId))
      return row
    },

    async ratingsOf(jobId: string) {
      return db
        .select({
          raterUserId: userRatings.raterUserId,
          value: userRatings.value,
          comment: userRatings.comment,
          createdAt: userRatings.createdAt,
        })
        .from(userRatings)
        .where(eq(userRatings.jobId, jobId))
    },

    async insertRating(values: typeof userRatings.$inferInsert) {
      await db.insert(userRatings).values(values)
    },

    /**
     * One page of the caller's jobs on a tab, with what the summaries need, the count of each
     * status and the fee schedule in force at `now`, in one statement (ADR 0062): a one-row
     * subquery of the counts and the schedule, the page's rows joined to it.
     */
    async list(
      side: JobSide,
      userId: string,
      tab: JobTab,
      statuses: readonly JobStatus[],
      page: number,
      period: PeriodFilter,
      now: Date,
    ) {
      // The period (ADR 0036) is the event's first day as asked; it narrows the tab counts too.
      const mine = and(
        side === 'promoter' ? eq(jobs.promoterId, userId) : eq(jobs.hirerId, userId),
        ...dayWithin(jobs.startDate, period),
      )
      const counterpartId = side === 'promoter' ? jobs.hirerId : jobs.promoterId
      const order: SQL[] =
        tab === 'requested'
          ? [asc(jobs.answerDeadline), asc(jobs.id)]
          : tab === 'accepted'
            ? [asc(jobs.startsAt), asc(jobs.id)]
            : [desc(jobs.startsAt), asc(jobs.id)]
      const pageIds = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(mine, inArray(jobs.status, [...statuses])))
        .orderBy(...order)
        .limit(JOBS_PER_PAGE)
        .offset((page - 1) * JOBS_PER_PAGE)
      const found = await db
        .select({
          job: jobs,
          counterpartName: users.name,
          overlapsBooked,
          iRated: sql<boolean>`exists (select 1 from user_ratings r
            where r.job_id = jobs.id and r.rater_user_id = ${userId})`,
          blockedUntil: promoters.blockedUntil,
          perStatus: sql<Record<string, number> | null>`c.per_status`,
          schedule: sql<unknown>`c.schedule`,
        })
        .from(
          sql`(select (select json_object_agg(s.status, s.n) from (select ${jobs.status},
                  count(*) as n from ${jobs} where ${mine} group by ${jobs.status}) s) as per_status,
                ${scheduleAtJson(now)} as schedule) c`,
        )
        .leftJoin(jobs, inArray(jobs.id, pageIds))
        .leftJoin(users, eq(users.id, counterpartId))
        .leftJoin(promoters, eq(promoters.userId, jobs.promoterId))
        .orderBy(...order)
      const rows = found.flatMap((f) =>
        f.job
          ? [
              {
                job: f.job,
                counterpartName: f.counterpartName ?? '',
                overlapsBooked: f.overlapsBooked,
                iRated: f.iRated,
                blockedUntil: f.blockedUntil,
              },
            ]
          : [],
      )
      const perStatus = parseJson(found[0]?.perStatus) ?? {}
      const total = statuses.reduce((n, st) => n + Number(perStatus[st] ?? 0), 0)
      return { rows, total, perStatus, schedule: scheduleFromJson(found[0]?.schedule) }
    },

    /**
     * What a suspension ends on one side (ADR 0025): every open solicitation and every accepted
     * job that has not started, locked in id order (a running job is left to complete).
     */
    async cancellableOnSuspension(userId: string, side: JobSide, now: Date): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(
          and(
            eq(side === 'promoter' ? jobs.promoterId : jobs.hirerId, userId),
            sql`(${jobs.status} = 'requested' or (${jobs.status} = 'accepted'
                 and ${jobs.startsAt} > ${now.toISOString()}::timestamptz))`,
          ),
        )
        .orderBy(asc(jobs.id))
        .for('update')
    },

    // ---- Ticker ------------------------------------------------------------------------------

    /** Unanswered solicitations past their deadline, oldest first, skipping rows being changed. */
    async dueToExpire(now: Date, limit: number): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.status, 'requested'),
            sql`${jobs.answerDeadline} <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(jobs.answerDeadline), asc(jobs.id))
        .limit(limit)
        .for('update', { skipLocked: true })
    },

    /** Accepted jobs whose end has passed (and, with a payment, paid). */
    async dueToComplete(now: Date, limit: number): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.status, 'accepted'),
            sql`${jobs.endsAt} <= ${now.toISOString()}::timestamptz`,
            // ADR 0055: a job with a payment completes only paid (an unpaid one is cancelled at
            // its deadline); a job accepted before payments (no row) completes as ADR 0019 says.
            sql`not exists (select 1 from payments p where p.job_id = ${jobs.id} and p.status <> 'paid')`,
          ),
        )
        .orderBy(asc(jobs.endsAt), asc(jobs.id))
        .limit(limit)
        .for('update', { skipLocked: true })
    },
  }
}
