import { translate, type Locale, type PromoterPatchSchema } from '@galera/shared'
import { ageOn } from '@galera/shared/profile/profile.schemas.ts'
import {
  SPOTLIGHT_MAX,
  type AdminPromoterDetail,
  type AdminPromoterFlagsResult,
  type AdminPromoterStatusResult,
  type PromoterStatus,
} from '@galera/shared/promoters/promoter.schemas.ts'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context.ts'
import { audit } from '../../platform/audit.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { oneOffKey } from '../../platform/mail/mail-queue.ts'
import type { Mail } from '../../platform/mail/mailer.ts'
import { layout } from '../../platform/mail/templates.ts'
import { savePromoterAttributes } from '../profile/profile.service.ts'
import { adminPromotersRepository, type PromoterRecord } from './admin-promoters.repository.ts'
import { fileUrl } from './promoter-dto.ts'
import { promoterPanelService } from './promoter-panel.service.ts'

type PromoterPatch = z.output<typeof PromoterPatchSchema>
type Flags = { isLaunched?: boolean; isSpotlight?: boolean }

/**
 * No notification code fits these events and the codes are a database check (a migration), so
 * the promoter hears about them by e-mail in their own language (ADR 0017).
 */
export function promoterStatusMail(
  locale: Locale,
  to: string,
  name: string,
  status: PromoterStatus,
): Mail {
  return layout(locale, to, `admin.promoters.mail.${status}.subject`, name, [
    translate(locale, `admin.promoters.mail.${status}.body`),
    translate(locale, 'admin.promoters.mail.contact'),
  ])
}

export function galleryItemRemovedMail(locale: Locale, to: string, name: string): Mail {
  return layout(locale, to, 'admin.promoters.mail.galleryRemoved.subject', name, [
    translate(locale, 'admin.promoters.mail.galleryRemoved.body'),
    translate(locale, 'admin.promoters.mail.contact'),
  ])
}

/**
 * "For admins" (PRODUCT.md): list, edit, status and flags; every write audited. The gallery and
 * schedule editor is admin-promoter-media.service.ts.
 */
