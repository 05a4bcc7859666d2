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
import type { DbOrTx, Tx } from '../../platform/db/database.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import { isUniqueViolation } from '../../platform/db/pg-errors.ts'
import { galleryItemDto } from './promoter-dto.ts'
import { promoterPanelRepository } from './promoter-panel.repository.ts'

/** `YYYY-MM-DD` + n calendar days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/** What a gallery or schedule write changed (the admin routes write it to the audit trail). */
export interface PanelChange {
  before: unknown
  after: unknown
}

/**
 * Options of a write: `onChange` runs in the write's transaction once it succeeded (an admin
 * route audits there, so the trail and the change commit together); `tx` runs the write inside
 * a transaction the caller already holds (an admin's upload writes the image row first).
 */
export interface WriteOptions {
  onChange?: (tx: Tx, change: PanelChange) => Promise<void>
  tx?: Tx
}

type PanelRepo = ReturnType<typeof promoterPanelRepository>

/**
 * The promoter's own panel: gallery and schedule. Every function takes the promoter's user id (the
 * caller for /api/promoter/…; the admin editor passes the promoter it opened, with `WriteOptions`
 * to audit). A promoter id with no promoter row is PROMOTER_NOT_FOUND; an item of somebody else
 * is GALLERY_ITEM_NOT_FOUND.
 */
