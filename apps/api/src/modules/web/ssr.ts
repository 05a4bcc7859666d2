import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import Negotiator from 'negotiator'
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  headerFromLocale,
  isLocale,
  type Locale,
} from '@galera/shared/constants.ts'
import type { RenderResult, WebRenderer } from '@galera/shared/server-render.ts'
import { SESSION_COOKIE } from '../../platform/http/auth.ts'

/*
 * The public pages rendered on the server (ADR 0049). The web build's server entry
 * (`apps/web/dist-ssr/entry-server.js`, from `apps/web/src/entry-server.tsx`) renders a page; this
 * module loads it, gives it the request's language and an in-process `fetch` over `app.inject`,
 * and falls back to the shell (the SPA's index.html) when it cannot render.
 */

/** The rendered page with what the HTML around it needs. */
export type RenderedPage = Extract<RenderResult, { kind: 'page' }> & { locale: Locale }

function isRenderer(mod: unknown): mod is WebRenderer {
  return (
    typeof mod === 'object' && mod !== null && 'render' in mod && typeof mod.render === 'function'
  )
}

/** The server entry next to the client build (`dist` → `dist-ssr`), or null when not built. */
export async function loadWebRenderer(clientDist: string): Promise<WebRenderer | null> {
  const entry = path.join(`${clientDist}-ssr`, 'entry-server.js')
  if (!existsSync(entry)) return null
  const mod: unknown = await import(pathToFileURL(entry).href)
  if (!isRenderer(mod)) throw new Error(`${entry} does not export render()`)
  return mod
}

/** The `locale` cookie the web app writes, then `Accept-Language`, then pt-BR. */
export function requestLocale(req: FastifyRequest): Locale {
  const fromCookie = req.cookies[LOCALE_COOKIE]
  if (isLocale(fromCookie)) return fromCookie
  const accepted = new Negotiator({ headers: req.headers }).language([...LOCALES])
  return isLocale(accepted) ? accepted : DEFAULT_LOCALE
}

const NO_BODY = new Set([101, 204, 205, 304])

/**
 * `fetch` for the web's API client, served by `app.inject` (no socket): the visitor's cookies,
 * address and language go with each call, so the answers are those the browser would get.
 */
export function inProcessFetch(
  app: FastifyInstance,
  req: FastifyRequest,
  locale: Locale,
): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://in-process')
    const headers = new Headers(init?.headers)
    headers.set('locale', headerFromLocale(locale))
    if (req.headers.cookie) headers.set('cookie', req.headers.cookie)
    const res = await app.inject({
      method: init?.method ?? 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(headers),
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: req.ip,
    })
    const out = new Headers()
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined)
        out.set(name, Array.isArray(value) ? value.join(', ') : String(value))
    const body = NO_BODY.has(res.statusCode) ? null : new Uint8Array(res.rawPayload)
    return new Response(body, { status: res.statusCode, headers: out })
  }
}

/** The page for `req`, or null for the shell (not a public page, or its render failed). */
export async function renderPublicPage(
  app: FastifyInstance,
  renderer: WebRenderer,
  req: FastifyRequest,
  publicUrl: string,
): Promise<RenderedPage | Extract<RenderResult, { kind: 'redirect' }> | null> {
  const locale = requestLocale(req)
  try {
    const result = await renderer.render({
      url: req.url,
      origin: publicUrl,
      locale,
      hasSession: Boolean(req.cookies[SESSION_COOKIE]),
      fetch: inProcessFetch(app, req, locale),
    })
    if (result.kind === 'shell') return null
    return result.kind === 'page' ? { ...result, locale } : result
  } catch (err) {
    req.log.error({ err }, 'server render failed: the shell is sent instead')
    return null
  }
}