export function adminPromotersService(ctx: AppContext) {
  const repo = adminPromotersRepository(ctx.db)
  const panel = promoterPanelService(ctx)

  async function recipient(r: typeof repo, id: string) {
    const user = await r.findUser(id)
    return user ? { email: user.email, name: user.name, locale: user.locale as Locale } : null
  }

  async function detail(id: string): Promise<AdminPromoterDetail> {
    const p = await repo.findPromoter(id)
    if (!p) throw new AppError('PROMOTER_NOT_FOUND')
    const now = ctx.clock.now()
    // The gallery and schedule as the promoter's own panel reads them (live pictures only, blocked
    // days from today in São Paulo), so the admin editor saves exactly what it shows.
    const [user, address, category, gallery, schedule, hasSensitiveConsent] = await Promise.all([
      repo.findUser(id),
      repo.findAddress(id),
      repo.findCategory(p.categoryId),
      panel.gallery(id),
      panel.schedule(id),
      repo.hasSensitiveConsent(id),
    ])
    if (!user) throw new AppError('PROMOTER_NOT_FOUND')
    const avatar = await repo.avatarVariants(user.avatarImageId)
    return {
      id,
      account: {
        name: user.name,
        email: user.email,
        cpf: user.cpf,
        phone: user.phone,
        status: user.status,
        locale: user.locale === 'en' ? 'en' : 'pt-BR',
        isCertified: user.isCertified,
        avatarUrl: fileUrl(avatar, 'medium'),
        createdAt: user.createdAt.toISOString(),
      },
      address: address
        ? {
            cep: address.cep,
            street: address.street,
            number: address.number,
            complement: address.complement,
            neighborhood: address.neighborhood,
            city: address.city,
            uf: address.uf,
          }
        : null,
      attributes: {
        birthDate: p.birthDate,
        age: ageOn(p.birthDate, now),
        gender: p.gender,
        heightCm: p.heightCm,
        weightKg: p.weightKg,
        shoeSize: p.shoeSize,
        hair: p.hair,
        eyes: p.eyes,
        skin: p.skin,
        disabilities: p.disabilities,
        showSensitive: p.showSensitive,
        languages: p.languages,
        dance: p.dance,
        instruments: p.instruments,
        hasCar: p.hasCar,
        equipment: p.equipment,
        issuesInvoice: p.issuesInvoice,
        canTravel: p.canTravel,
        description: p.description,
        references: p.references,
        category: category
          ? { id: category.id, namePt: category.namePt, nameEn: category.nameEn }
          : null,
        instagramUrl: p.instagramUrl,
        facebookUrl: p.facebookUrl,
      },
      hasSensitiveConsent,
      status: p.status as PromoterStatus,
      isLaunched: p.isLaunched,
      isSpotlight: p.isSpotlight,
      blockedUntil: p.blockedUntil ? p.blockedUntil.toISOString() : null,
      gallery,
      schedule,
      ratings: { positive: p.ratingPositive, neutral: p.ratingNeutral, negative: p.ratingNegative },
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    }
  }

  return {
    list: repo.list,
    detail,

    spotlight() {
      return repo.spotlight(ctx.clock.now(), SPOTLIGHT_MAX)
    },

    /** Spec §4: "Promoter Activated" / "Promoter Inactivated"; idempotent, audited only on change. */
    async setStatus(
      actor: AuthUser,
      id: string,
      status: PromoterStatus,
      locale: Locale,
      ip: string,
    ): Promise<AdminPromoterStatusResult> {
      await ctx.db.transaction(async (tx) => {
        const r = adminPromotersRepository(tx)
        const before = await r.lockPromoter(id)
        if (!before) throw new AppError('PROMOTER_NOT_FOUND')
        if (before.status === status) return false
        await r.updatePromoter(id, { status, updatedAt: ctx.clock.now() })
        await audit(tx, {
          actorId: actor.id,
          action: status === 'active' ? 'promoter.activate' : 'promoter.inactivate',
          targetType: 'promoter',
          targetId: id,
          before: { status: before.status },
          after: { status },
          ip,
        })
        const to = await recipient(r, id)
        if (to)
          await ctx.mails.queue(
            tx,
            promoterStatusMail(to.locale, to.email, to.name, status),
            oneOffKey(`promoter.${status}`),
          )
        return true
      })
      return {
        id,
        status,
        message: translate(
          locale,
          status === 'active' ? 'admin.promoters.activated' : 'admin.promoters.inactivated',
        ),
      }
    },

    /** Launched and spotlight: admins only (PRODUCT.md); `/me/profile` drops them. */
    async setFlags(
      actor: AuthUser,
      id: string,
      flags: Flags,
      ip: string,
    ): Promise<AdminPromoterFlagsResult> {
      return ctx.db.transaction(async (tx) => {
        const r = adminPromotersRepository(tx)
        const before = await r.lockPromoter(id)
        if (!before) throw new AppError('PROMOTER_NOT_FOUND')
        const values: Partial<Pick<PromoterRecord, 'isLaunched' | 'isSpotlight'>> = {}
        if (flags.isLaunched !== undefined) values.isLaunched = flags.isLaunched
        if (flags.isSpotlight !== undefined) values.isSpotlight = flags.isSpotlight
        const after = await r.updatePromoter(id, { ...values, updatedAt: ctx.clock.now() })
        await audit(tx, {
          actorId: actor.id,
          action: 'promoter.flags',
          targetType: 'promoter',
          targetId: id,
          before: { isLaunched: before.isLaunched, isSpotlight: before.isSpotlight },
          after: { isLaunched: after.isLaunched, isSpotlight: after.isSpotlight },
          ip,
        })
        return { id, isLaunched: after.isLaunched, isSpotlight: after.isSpotlight }
      })
    },

    /** Same schema and save path as the promoter's own `/me/profile` (consent rules included). */
    async updateProfile(actor: AuthUser, id: string, input: PromoterPatch, ip: string) {
      await ctx.db.transaction(async (tx) => {
        if (!(await adminPromotersRepository(tx).lockPromoter(id)))
          throw new AppError('PROMOTER_NOT_FOUND')
        const change = await savePromoterAttributes(tx, id, input, ctx.clock.now(), {
          notFound: 'PROMOTER_NOT_FOUND',
          fieldPrefix: '',
        })
        await audit(tx, {
          actorId: actor.id,
          action: 'promoter.profile',
          targetType: 'promoter',
          targetId: id,
          before: change.before,
          after: change.after,
          ip,
        })
      })
      return detail(id)
    },
  }
}
