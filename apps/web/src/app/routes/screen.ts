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
