import { and, asc, count, eq, gte, inArray, isNull, max, or } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  images,
  promoterBlockedDates,
  promoterGallery,
  promoters,
  users,
} from '../../db/schema/index.ts'
import type { GalleryRow } from './promoter-dto.ts'

/**
 * SQL of the promoter panel. Every query takes the promoter's own user id (the caller, or the
 * promoter an admin opened): nothing here trusts an id from a body without it.
 *
 * A gallery picture whose image was deleted from the library is "dead": the row stays (soft
 * delete keeps the image row) but it is not listed, counted, ordered or made cover.
 */
const live = or(eq(promoterGallery.kind, 'video'), isNull(images.deletedAt))

const galleryColumns = {
  id: promoterGallery.id,
  kind: promoterGallery.kind,
  isCover: promoterGallery.isCover,
  position: promoterGallery.position,
  videoUrl: promoterGallery.videoUrl,
  imageId: promoterGallery.imageId,
  imageVariants: images.variants,
  imageWidth: images.width,
  imageHeight: images.height,
}

export type GalleryRecord = GalleryRow & { imageId: string | null }

export function promoterPanelRepository(db: DbOrTx) {
  return {
    /** The promoter row, locked until the transaction ends (serialises gallery writes). */
    async lockPromoter(promoterId: string): Promise<boolean> {
      const rows = await db
        .select({ id: promoters.userId })
        .from(promoters)
        .where(eq(promoters.userId, promoterId))
        .for('update')
      return rows.length > 0
    },

    async findPanel(promoterId: string) {
      const [row] = await db
        .select({
          id: promoters.userId,
          name: users.name,
          status: promoters.status,
          blockedUntil: promoters.blockedUntil,
          isCertified: users.isCertified,
          isLaunched: promoters.isLaunched,
          isSpotlight: promoters.isSpotlight,
          categoryId: promoters.categoryId,
          weeklyAvailability: promoters.weeklyAvailability,
          avatarImageId: users.avatarImageId,
          ratingPositive: promoters.ratingPositive,
          ratingNeutral: promoters.ratingNeutral,
          ratingNegative: promoters.ratingNegative,
        })
        .from(promoters)
        .innerJoin(users, eq(users.id, promoters.userId))
        .where(eq(promoters.userId, promoterId))
      return row
    },

    async hasLiveImage(ownerId: string, imageId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: images.id })
        .from(images)
        .where(and(eq(images.id, imageId), eq(images.ownerId, ownerId), isNull(images.deletedAt)))
      return !!row
    },

    /** One of the owner's library images that may go into a gallery. */
    async findGalleryImage(ownerId: string, imageId: string) {
      const [row] = await db
        .select({ id: images.id })
        .from(images)
        .where(
          and(
            eq(images.id, imageId),
            eq(images.ownerId, ownerId),
            isNull(images.deletedAt),
            inArray(images.purpose, ['gallery', 'avatar']),
          ),
        )
      return row
    },

    async listGallery(promoterId: string): Promise<GalleryRecord[]> {
      return db
        .select(galleryColumns)
        .from(promoterGallery)
        .leftJoin(images, eq(images.id, promoterGallery.imageId))
        .where(and(eq(promoterGallery.promoterId, promoterId), live))
        .orderBy(
          asc(promoterGallery.position),
          asc(promoterGallery.createdAt),
          asc(promoterGallery.id),
        )
    },

    async countGallery(promoterId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(promoterGallery)
        .leftJoin(images, eq(images.id, promoterGallery.imageId))
        .where(and(eq(promoterGallery.promoterId, promoterId), live))
      return Number(row?.n ?? 0)
    },

    async findItem(promoterId: string, itemId: string): Promise<GalleryRecord | undefined> {
      const [row] = await db
        .select(galleryColumns)
        .from(promoterGallery)
        .leftJoin(images, eq(images.id, promoterGallery.imageId))
        .where(
          and(eq(promoterGallery.promoterId, promoterId), eq(promoterGallery.id, itemId), live),
        )
      return row
    },

    async nextPosition(promoterId: string): Promise<number> {
      const [row] = await db
        .select({ p: max(promoterGallery.position) })
        .from(promoterGallery)
        .where(eq(promoterGallery.promoterId, promoterId))
      return row?.p === null || row?.p === undefined ? 0 : Number(row.p) + 1
    },

    async hasLiveCover(promoterId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: promoterGallery.id })
        .from(promoterGallery)
        .innerJoin(images, eq(images.id, promoterGallery.imageId))
        .where(
          and(
            eq(promoterGallery.promoterId, promoterId),
            eq(promoterGallery.isCover, true),
            isNull(images.deletedAt),
          ),
        )
      return !!row
    },

    async insertItem(values: typeof promoterGallery.$inferInsert): Promise<string> {
      const [row] = await db
        .insert(promoterGallery)
        .values(values)
        .returning({ id: promoterGallery.id })
      return row!.id
    },

    /** Clears every cover mark of the promoter (dead rows too), so a new one fits the index. */
    async clearCover(promoterId: string) {
      await db
        .update(promoterGallery)
        .set({ isCover: false })
        .where(and(eq(promoterGallery.promoterId, promoterId), eq(promoterGallery.isCover, true)))
    },

    async setCover(promoterId: string, itemId: string) {
      await db
        .update(promoterGallery)
        .set({ isCover: true })
        .where(and(eq(promoterGallery.promoterId, promoterId), eq(promoterGallery.id, itemId)))
    },

    async deleteItem(promoterId: string, itemId: string) {
      await db
        .delete(promoterGallery)
        .where(and(eq(promoterGallery.promoterId, promoterId), eq(promoterGallery.id, itemId)))
    },

    async setPosition(promoterId: string, itemId: string, position: number) {
      await db
        .update(promoterGallery)
        .set({ position })
        .where(and(eq(promoterGallery.promoterId, promoterId), eq(promoterGallery.id, itemId)))
    },

    async weeklyMask(promoterId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ mask: promoters.weeklyAvailability })
        .from(promoters)
        .where(eq(promoters.userId, promoterId))
      return row?.mask
    },

    async setWeeklyMask(promoterId: string, mask: number, now: Date) {
      await db
        .update(promoters)
        .set({ weeklyAvailability: mask, updatedAt: now })
        .where(eq(promoters.userId, promoterId))
    },

    async blockedDatesFrom(promoterId: string, fromDay: string): Promise<string[]> {
      const rows = await db
        .select({ day: promoterBlockedDates.day })
        .from(promoterBlockedDates)
        .where(
          and(
            eq(promoterBlockedDates.promoterId, promoterId),
            gte(promoterBlockedDates.day, fromDay),
          ),
        )
        .orderBy(asc(promoterBlockedDates.day))
      return rows.map((r) => r.day)
    },

    async replaceBlockedDates(promoterId: string, days: string[]) {
      await db.delete(promoterBlockedDates).where(eq(promoterBlockedDates.promoterId, promoterId))
      if (days.length) {
        await db.insert(promoterBlockedDates).values(days.map((day) => ({ promoterId, day })))
      }
    },

    /** For the LGPD export: every gallery row, dead ones included. */
    async exportGallery(promoterId: string) {
      return db
        .select({
          ...galleryColumns,
          imageDeletedAt: images.deletedAt,
          createdAt: promoterGallery.createdAt,
        })
        .from(promoterGallery)
        .leftJoin(images, eq(images.id, promoterGallery.imageId))
        .where(eq(promoterGallery.promoterId, promoterId))
        .orderBy(asc(promoterGallery.position), asc(promoterGallery.createdAt))
    },
  }
}
