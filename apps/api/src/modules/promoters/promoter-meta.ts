import type { AppContext } from '../../platform/context.ts'
import { escapeHtml, shortDescription } from '../../platform/html.ts'
import { registerMetaResolver, type PageMeta } from '../web/spa.ts'
import { publicPromotersService } from './public-promoters.service.ts'
import { webPath } from '@galera/shared/web-paths.ts'
import { DEFAULT_LOCALE, type Locale } from '@galera/shared/constants.ts'

const PROMOTER_PATH =
  /^\/promotor\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i
export { META_DESCRIPTION_MAX, shortDescription } from '../../platform/html.ts'

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` become `\u003c`… so user
 * text can never close the script element, and the line separators JavaScript dislikes go too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Positive 5, neutral 3, negative 1 → the average on schema.org's usual 1–5 scale (ADR 0016). */
export function ratingValue(r: { positive: number; neutral: number; negative: number }) {
  const count = r.positive + r.neutral + r.negative
  if (count === 0) return null
  const value = (5 * r.positive + 3 * r.neutral + r.negative) / count
  return { value: Math.round(value * 10) / 10, count }
}

/**
 * The page meta of `/promotor/{id}` (a shared link previews the promoter): title, description,
 * Open Graph profile tags, canonical link and a schema.org Person. Only for listed promoters;
 * any other id gets the default meta (and the SPA shows "Promoter not found").
 */
export async function promoterMeta(
  path: string,
  ctx: AppContext,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PageMeta | null> {
  const match = PROMOTER_PATH.exec(path)
  if (!match) return null
  const service = publicPromotersService(ctx)
  const row = await service.findListed(match[1].toLowerCase())
  if (!row) return null
  const base = ctx.env.PUBLIC_URL.replace(/\/$/, '')
  const url = `${base}${webPath('promoter', { id: row.id })}`
  const en = locale === 'en'
  const categoryName = en ? row.categoryNameEn : row.categoryNamePt
  const category = categoryName ?? (en ? 'Event promoter' : 'Promotor(a) de eventos')
  const place = row.city && row.uf ? ` ${en ? 'in' : 'em'} ${row.city}/${row.uf}` : ''
  const title = `${row.name} — ${category}${place} | Galera Eventos`
  const description = shortDescription(row.description)
  const gallery = await service.gallery(row.id)
  const cover = gallery.find((g) => g.isCover && g.imageVariants)
  const key =
    cover?.imageVariants?.large ??
    cover?.imageVariants?.medium ??
    row.avatarVariants?.large ??
    row.avatarVariants?.medium
  const image = key ? `${base}/files/${key}` : null
  const rating = ratingValue({
    positive: row.ratingPositive,
    neutral: row.ratingNeutral,
    negative: row.ratingNegative,
  })
  const person: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: row.name,
    ...(categoryName ? { jobTitle: categoryName } : {}),
    ...(row.city || row.uf
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(row.city ? { addressLocality: row.city } : {}),
            ...(row.uf ? { addressRegion: row.uf } : {}),
            addressCountry: 'BR',
          },
        }
      : {}),
    ...(image ? { image } : {}),
    url,
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.value,
            ratingCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
  const extra = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(image
      ? [
          `<meta property="og:image" content="${escapeHtml(image)}">`,
          `<meta name="twitter:card" content="summary_large_image">`,
        ]
      : []),
    `<meta property="og:locale" content="${en ? 'en_US' : 'pt_BR'}">`,
    `<script type="application/ld+json">${scriptSafeJson(person)}</script>`,
  ]
  return { title, description, ogType: 'profile', extraHead: extra.join('\n    ') }
}

/** The page is served even when the meta cannot be read (default meta, error logged). */
async function safePromoterMeta(
  path: string,
  ctx: AppContext,
  locale: Locale,
): Promise<PageMeta | null> {
  try {
    return await promoterMeta(path, ctx, locale)
  } catch (err) {
    ctx.log.error({ err, path }, 'promoter page meta failed')
    return null
  }
}

let registered = false
/**
 * buildApp runs many times in one test process and the resolver list is module-wide: add it once.
 * The resolver reads the `ctx` it is called with, so every app instance uses its own database.
 */
export function registerPromoterMeta() {
  if (registered) return
  registered = true
  registerMetaResolver(safePromoterMeta)
}
