import {
  AD_ART_SPECS,
  AD_STATUS_CODE,
  adStatus,
  todayInBrazil,
  type AdDevice,
  type AdPosition,
  type AdStatus,
  type ArtDto,
  type BannerDto,
  type BannerValues,
  type Locale,
  type Paged,
} from '@galera/shared'
import { msg } from '@galera/shared/validation/messages.ts'
import type { AppContext } from '../../platform/context.ts'
import { audit } from '../../platform/audit.ts'
import { exclusionViolation } from '../../platform/db/pg-errors.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import type { ImageRow } from '../images/images.repository.ts'
import { artFits, storeAdArt, toArtDto } from './ad-art.ts'
import {
  BANNER_PAGE_SIZE,
  bannersRepository,
  type BannerRow,
  type BannerView,
} from './banners.repository.ts'

type Actor = { user: AuthUser; ip: string }

const OVERLAP_CODES = {
  banners_company_no_overlap: 'BANNER_COMPANY_OVERLAP',
  banners_category_no_overlap: 'BANNER_CATEGORY_OVERLAP',
  banners_product_no_overlap: 'BANNER_PRODUCT_OVERLAP',
} as const

function bannerStatus(b: BannerRow, now: Date): AdStatus {
  return adStatus(b, now, b.deletedAt ? 'deleted' : null)
}

export function bannerDto(v: BannerView, now: Date, locale: Locale): BannerDto {
  const status = bannerStatus(v.banner, now)
  return {
    id: v.banner.id,
    title: v.banner.title,
    company: v.company,
    category: v.category
      ? { id: v.category.id, name: locale === 'en' ? v.category.nameEn : v.category.namePt }
      : null,
    product: v.product,
    startsOn: v.banner.startsOn,
    endsOn: v.banner.endsOn,
    link: v.banner.link,
    desktop: toArtDto(v.desktop),
    mobile: toArtDto(v.mobile),
    position: v.banner.position as AdPosition,
    slideOrder: v.banner.slideOrder,
    status,
    statusCode: AD_STATUS_CODE[status],
    createdAt: v.banner.createdAt.toISOString(),
  }
}

const auditOf = (b: BannerRow) => ({
  title: b.title,
  companyId: b.companyId,
  categoryId: b.categoryId,
  productId: b.productId,
  startsOn: b.startsOn,
  endsOn: b.endsOn,
  link: b.link,
  desktopImageId: b.desktopImageId,
  mobileImageId: b.mobileImageId,
  position: b.position,
  slideOrder: b.slideOrder,
  deletedAt: b.deletedAt?.toISOString() ?? null,
})

/**
 * ADR 0022 "Banners": slides an admin places directly on the home page. Two live
 * banners of one company, of one category or of one product (ADR 0028) never overlap: the EXCLUDE constraints decide, and
 * their violation is answered with the spec's overlap messages. Every write is audited.
 */
