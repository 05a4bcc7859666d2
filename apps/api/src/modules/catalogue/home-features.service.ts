import type { Locale } from '@galera/shared'
import type {
  AdminHomeFeaturesDto,
  HomeFeaturesDto,
  HomeFeaturesInput,
} from '@galera/shared/catalogue/home.schemas.ts'
import { audit } from '../../platform/audit.ts'
import type { AppContext } from '../../platform/context.ts'
import { fieldError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { productCardsRepository } from '../products/product-cards.repository.ts'
import { productCatalogueService } from '../products/product-catalogue.service.ts'
import { homeFeaturesRepository } from './home-features.repository.ts'

const nameIn = (c: { namePt: string; nameEn: string }, locale: Locale) =>
  locale === 'en' ? c.nameEn : c.namePt

/**
 * Admin Settings → Home (ADR 0023): which product categories and products the home page
 * features. A save replaces both lists in one transaction with an audit row; the public read shows
 * only what a visitor can open, so an inactivated product or category leaves the home by itself.
 */
export function homeFeaturesService(ctx: AppContext) {
  const repo = homeFeaturesRepository(ctx.db)

  async function adminView(locale: Locale): Promise<AdminHomeFeaturesDto> {
    const [cats, prods] = await Promise.all([repo.categories(), repo.products()])
    const stamps = [...cats, ...prods].map((r) => r.updatedAt.getTime())
    return {
      categories: cats.map((c) => ({ id: c.id, name: nameIn(c, locale), visible: c.visible })),
      products: prods.map(({ updatedAt: _, ...p }) => p),
      updatedAt: stamps.length ? new Date(Math.max(...stamps)).toISOString() : null,
    }
  }

  return {
    adminView,

    async save(
      actor: { user: AuthUser; ip: string },
      input: HomeFeaturesInput,
      locale: Locale,
    ): Promise<AdminHomeFeaturesDto> {
      await ctx.db.transaction(async (tx) => {
        const r = homeFeaturesRepository(tx)
        await r.lock()
        const okCategories = await r.activeTopProductCategories(input.categoryIds)
        if (input.categoryIds.some((id) => !okCategories.has(id)))
          throw fieldError('categoryIds', 'catalogue.settings.home.categoryUnavailable')
        const visible = await productCardsRepository(tx).publicByIds(input.productIds)
        if (visible.length !== input.productIds.length)
          throw fieldError('productIds', 'catalogue.settings.home.productUnavailable')
        const before = {
          categoryIds: (await r.categories()).map((c) => c.id),
          productIds: (await r.products()).map((p) => p.id),
        }
        await r.replace(input.categoryIds, input.productIds, actor.user.id, ctx.clock.now())
        await audit(tx, {
          actorId: actor.user.id,
          action: 'home_features.save',
          targetType: 'home_features',
          targetId: 'home',
          before,
          after: input,
          ip: actor.ip,
        })
      })
      return adminView(locale)
    },

    async publicView(locale: Locale): Promise<HomeFeaturesDto> {
      const [cats, prods] = await Promise.all([repo.categories(), repo.products()])
      return {
        categories: cats
          .filter((c) => c.visible)
          .map((c) => ({ id: c.id, name: nameIn(c, locale) })),
        products: await productCatalogueService(ctx).publicCards(
          prods.filter((p) => p.visible).map((p) => p.id),
          locale,
        ),
      }
    },
  }
}
