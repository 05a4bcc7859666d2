import type { ComponentType } from 'react'
import { loadDomain, type I18nDomain } from '../../lib/i18n.ts'

/**
 * A lazy route's `lazy`: the page's chunk and the i18n domains it reads load together, so the
 * screen renders with its words (the entry chunk carries only the home and not-found screens).
 */
export function screen<M>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
  ...domains: I18nDomain[]
) {
  return async () => {
    const [m] = await Promise.all([load(), Promise.all(domains.map((d) => loadDomain(d)))])
    return { Component: pick(m) }
  }
}

/** The `handle` of a route the server renders (ADR 0049); the others get the shell. */
export const SERVER_RENDERED = { serverRendered: true } as const

export function isServerRendered(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'serverRendered' in handle
}

/**
 * The `handle` of an anonymous browse page (ADR 0073): rendered on the server and, for a visitor
 * without a session, sent without the app; `public/pre-hydration.js` loads it on the first
 * interaction.
 */
export const BROWSE = { serverRendered: true, browse: true } as const

export function isBrowsePage(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'browse' in handle
}
