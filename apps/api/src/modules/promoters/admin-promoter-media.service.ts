import type { AuditAction } from '@galera/shared'
import type {
  AdminPromoterDetail,
  ScheduleInput,
} from '@galera/shared/promoters/promoter.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { audit } from '../../platform/audit.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { imagesService } from '../images/images.service.ts'
import { adminPromotersRepository } from './admin-promoters.repository.ts'
import { adminPromotersService, galleryItemRemovedMail } from './admin-promoters.service.ts'
import { promoterPanelService, type WriteOptions } from './promoter-panel.service.ts'

/** Who acts, from where: every write below is audited with them. */
export interface AdminCaller {
  user: AuthUser
  ip: string
}

/**
 * The admin's gallery and schedule editor (ADR 0035). Each write is the promoter panel's own
 * service call (same rules, limits, locks and search-index effects as the promoter's routes),
 * on the promoter the admin opened, audited in its transaction. Answers the whole edit screen.
 */
export function adminPromoterMediaService(ctx: AppContext) {
  const panel = promoterPanelService(ctx)
  const images = imagesService(ctx)
  const admin = adminPromotersService(ctx)
  const repo = adminPromotersRepository(ctx.db)

  const audited = (caller: AdminCaller, id: string, action: AuditAction): WriteOptions => ({
    onChange: (tx, change) =>
      audit(tx, {
        actorId: caller.user.id,
        action,
        targetType: 'promoter',
        targetId: id,
        before: change.before,
        after: change.after,
        ip: caller.ip,
      }),
  })

  return {
    /**
     * A photo the admin uploads for the promoter: it goes through the images pipeline into the
     * promoter's own library (purpose gallery), and joins the gallery in the same transaction as
     * the image row, so a refused add (gallery full) leaves no picture behind.
     */
    async addPhoto(caller: AdminCaller, id: string, file: Buffer): Promise<AdminPromoterDetail> {
      // Known before the picture is re-encoded and stored (the add below checks again, locked).
      if (!(await repo.findPromoter(id))) throw new AppError('PROMOTER_NOT_FOUND')
      await images.uploadWith(id, { file, purpose: 'gallery', field: 'file' }, (tx, image) =>
        panel.addImage(id, image.id, { ...audited(caller, id, 'promoter.gallery.add'), tx }),
      )
      return admin.detail(id)
    },

    async addVideo(caller: AdminCaller, id: string, videoUrl: string) {
      await panel.addVideo(id, videoUrl, audited(caller, id, 'promoter.gallery.add'))
      return admin.detail(id)
    },

    async reorder(caller: AdminCaller, id: string, ids: string[]) {
      await panel.reorder(id, ids, audited(caller, id, 'promoter.gallery.order'))
      return admin.detail(id)
    },

    async setCover(caller: AdminCaller, id: string, itemId: string) {
      await panel.setCover(id, itemId, audited(caller, id, 'promoter.gallery.cover'))
      return admin.detail(id)
    },

    /** Moderation: an offensive picture or video leaves the gallery; the promoter is told. */
    async remove(caller: AdminCaller, id: string, itemId: string) {
      const { onChange } = audited(caller, id, 'promoter.gallery.remove')
      await panel.remove(id, itemId, {
        // The promoter's mail is queued in the removal's transaction (ADR 0066).
        onChange: async (tx, change) => {
          await onChange!(tx, change)
          const to = await adminPromotersRepository(tx).findUser(id)
          if (!to) return
          const locale = to.locale === 'en' ? 'en' : 'pt-BR'
          await ctx.mails.queue(
            tx,
            galleryItemRemovedMail(locale, to.email, to.name),
            `promoter.gallery.remove:${itemId}`,
          )
        },
      })
      return admin.detail(id)
    },

    async saveSchedule(caller: AdminCaller, id: string, input: ScheduleInput) {
      await panel.saveSchedule(id, input, audited(caller, id, 'promoter.schedule'))
      return admin.detail(id)
    },
  }
}