export function promoterPanelService(ctx: AppContext) {
  const repo = promoterPanelRepository(ctx.db)

  /**
   * Runs `fn` in one transaction with the promoter row locked (gallery writes never interleave),
   * then hands what changed to `onChange` in the same transaction; answers the gallery as it is
   * once written.
   */
  async function write(
    promoterId: string,
    fn: (r: PanelRepo) => Promise<PanelChange>,
    opts: WriteOptions,
  ): Promise<GalleryItemDto[]> {
    const run = async (tx: Tx) => {
      const r = promoterPanelRepository(tx)
      if (!(await r.lockPromoter(promoterId))) throw new AppError('PROMOTER_NOT_FOUND')
      const change = await fn(r)
      if (opts.onChange) await opts.onChange(tx, change)
      return (await r.listGallery(promoterId)).map(galleryItemDto)
    }
    return opts.tx ? run(opts.tx) : ctx.db.transaction(run)
  }

  async function gallery(promoterId: string): Promise<GalleryItemDto[]> {
    return (await repo.listGallery(promoterId)).map(galleryItemDto)
  }

  async function assertRoom(r: PanelRepo, promoterId: string) {
    if ((await r.countGallery(promoterId)) >= GALLERY_MAX_ITEMS) {
      throw new AppError('GALLERY_FULL', { max: GALLERY_MAX_ITEMS })
    }
  }

  /** The weekly pattern and the blocked days from today (São Paulo) on. */
  async function schedule(promoterId: string, db: DbOrTx = ctx.db): Promise<ScheduleDto> {
    const r = promoterPanelRepository(db)
    const mask = await r.weeklyMask(promoterId)
    if (mask === undefined) throw new AppError('PROMOTER_NOT_FOUND')
    const today = todayInBrazil(ctx.clock.now())
    return { weeklyMask: mask, blockedDates: await r.blockedDatesFrom(promoterId, today) }
  }

  /** An item as the audit trail records it. */
  const itemOf = (i: {
    id: string
    kind: string
    imageId: string | null
    videoUrl: string | null
    isCover: boolean
    position: number
  }) => ({
    itemId: i.id,
    kind: i.kind,
    imageId: i.imageId,
    videoUrl: i.videoUrl,
    isCover: i.isCover,
    position: i.position,
  })
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
    async addImage(
      promoterId: string,
      imageId: string,
      opts: WriteOptions = {},
    ): Promise<GalleryItemDto[]> {
      try {
        return await write(
          promoterId,
          async (r) => {
            if (!(await r.findGalleryImage(promoterId, imageId)))
              throw new AppError('IMAGE_NOT_FOUND')
            await assertRoom(r, promoterId)
            const cover = !(await r.hasLiveCover(promoterId))
            if (cover) await r.clearCover(promoterId)
            const position = await r.nextPosition(promoterId)
            const id = await r.insertItem({
              promoterId,
              kind: 'image',
              imageId,
              position,
              isCover: cover,
              createdAt: ctx.clock.now(),
            })
            return {
              before: null,
              after: itemOf({
                id,
                kind: 'image',
                imageId,
                videoUrl: null,
                isCover: cover,
                position,
              }),
            }
          },
          opts,
        )
      } catch (err) {
        if (isUniqueViolation(err, 'promoter_gallery_image_once')) {
          throw new AppError('GALLERY_ITEM_EXISTS')
        }
        throw err
      }
    },

    async addVideo(
      promoterId: string,
      videoUrl: string,
      opts: WriteOptions = {},
    ): Promise<GalleryItemDto[]> {
      const url = videoUrl.trim()
      if (!parseVideoUrl(url)) throw fieldError('videoUrl', 'validation.invalidVideoUrl')
      return write(
        promoterId,
        async (r) => {
          await assertRoom(r, promoterId)
          const position = await r.nextPosition(promoterId)
          const id = await r.insertItem({
            promoterId,
            kind: 'video',
            videoUrl: url,
            position,
            createdAt: ctx.clock.now(),
          })
          return {
            before: null,
            after: itemOf({
              id,
              kind: 'video',
              imageId: null,
              videoUrl: url,
              isCover: false,
              position,
            }),
          }
        },
        opts,
      )
    },

    /** The whole order at once: `ids` must be exactly the current items. */
    async reorder(
      promoterId: string,
      ids: string[],
      opts: WriteOptions = {},
    ): Promise<GalleryItemDto[]> {
      return write(
        promoterId,
        async (r) => {
          const current = await r.listGallery(promoterId)
          const known = new Set(current.map((i) => i.id))
          if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
            throw new AppError('GALLERY_ORDER_MISMATCH')
          }
          for (const [position, id] of ids.entries()) await r.setPosition(promoterId, id, position)
          return { before: { order: current.map((i) => i.id) }, after: { order: ids } }
        },
        opts,
      )
    },

    async setCover(
      promoterId: string,
      itemId: string,
      opts: WriteOptions = {},
    ): Promise<GalleryItemDto[]> {
      return write(
        promoterId,
        async (r) => {
          const item = await r.findItem(promoterId, itemId)
          if (!item) throw new AppError('GALLERY_ITEM_NOT_FOUND')
          if (item.kind !== 'image') throw new AppError('GALLERY_COVER_NOT_IMAGE')
          const previous = (await r.listGallery(promoterId)).find((i) => i.isCover)
          await r.clearCover(promoterId)
          await r.setCover(promoterId, itemId)
          return { before: { coverItemId: previous?.id ?? null }, after: { coverItemId: itemId } }
        },
        opts,
      )
    },

    /** Removes an item; when it was the cover, the next picture in order becomes the cover. */
    async remove(
      promoterId: string,
      itemId: string,
      opts: WriteOptions = {},
    ): Promise<GalleryItemDto[]> {
      return write(
        promoterId,
        async (r) => {
          const item = await r.findItem(promoterId, itemId)
          if (!item) throw new AppError('GALLERY_ITEM_NOT_FOUND')
          await r.deleteItem(promoterId, itemId)
          const rest = await r.listGallery(promoterId)
          const next = item.isCover ? rest.find((i) => i.kind === 'image') : undefined
          if (next) await r.setCover(promoterId, next.id)
          for (const [position, i] of rest.entries()) {
            if (i.position !== position) await r.setPosition(promoterId, i.id, position)
          }
          return { before: itemOf(item), after: next ? { coverItemId: next.id } : null }
        },
        opts,
      )
    },

    schedule: (promoterId: string) => schedule(promoterId),

    /** Replaces the weekly pattern and every blocked day in one transaction. */
    async saveSchedule(
      promoterId: string,
      input: ScheduleInput,
      opts: WriteOptions = {},
    ): Promise<ScheduleDto> {
      const today = todayInBrazil(ctx.clock.now())
      const last = addDays(today, BLOCKED_DATES_MAX)
      if (input.blockedDates.some((d) => d < today || d > last)) {
        throw fieldError('blockedDates', 'validation.blockedDateRange')
      }
      const run = async (tx: Tx) => {
        const r = promoterPanelRepository(tx)
        if (!(await r.lockPromoter(promoterId))) throw new AppError('PROMOTER_NOT_FOUND')
        const before = await schedule(promoterId, tx)
        await r.setWeeklyMask(promoterId, input.weeklyMask, ctx.clock.now())
        await r.replaceBlockedDates(promoterId, input.blockedDates)
        const after = await schedule(promoterId, tx)
        if (opts.onChange) await opts.onChange(tx, { before, after })
        return after
      }
      return opts.tx ? run(opts.tx) : ctx.db.transaction(run)
    },
  }
}
