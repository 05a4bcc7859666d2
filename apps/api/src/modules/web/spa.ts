import type { AppContext } from '../../platform/context.ts'
import { escapeHtml } from '../../platform/html.ts'
import type { RenderedPage } from './ssr.ts'

export interface PageMeta {
  title: string
  description: string
  /** Open Graph type; `website` unless a page says otherwise (a promoter page is a `profile`). */
  ogType?: string
  /** Extra tags (Open Graph, JSON-LD) for public pages that later issues describe. */
  extraHead?: string
}

/** Later issues register meta for their public paths (e.g. /promotor/{id}). */
export type MetaResolver = (path: string, ctx: AppContext) => Promise<PageMeta | null>
const resolvers: MetaResolver[] = []
export function registerMetaResolver(resolver: MetaResolver) {
  resolvers.push(resolver)
}

const DEFAULT_META: PageMeta = {
  title: 'Galera Eventos — promotores para eventos e brindes promocionais',
  description:
    'Contrate recepcionistas, promotores e artistas para o seu evento e peça orçamentos de brindes promocionais a fornecedores de todo o Brasil.',
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
  let meta: PageMeta | null = null
  for (const resolve of resolvers) {
    meta = await resolve(path, ctx)
    if (meta) break
  }
  meta ??= DEFAULT_META
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
  return withHead
    .replace(/<html[^>]*>/, () => `<html lang="${page.locale}" data-mantine-color-scheme="light">`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.stateScript}`)
}