export function bannersService(ctx: AppContext) {
  const repo = bannersRepository(ctx.db)

  /**
   * The art of one device: a live banner image fitting the position's exact size, uploaded by
   * this admin, or the one the banner already shows (another admin may edit it).
   */
  function checkArt(
    found: Map<string, ImageRow>,
    id: string,
    field: 'desktopImageId' | 'mobileImageId',
    position: AdPosition,
    device: AdDevice,
    ownerId: string,
    current: string | null,
  ) {
    const row = found.get(id)
    if (!row || row.purpose !== 'banner' || (row.ownerId !== ownerId && id !== current))
      throw new AppError('AD_ART_REQUIRED', undefined, [
        { field, message: 'errors.AD_ART_REQUIRED' },
      ])
    if (!artFits(row, position, device)) {
      const { width, height } = AD_ART_SPECS[position][device]
      throw new AppError('AD_ART_SIZE', { width, height }, [
        { field, message: msg('errors.AD_ART_SIZE', { width, height }) },
      ])
    }
  }

  async function write(
    actor: Actor,
    input: BannerValues,
    locale: Locale,
    id: string | null,
  ): Promise<BannerDto> {
    let bannerId: string
    try {
      bannerId = await ctx.db.transaction(async (tx) => {
        const r = bannersRepository(tx)
        const before = id ? await r.lock(id) : undefined
        if (id && (!before || before.deletedAt)) throw new AppError('BANNER_NOT_FOUND')
        // The schema refuses a missing id; these guard the types.
        const desktopId = input.desktopImageId!
        const mobileId = input.mobileImageId!
        const found = new Map((await r.images([desktopId, mobileId])).map((i) => [i.id, i]))
        checkArt(
          found,
          desktopId,
          'desktopImageId',
          input.position,
          'desktop',
          actor.user.id,
          before?.desktopImageId ?? null,
        )
        checkArt(
          found,
          mobileId,
          'mobileImageId',
          input.position,
          'mobile',
          actor.user.id,
          before?.mobileImageId ?? null,
        )
        if (input.companyId && !(await r.supplierExists(input.companyId)))
          throw fieldError('companyId', 'validation.invalidOption')
        if (input.categoryId && !(await r.productCategoryExists(input.categoryId)))
          throw fieldError('categoryId', 'validation.invalidOption')
        // ADR 0028: an active product; with a company too, one of that company's.
        if (input.productId) {
          const product = await r.product(input.productId)
          if (
            !product ||
            product.status !== 'active' ||
            (input.companyId && product.supplierId !== input.companyId)
          )
            throw fieldError('productId', 'validation.invalidOption')
        }
        const values = {
          title: input.title,
          companyId: input.companyId,
          categoryId: input.categoryId,
          productId: input.productId,
          startsOn: input.startsOn,
          endsOn: input.endsOn,
          link: input.link,
          desktopImageId: desktopId,
          mobileImageId: mobileId,
          position: input.position,
          slideOrder: input.slideOrder,
        }
        const now = ctx.clock.now()
        const row = before
          ? await r.update(before.id, { ...values, updatedAt: now })
          : await r.insert({ ...values, createdBy: actor.user.id, createdAt: now, updatedAt: now })
        await audit(tx, {
          actorId: actor.user.id,
          action: before ? 'banner.update' : 'banner.create',
          targetType: 'banner',
          targetId: row.id,
          before: before ? auditOf(before) : undefined,
          after: auditOf(row),
          ip: actor.ip,
        })
        return row.id
      })
    } catch (err) {
      const constraint = exclusionViolation(err)
      if (constraint && constraint in OVERLAP_CODES)
        throw new AppError(OVERLAP_CODES[constraint as keyof typeof OVERLAP_CODES])
      throw err
    }
    return get(bannerId, locale)
  }

  async function get(id: string, locale: Locale): Promise<BannerDto> {
    const v = await repo.findView(id)
    if (!v) throw new AppError('BANNER_NOT_FOUND')
    return bannerDto(v, ctx.clock.now(), locale)
  }

  return {
    /** Art for a banner: exact size and KB of the position and device, then the image pipeline. */
    async uploadArt(
      actor: Actor,
      file: Buffer,
      position: AdPosition,
      device: AdDevice,
    ): Promise<ArtDto> {
      const art = await storeAdArt(ctx, actor.user.id, file, position, device)
      await audit(ctx.db, {
        actorId: actor.user.id,
        action: 'banner.art.upload',
        targetType: 'image',
        targetId: art.imageId,
        after: { position, device, width: art.width, height: art.height },
        ip: actor.ip,
      })
      return art
    },

    async list(
      query: { status?: AdStatus; page: number },
      locale: Locale,
    ): Promise<Paged<BannerDto>> {
      const now = ctx.clock.now()
      const { rows, total } = await repo.list(query, todayInBrazil(now))
      return {
        data: rows.map((v) => bannerDto(v, now, locale)),
        total,
        page: query.page,
        lastPage: Math.max(1, Math.ceil(total / BANNER_PAGE_SIZE)),
      }
    },

    get,

    create: (actor: Actor, input: BannerValues, locale: Locale) =>
      write(actor, input, locale, null),

    update: (actor: Actor, id: string, input: BannerValues, locale: Locale) =>
      write(actor, input, locale, id),

    /** Soft delete: the row stays (status deleted, code 3) and no longer blocks an overlap. */
    async remove(actor: Actor, id: string, locale: Locale): Promise<BannerDto> {
      await ctx.db.transaction(async (tx) => {
        const r = bannersRepository(tx)
        const before = await r.lock(id)
        if (!before || before.deletedAt) throw new AppError('BANNER_NOT_FOUND')
        const now = ctx.clock.now()
        const row = await r.update(id, { deletedAt: now, updatedAt: now })
        await audit(tx, {
          actorId: actor.user.id,
          action: 'banner.delete',
          targetType: 'banner',
          targetId: id,
          before: auditOf(before),
          after: auditOf(row),
          ip: actor.ip,
        })
      })
      return get(id, locale)
    },
  }
}
