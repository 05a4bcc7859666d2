import { and, asc, count, desc, eq, gt, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'
import {
  categories,
  images,
  promoterBlockedDates,
  promoterGallery,
  promoters,
  userRatings,
  users,
} from '../../db/schema/index.ts'
import type { GalleryRow } from './promoter-dto.ts'

/**
 * A promoter is "listed" (may be seen by anyone) when the admin has not inactivated the profile,
 * the account is active (not suspended, inactive or closed) and no cancellation block is running.
 * Search, the public profile, its ratings, the page meta and the sitemap all use this one rule.
 */
export function listedPromoter(now: Date): SQL {
  return and(
    eq(promoters.status, 'active'),
    eq(users.status, 'active'),
    or(isNull(promoters.blockedUntil), lte(promoters.blockedUntil, now)),
  )!
}

/** Only the columns a public page may show: never CPF, e-mail, phone or the address line. */
const publicColumns = {
  id: users.id,
  name: users.name,
  isCertified: users.isCertified,
  memberSince: users.createdAt,
  avatarVariants: images.variants,
  birthDate: promoters.birthDate,
  gender: promoters.gender,
  heightCm: promoters.heightCm,
  weightKg: promoters.weightKg,
  shoeSize: promoters.shoeSize,
  hair: promoters.hair,
  eyes: promoters.eyes,
  skin: promoters.skin,
  disabilities: promoters.disabilities,
  showSensitive: promoters.showSensitive,
  languages: promoters.languages,
  dance: promoters.dance,
  instruments: promoters.instruments,
  hasCar: promoters.hasCar,
  equipment: promoters.equipment,
  issuesInvoice: promoters.issuesInvoice,
  canTravel: promoters.canTravel,
  description: promoters.description,
  references: promoters.references,
  instagramUrl: promoters.instagramUrl,
  facebookUrl: promoters.facebookUrl,
  isLaunched: promoters.isLaunched,
  isSpotlight: promoters.isSpotlight,
  weeklyAvailability: promoters.weeklyAvailability,
  city: promoters.city,
  uf: promoters.uf,
  ratingPositive: promoters.ratingPositive,
  ratingNeutral: promoters.ratingNeutral,
  ratingNegative: promoters.ratingNegative,
  categoryId: categories.id,
  categoryNamePt: categories.namePt,
  categoryNameEn: categories.nameEn,
}

export interface RatingRow {
  id: string
  value: string
  comment: string
  createdAt: Date
  raterName: string
  raterRole: string
}

export function publicPromotersRepository(db: DbOrTx) {
  return {
    async findListed(id: string, now: Date) {
      const [row] = await db
        .select(publicColumns)
        .from(promoters)
        .innerJoin(users, eq(users.id, promoters.userId))
        .leftJoin(categories, eq(categories.id, promoters.categoryId))
        .leftJoin(images, and(eq(images.id, users.avatarImageId), isNull(images.deletedAt)))
        .where(and(eq(promoters.userId, id), listedPromoter(now)))
      return row
    },

    /** Name and rating counts of a listed promoter (the ratings page header). */
    async findListedSummary(id: string, now: Date) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          positive: promoters.ratingPositive,
          neutral: promoters.ratingNeutral,
          negative: promoters.ratingNegative,
        })
        .from(promoters)
        .innerJoin(users, eq(users.id, promoters.userId))
        .where(and(eq(promoters.userId, id), listedPromoter(now)))
      return row
    },

    /** Gallery in the promoter's order; pictures whose image was deleted are left out. */
    async gallery(promoterId: string): Promise<GalleryRow[]> {
      return db
        .select({
          id: promoterGallery.id,
          kind: promoterGallery.kind,
          isCover: promoterGallery.isCover,
          position: promoterGallery.position,
          videoUrl: promoterGallery.videoUrl,
          imageVariants: images.variants,
          imageWidth: images.width,
          imageHeight: images.height,
        })
        .from(promoterGallery)
        .leftJoin(images, eq(images.id, promoterGallery.imageId))
        .where(
          and(
            eq(promoterGallery.promoterId, promoterId),
            or(
              eq(promoterGallery.kind, 'video'),
              and(isNull(images.deletedAt), sql`${images.id} is not null`),
            ),
          ),
        )
        .orderBy(asc(promoterGallery.position), asc(promoterGallery.createdAt))
    },

    async blockedDates(promoterId: string, from: string, to: string): Promise<string[]> {
      const rows = await db
        .select({ day: promoterBlockedDates.day })
        .from(promoterBlockedDates)
        .where(
          and(
            eq(promoterBlockedDates.promoterId, promoterId),
            gte(promoterBlockedDates.day, from),
            lte(promoterBlockedDates.day, to),
          ),
        )
        .orderBy(asc(promoterBlockedDates.day))
      return rows.map((r) => r.day)
    },

    /**
     * The São Paulo days in [from, to] a booked job (accepted or completed) touches: the same
     * days search treats as taken (promoter-search.repository.ts, search/documents.ts).
     */
    async bookedDates(promoterId: string, from: string, to: string): Promise<string[]> {
      const rows = await queryRows<{ day: string }>(
        db,
        sql`SELECT DISTINCT g.day::date::text AS day
              FROM jobs j
              CROSS JOIN LATERAL generate_series(
                (j.starts_at AT TIME ZONE 'America/Sao_Paulo')::date::timestamp,
                ((j.ends_at - interval '1 microsecond') AT TIME ZONE 'America/Sao_Paulo')::date::timestamp,
                interval '1 day') AS g(day)
             WHERE j.promoter_id = ${promoterId}
               AND j.status IN ('accepted','completed')
               AND j.ends_at > (${from}::date::timestamp AT TIME ZONE 'America/Sao_Paulo')
               AND j.starts_at < ((${to}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')
               AND g.day::date BETWEEN ${from}::date AND ${to}::date
             ORDER BY 1`,
      )
      return rows.map((r) => r.day)
    },

    /** Visible ratings of a user, newest first (hidden ones are moderated away). */
    async ratings(ratedUserId: string, limit: number, offset: number): Promise<RatingRow[]> {
      return db
        .select({
          id: userRatings.id,
          value: userRatings.value,
          comment: userRatings.comment,
          createdAt: userRatings.createdAt,
          raterName: users.name,
          raterRole: users.role,
        })
        .from(userRatings)
        .innerJoin(users, eq(users.id, userRatings.raterUserId))
        .where(and(eq(userRatings.ratedUserId, ratedUserId), isNull(userRatings.hiddenAt)))
        .orderBy(desc(userRatings.createdAt), desc(userRatings.id))
        .limit(limit)
        .offset(offset)
    },

    /**
     * One chunk of listed promoters for the sitemap in id order: after `afterId` (keyset), or
     * skipping `offset` rows for the first chunk of a sitemap part.
     */
    async listedChunk(now: Date, after: { id: string } | { offset: number }, limit: number) {
      return db
        .select({ id: promoters.userId, updatedAt: promoters.updatedAt })
        .from(promoters)
        .innerJoin(users, eq(users.id, promoters.userId))
        .where(and(listedPromoter(now), 'id' in after ? gt(promoters.userId, after.id) : undefined))
        .orderBy(asc(promoters.userId))
        .limit(limit)
        .offset('offset' in after ? after.offset : 0)
    },

    async countListed(now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(promoters)
        .innerJoin(users, eq(users.id, promoters.userId))
        .where(listedPromoter(now))
      return Number(row.n)
    },
  }
}

export type PublicPromoterRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof publicPromotersRepository>['findListed']>>
>
