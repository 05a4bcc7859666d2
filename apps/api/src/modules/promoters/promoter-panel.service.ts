import { todayInBrazil } from '@galera/shared'
import {
  BLOCKED_DATES_MAX,
  GALLERY_MAX_ITEMS,
  parseVideoUrl,
  type GalleryItemDto,
  type PromoterPanelDto,
  type ScheduleDto,
  type ScheduleInput,
} from '@galera/shared/promoters/promoter.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import type { Tx } from '../../platform/db/database.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import { isUniqueViolation } from '../profile/profile.repository.ts'
import { galleryItemDto } from './promoter-dto.ts'
import { promoterPanelRepository } from './promoter-panel.repository.ts'

/** `YYYY-MM-DD` + n calendar days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/**
 * The promoter's own panel: gallery and schedule. Every function takes the promoter's user id (the
 * caller for /api/promoter/…; an admin screen may pass the promoter it opened). A promoter id
 * with no promoter row is PROMOTER_NOT_FOUND; an item of somebody else is GALLERY_ITEM_NOT_FOUND.
 */
export function promoterPanelService(ctx: AppContext) {
  const repo = promoterPanelRepository(ctx.db)

  /** Runs `fn` in one transaction with the promoter row locked (gallery writes never interleave). */
  async function withPromoter<T>(
    promoterId: string,
    fn: (r: ReturnType<typeof promoterPanelRepository>, tx: Tx) => Promise<T>,
  ): Promise<T> {
    return ctx.db.transaction(async (tx) => {
      const r = promoterPanelRepository(tx)
      if (!(await r.lockPromoter(promoterId))) throw new AppError('PROMOTER_NOT_FOUND')
      return fn(r, tx)
    })
  }

  async function gallery(promoterId: string): Promise<GalleryItemDto[]> {
    return (await repo.listGallery(promoterId)).map(galleryItemDto)
  }

  async function assertRoom(r: ReturnType<typeof promoterPanelRepository>, promoterId: string) {
    if ((await r.countGallery(promoterId)) >= GALLERY_MAX_ITEMS) {
      throw new AppError('GALLERY_FULL', { max: GALLERY_MAX_ITEMS })
    }
  }

  /** The weekly pattern and the blocked days from today (São Paulo) on. */
  async function schedule(promoterId: string): Promise<ScheduleDto> {
    const mask = await repo.weeklyMask(promoterId)
    if (mask === undefined) throw new AppError('PROMOTER_NOT_FOUND')
    const today = todayInBrazil(ctx.clock.now())
    return { weeklyMask: mask, blockedDates: await repo.blockedDatesFrom(promoterId, today) }
  }

  return {
    async panel(promoterId: string): Promise<PromoterPanelDto> {
      const row = await repo.findPanel(promoterId)
      if (!row) throw new AppError('PROMOTER_NOT_FOUND')
      const [items, hasAvatar] = await Promise.all([
        repo.listGallery(promoterId),
        row.avatarImageId ? repo.hasLiveImage(promoterId, row.avatarImageId) : false,
      ])
      const missing: PromoterPanelDto['missing'] = []
      if (!hasAvatar) missing.push('avatar')
      if (!row.categoryId) missing.push('category')
      if (items.length === 0) missing.push('gallery')
      else if (!items.some((i) => i.isCover)) missing.push('cover')
      if (row.weeklyAvailability === 0) missing.push('schedule')
      const now = ctx.clock.now()
      return {
        id: row.id,
        name: row.name,
        status: row.status as PromoterPanelDto['status'],
        blockedUntil:
          row.blockedUntil && row.blockedUntil > now ? row.blockedUntil.toISOString() : null,
        isCertified: row.isCertified,
        isLaunched: row.isLaunched,
        isSpotlight: row.isSpotlight,
        missing,
        galleryCount: items.length,
        ratings: {
          positive: row.ratingPositive,
          neutral: row.ratingNeutral,
          negative: row.ratingNegative,
        },
      }
    },

    async gallery(promoterId: string): Promise<GalleryItemDto[]> {
      if (!(await repo.findPanel(promoterId))) throw new AppError('PROMOTER_NOT_FOUND')
      return gallery(promoterId)
    },

    /** Adds one of the promoter's own library pictures; the first picture becomes the cover. */
    async addImage(promoterId: string, imageId: string): Promise<GalleryItemDto[]> {
      try {
        await withPromoter(promoterId, async (r) => {
          if (!(await r.findGalleryImage(promoterId, imageId)))
            throw new AppError('IMAGE_NOT_FOUND')
          await assertRoom(r, promoterId)
          const cover = !(await r.hasLiveCover(promoterId))
          if (cover) await r.clearCover(promoterId)
          await r.insertItem({
            promoterId,
            kind: 'image',
            imageId,
            position: await r.nextPosition(promoterId),
            isCover: cover,
            createdAt: ctx.clock.now(),
          })
        })
      } catch (err) {
        if (isUniqueViolation(err, 'promoter_gallery_image_once')) {
          throw new AppError('GALLERY_ITEM_EXISTS')
        }
        throw err
      }
      return gallery(promoterId)
    },

    async addVideo(promoterId: string, videoUrl: string): Promise<GalleryItemDto[]> {
      const url = videoUrl.trim()
      if (!parseVideoUrl(url)) throw fieldError('videoUrl', 'validation.invalidVideoUrl')
      await withPromoter(promoterId, async (r) => {
        await assertRoom(r, promoterId)
        await r.insertItem({
          promoterId,
          kind: 'video',
          videoUrl: url,
          position: await r.nextPosition(promoterId),
          createdAt: ctx.clock.now(),
        })
      })
      return gallery(promoterId)
    },

    /** The whole order at once: `ids` must be exactly the current items. */
    async reorder(promoterId: string, ids: string[]): Promise<GalleryItemDto[]> {
      await withPromoter(promoterId, async (r) => {
        const current = await r.listGallery(promoterId)
        const known = new Set(current.map((i) => i.id))
        if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
          throw new AppError('GALLERY_ORDER_MISMATCH')
        }
        for (const [position, id] of ids.entries()) await r.setPosition(promoterId, id, position)
      })
      return gallery(promoterId)
    },

    async setCover(promoterId: string, itemId: string): Promise<GalleryItemDto[]> {
      await withPromoter(promoterId, async (r) => {
        const item = await r.findItem(promoterId, itemId)
        if (!item) throw new AppError('GALLERY_ITEM_NOT_FOUND')
        if (item.kind !== 'image') throw new AppError('GALLERY_COVER_NOT_IMAGE')
        await r.clearCover(promoterId)
        await r.setCover(promoterId, itemId)
      })
      return gallery(promoterId)
    },

    /** Removes an item; when it was the cover, the next picture in order becomes the cover. */
    async remove(promoterId: string, itemId: string): Promise<GalleryItemDto[]> {
      await withPromoter(promoterId, async (r) => {
        const item = await r.findItem(promoterId, itemId)
        if (!item) throw new AppError('GALLERY_ITEM_NOT_FOUND')
        await r.deleteItem(promoterId, itemId)
        const rest = await r.listGallery(promoterId)
        if (item.isCover) {
          const next = rest.find((i) => i.kind === 'image')
          if (next) await r.setCover(promoterId, next.id)
        }
        for (const [position, i] of rest.entries()) {
          if (i.position !== position) await r.setPosition(promoterId, i.id, position)
        }
      })
      return gallery(promoterId)
    },

    schedule,

    /** Replaces the weekly pattern and every blocked day in one transaction. */
    async saveSchedule(promoterId: string, input: ScheduleInput): Promise<ScheduleDto> {
      const today = todayInBrazil(ctx.clock.now())
      const last = addDays(today, BLOCKED_DATES_MAX)
      if (input.blockedDates.some((d) => d < today || d > last)) {
        throw fieldError('blockedDates', 'validation.blockedDateRange')
      }
      await withPromoter(promoterId, async (r) => {
        await r.setWeeklyMask(promoterId, input.weeklyMask, ctx.clock.now())
        await r.replaceBlockedDates(promoterId, input.blockedDates)
      })
      return schedule(promoterId)
    },
  }
}
