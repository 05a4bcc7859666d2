import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import {
  ADMIN_PROMOTERS_PAGE_SIZE,
  type AdminPromoterRow,
  type CategoryRef,
  type PromoterCard,
  type PromoterStatus,
} from '@galera/shared/promoters/promoter.schemas.ts'
import { ageOn } from '@galera/shared/profile/profile.schemas.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  addresses,
  categories,
  consents,
  images,
  promoterGallery,
  promoters,
  users,
} from '../../db/schema/index.ts'
import { fileUrl } from './promoter-dto.ts'

export type PromoterRecord = typeof promoters.$inferSelect

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** `\`, `%` and `_` typed by the admin are literal characters in ILIKE. */
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function categoryRef(c: { id: string | null; namePt: string | null; nameEn: string | null }) {
  return c.id ? ({ id: c.id, namePt: c.namePt!, nameEn: c.nameEn! } satisfies CategoryRef) : null
}

/** SQL only (STYLE.md): admin list and edit of promoters (ADR 0017) and the home spotlight. */
export function adminPromotersRepository(db: DbOrTx) {
  return {
    async list(filter: { q?: string; status?: PromoterStatus; page: number }) {
      const where: SQL[] = []
      if (filter.q) {
        const like = likeOf(filter.q)
        where.push(
          sql`(galera_unaccent(${users.name}) ilike galera_unaccent(${like})
            or ${users.email}::text ilike ${like}
            or galera_unaccent(coalesce(${promoters.city}, '')) ilike galera_unaccent(${like}))`,
        )
      }
      if (filter.status) where.push(eq(promoters.status, filter.status))
      const cond = where.length ? and(...where) : undefined
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: promoters.userId,
            name: users.name,
            email: users.email,
            city: promoters.city,
            uf: promoters.uf,
            categoryId: categories.id,
            categoryPt: categories.namePt,
            categoryEn: categories.nameEn,
            status: promoters.status,
            accountStatus: users.status,
            isLaunched: promoters.isLaunched,
            isSpotlight: promoters.isSpotlight,
            isCertified: users.isCertified,
            blockedUntil: promoters.blockedUntil,
            createdAt: promoters.createdAt,
          })
          .from(promoters)
          .innerJoin(users, eq(users.id, promoters.userId))
          .leftJoin(categories, eq(categories.id, promoters.categoryId))
          .where(cond)
          .orderBy(desc(promoters.createdAt), asc(promoters.userId))
          .limit(ADMIN_PROMOTERS_PAGE_SIZE)
          .offset((filter.page - 1) * ADMIN_PROMOTERS_PAGE_SIZE),
        db
          .select({ total: count() })
          .from(promoters)
          .innerJoin(users, eq(users.id, promoters.userId))
          .where(cond),
      ])
      const items: AdminPromoterRow[] = rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        city: r.city,
        uf: r.uf,
        category: categoryRef({ id: r.categoryId, namePt: r.categoryPt, nameEn: r.categoryEn }),
        status: r.status as PromoterStatus,
        accountStatus: r.accountStatus,
        isLaunched: r.isLaunched,
        isSpotlight: r.isSpotlight,
        isCertified: r.isCertified,
        blockedUntil: iso(r.blockedUntil),
        createdAt: r.createdAt.toISOString(),
      }))
      return {
        items,
        page: filter.page,
        lastPage: Math.max(1, Math.ceil(total / ADMIN_PROMOTERS_PAGE_SIZE)),
        total,
      }
    },

    async findPromoter(id: string) {
      const [row] = await db.select().from(promoters).where(eq(promoters.userId, id))
      return row
    },
    /** Serialises two admins changing the same promoter. */
    async lockPromoter(id: string) {
      const [row] = await db.select().from(promoters).where(eq(promoters.userId, id)).for('update')
      return row
    },
    async updatePromoter(id: string, values: Partial<typeof promoters.$inferInsert>) {
      const [row] = await db
        .update(promoters)
        .set(values)
        .where(eq(promoters.userId, id))
        .returning()
      return row!
    },

    findUser(id: string) {
      return db.query.users.findFirst({ where: eq(users.id, id) })
    },
    findAddress(id: string) {
      return db.query.addresses.findFirst({ where: eq(addresses.userId, id) })
    },
    findCategory(id: string | null) {
      if (!id) return Promise.resolve(undefined)
      return db.query.categories.findFirst({ where: eq(categories.id, id) })
    },
    async avatarVariants(imageId: string | null) {
      if (!imageId) return null
      const [row] = await db
        .select({ variants: images.variants })
        .from(images)
        .where(and(eq(images.id, imageId), isNull(images.deletedAt)))
      return row?.variants ?? null
    },
    async hasSensitiveConsent(id: string) {
      const [row] = await db
        .select({ id: consents.id })
        .from(consents)
        .where(
          and(
            eq(consents.userId, id),
            eq(consents.kind, 'sensitive_data'),
            isNull(consents.revokedAt),
          ),
        )
        .limit(1)
      return row !== undefined
    },

    /**
     * Home spotlight: listed promoters (status active, account active, not blocked) that admins
     * flagged, best rated first. The picture is the gallery cover, else the avatar.
     */
    async spotlight(now: Date, limit: number): Promise<PromoterCard[]> {
      const cover = db
        .select({ variants: images.variants })
        .from(promoterGallery)
        .innerJoin(images, eq(images.id, promoterGallery.imageId))
        .where(
          and(
            eq(promoterGallery.promoterId, promoters.userId),
            eq(promoterGallery.isCover, true),
            isNull(images.deletedAt),
          ),
        )
        .limit(1)
      const rows = await db
        .select({
          id: promoters.userId,
          name: users.name,
          birthDate: promoters.birthDate,
          city: promoters.city,
          uf: promoters.uf,
          categoryId: categories.id,
          categoryPt: categories.namePt,
          categoryEn: categories.nameEn,
          gender: promoters.gender,
          heightCm: promoters.heightCm,
          coverVariants: sql<Record<string, string> | null>`(${cover})`,
          avatarVariants: images.variants,
          isCertified: users.isCertified,
          isLaunched: promoters.isLaunched,
          isSpotlight: promoters.isSpotlight,
          positive: promoters.ratingPositive,
          neutral: promoters.ratingNeutral,
          negative: promoters.ratingNegative,
        })
        .from(promoters)
        .innerJoin(users, eq(users.id, promoters.userId))
        .leftJoin(categories, eq(categories.id, promoters.categoryId))
        .leftJoin(images, and(eq(images.id, users.avatarImageId), isNull(images.deletedAt)))
        .where(
          and(
            eq(promoters.isSpotlight, true),
            eq(promoters.status, 'active'),
            eq(users.status, 'active'),
            sql`(${promoters.blockedUntil} is null or ${promoters.blockedUntil} <= ${now.toISOString()}::timestamptz)`,
          ),
        )
        .orderBy(desc(promoters.ratingScore), desc(promoters.createdAt), asc(promoters.userId))
        .limit(limit)
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        age: ageOn(r.birthDate, now),
        city: r.city,
        uf: r.uf,
        category: categoryRef({ id: r.categoryId, namePt: r.categoryPt, nameEn: r.categoryEn }),
        gender: r.gender,
        heightCm: r.heightCm,
        pictureUrl: fileUrl(r.coverVariants ?? r.avatarVariants, 'medium'),
        isCertified: r.isCertified,
        isLaunched: r.isLaunched,
        isSpotlight: r.isSpotlight,
        ratings: { positive: r.positive, neutral: r.neutral, negative: r.negative },
      }))
    },
  }
}
