import {
  todayInBrazil,
  type AdKind,
  type AdPosition,
  type HomeSlideDto,
  type HomeSlidesDto,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { toArtDto } from './ad-art.ts'
import { slidesRepository } from './slides.repository.ts'
import { webPath } from '@galera/shared/web-paths.ts'

/** Where a won ad's slide leads (ADR 0022): company page, promoted product, category's products. */
export function adLink(a: {
  kind: string
  winnerId: string
  adProductId: string | null
  categoryId: string | null
}): string | null {
  if (a.kind === 'company') return webPath('supplier', { id: a.winnerId })
  if (a.kind === 'product') return a.adProductId ? webPath('product', { id: a.adProductId }) : null
  if (a.kind === 'category') return a.categoryId ? webPath('category', { id: a.categoryId }) : null
  return null
}

/**
 * "Home slides": the online direct banners and won ads of each position, in slide order
 * (then oldest first). A banner's link is external (http/https); a won ad's title is the winner's
 * establishment title.
 */
export function slidesService(ctx: AppContext) {
  const repo = slidesRepository(ctx.db)
  return {
    async today(now: Date = ctx.clock.now()): Promise<HomeSlidesDto> {
      const today = todayInBrazil(now)
      const [banners, ads] = await Promise.all([repo.onlineBanners(today), repo.onlineAds(today)])
      const slides: (HomeSlideDto & { createdAt: number })[] = [
        ...banners.map((b) => ({
          id: b.id,
          source: 'banner' as const,
          kind: null,
          title: b.title,
          position: b.position as AdPosition,
          slideOrder: b.slideOrder,
          link: b.link,
          external: b.link !== null,
          desktop: toArtDto(b.desktop),
          mobile: toArtDto(b.mobile),
          createdAt: b.createdAt.getTime(),
        })),
        ...ads.map((a) => ({
          id: a.id,
          source: 'auction' as const,
          kind: a.kind as AdKind,
          title: a.title,
          position: a.position as AdPosition,
          slideOrder: a.slideOrder,
          link: adLink(a),
          external: false,
          desktop: toArtDto(a.desktop),
          mobile: toArtDto(a.mobile),
          createdAt: a.createdAt.getTime(),
        })),
      ]
      slides.sort(
        (x, y) =>
          x.slideOrder - y.slideOrder || x.createdAt - y.createdAt || (x.id < y.id ? -1 : 1),
      )
      const strip = ({ createdAt: _c, ...s }: HomeSlideDto & { createdAt: number }) => s
      return {
        top: slides.filter((s) => s.position === 'top').map(strip),
        bottom: slides.filter((s) => s.position === 'bottom').map(strip),
      }
    },
  }
}
