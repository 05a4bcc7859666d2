import type { DehydratedState } from '@tanstack/react-query'
import type { HydrationState } from 'react-router'
import type { Locale } from '@galera/shared/constants.ts'

/**
 * What a page rendered on the server hands to the browser (ADR 0049): the language it was
 * rendered in, the TanStack Query cache it rendered from and React Router's hydration data. It
 * travels in a `<script type="application/json">` (CSP allows no inline script to run).
 */
export interface SsrState {
  locale: Locale
  queries: DehydratedState
  router: HydrationState
}

export const SSR_STATE_ID = 'galera-ssr-state'

const UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON safe inside a script element: no `<` can close it (`</script>`, `<!--`), and the line
 * separators some parsers end a line at are escaped too. `JSON.parse` reads it back unchanged.
 */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE[c])
}

export function ssrStateScript(state: SsrState): string {
  return `<script type="application/json" id="${SSR_STATE_ID}">${serializeSsrState(state)}</script>`
}

/** The state the server embedded, or null on a page it did not render (the signed-in areas). */
export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent
  if (!text) return null
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' && 'locale' in parsed ? (parsed as SsrState) : null
  } catch {
    return null
  }
}
