import type { AppContext } from '../../platform/context.ts'
import type { RenderedPage } from './ssr.ts'
import { DEFAULT_LOCALE, type Locale } from '@galera/shared/constants.ts'
import { translate } from '@galera/shared/i18n/index.ts'
import { escapeHtml, shortDescription } from '../../platform/html.ts'

export interface PageMeta {
  title: string
  description: string
  /** Open Graph type; `website` unless a page says otherwise (a promoter page is a `profile`). */
  ogType?: string
  /** Extra tags (Open Graph, JSON-LD) for public pages that later issues describe. */
  extraHead?: string
}

/** Later issues register meta for their public paths (e.g. /promotor/{id}), in `locale`. */
export type MetaResolver = (
  path: string,
  ctx: AppContext,
  locale: Locale,
) => Promise<PageMeta | null>
const resolvers: MetaResolver[] = []
export function registerMetaResolver(resolver: MetaResolver) {
  resolvers.push(resolver)
}

function defaultMeta(locale: Locale): PageMeta {
  return {
    title: `${translate(locale, 'app.name')} — ${translate(locale, 'web.home.tagline')}`,
    description: translate(locale, 'web.meta.description'),
  }
}

/** Text of what a screen gave as its description (it may be HTML), shortened for a preview. */
function descriptionText(raw: string | undefined): string | null {
  if (!raw) return null
  const text = shortDescription(
    raw
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  )
  return text || null
}

/**
 * The meta of a page rendered on the server, from what its screen said of itself in the request's
 * language (ADR 0061): its title, its description or the site's, its picture.
 */
function metaFromHead(page: RenderedPage, publicUrl: string): PageMeta | null {
  const { head, locale } = page
  if (!head.title) return null
  const image = head.image ? new URL(head.image, publicUrl).href : null
  return {
    title: head.title,
    description: descriptionText(head.description) ?? defaultMeta(locale).description,
    extraHead: image
      ? [
          `<meta property="og:image" content="${escapeHtml(image)}">`,
          `<meta name="twitter:card" content="summary_large_image">`,
        ].join('\n    ')
      : undefined,
  }
}

/**
 * index.html with the page's title and description, so a shared link previews well, and — for a
 * public page rendered on the server (ADR 0049) — the page itself, its state for hydration, its
 * language and Mantine's colour scheme (what `ColorSchemeScript` would set, without an inline
 * script the CSP refuses).
 */
export async function renderSpaIndex(
  indexHtml: string,
  path: string,
  ctx: AppContext,
  page?: RenderedPage,
): Promise<string> {
  const locale = page?.locale ?? DEFAULT_LOCALE
  let meta: PageMeta | null = null
  for (const resolve of resolvers) {
    meta = await resolve(path, ctx, locale)
    if (meta) break
  }
  meta ??= (page && metaFromHead(page, ctx.env.PUBLIC_URL)) ?? defaultMeta(locale)
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="${escapeHtml(meta.ogType ?? 'website')}">`,
    `<meta property="og:url" content="${escapeHtml(ctx.env.PUBLIC_URL + path)}">`,
    meta.extraHead ?? '',
  ].join('\n    ')
  const withHead = indexHtml.replace(/<title>[\s\S]*?<\/title>/, head)
  if (!page) return withHead
  // Functions as replacements: a `$` in the page is text, not a replacement pattern.
  return (page.untilInteraction ? appOnInteraction(withHead) : withHead)
    .replace(/<html[^>]*>/, () => `<html lang="${page.locale}" data-mantine-color-scheme="light">`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.stateScript}`)
}

const APP_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g
const LOADER = '<script src="/pre-hydration.js"></script>'

/**
 * An anonymous browse page (ADR 0073): the HTML is the page until the visitor interacts. The
 * app's entry script and its module preloads leave the HTML; the loader (`pre-hydration.js`, a
 * classic script) gets their addresses and adds them on the first interaction.
 */
export function appOnInteraction(html: string): string {
  const entry = APP_SCRIPT.exec(html)?.[1]
  if (!entry || !html.includes(LOADER)) return html
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1])
  const loader = `<script src="/pre-hydration.js" data-app="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}"></script>`
  return html
    .replace(APP_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(LOADER, () => loader)
}
