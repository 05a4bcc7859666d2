import type { AppContext } from '../../platform/context.ts'
import { escapeXml } from '../../platform/html.ts'
import { publicPromotersRepository } from './public-promoters.repository.ts'
import { webPath } from '@galera/shared/web-paths.ts'

/** Rows read per query: 100,000 promoters never become one array in memory. */
export const SITEMAP_CHUNK = 5000
/** The sitemap protocol's limit of URLs per file; past it `/sitemap.xml` becomes an index. */
export const SITEMAP_MAX_URLS = 50_000

export interface SitemapLimits {
  chunk: number
  maxUrls: number
}
const LIMITS: SitemapLimits = { chunk: SITEMAP_CHUNK, maxUrls: SITEMAP_MAX_URLS }

/** Public pages every crawler should know (spec §2): home, about, search. */
export const SITEMAP_STATIC_PATHS = [webPath('home'), webPath('about'), webPath('search')]

const baseUrl = (ctx: AppContext) => ctx.env.PUBLIC_URL.replace(/\/$/, '')
const day = (d: Date) => d.toISOString().slice(0, 10)

function urlEntry(loc: string, lastmod?: Date): string {
  const mod = lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''
  return `<url><loc>${escapeXml(loc)}</loc>${mod}</url>\n`
}

/** How many sitemap files the listed promoters need (1 = a plain `urlset`, no index). */
export async function sitemapParts(ctx: AppContext, limits = LIMITS): Promise<number> {
  const promoters = await publicPromotersRepository(ctx.db).countListed(ctx.clock.now())
  return Math.max(1, Math.ceil((SITEMAP_STATIC_PATHS.length + promoters) / limits.maxUrls))
}

/**
 * One `urlset`, piece by piece: part `n` (1-based) holds entries [(n-1)·max, n·max) of the static
 * pages followed by every listed promoter's `/promotor/{id}` (lastmod = promoters.updated_at), read
 * in id order by keyset in chunks, so memory stays flat at any size.
 */
export async function* sitemapUrlset(
  ctx: AppContext,
  part = 1,
  limits = LIMITS,
): AsyncGenerator<string> {
  const base = baseUrl(ctx)
  const now = ctx.clock.now()
  const repo = publicPromotersRepository(ctx.db)
  const start = (part - 1) * limits.maxUrls
  const statics = SITEMAP_STATIC_PATHS.slice(start, start + limits.maxUrls)
  yield '<?xml version="1.0" encoding="UTF-8"?>\n'
  yield '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
  if (statics.length) yield statics.map((p) => urlEntry(`${base}${p}`)).join('')
  let left = limits.maxUrls - statics.length
  let after: { id: string } | { offset: number } = {
    offset: Math.max(0, start - SITEMAP_STATIC_PATHS.length),
  }
  while (left > 0) {
    const want = Math.min(limits.chunk, left)
    const rows = await repo.listedChunk(now, after, want)
    if (rows.length === 0) break
    yield rows
      .map((r) => urlEntry(`${base}${webPath('promoter', { id: r.id })}`, r.updatedAt))
      .join('')
    left -= rows.length
    after = { id: rows[rows.length - 1].id }
    if (rows.length < want) break
  }
  yield '</urlset>\n'
}

/** The index listing `/sitemap-{n}.xml` when one file is not enough. */
export function sitemapIndex(ctx: AppContext, parts: number): string {
  const base = baseUrl(ctx)
  const today = day(ctx.clock.now())
  const items = Array.from(
    { length: parts },
    (_, i) =>
      `<sitemap><loc>${escapeXml(`${base}/sitemap-${i + 1}.xml`)}</loc><lastmod>${today}</lastmod></sitemap>\n`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
    ...items,
    '</sitemapindex>\n',
  ].join('')
}

/** `robots.txt`: everything public may be crawled except the API and the private areas. */
export function robotsTxt(ctx: AppContext): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /profile',
    'Disallow: /promotor/panel/',
    'Disallow: /dev/',
    '',
    `Sitemap: ${baseUrl(ctx)}/sitemap.xml`,
    '',
  ].join('\n')
}
