import type { DehydratedState } from '@tanstack/react-query'
import type { HydrationState } from 'react-router'
import type { Locale } from '@galera/shared/constants.ts'
import { ApiError, isApiError } from '../../lib/api-client.ts'

/**
 * What a page rendered on the server hands to the browser (ADR 0049): the language it was
 * rendered in, the TanStack Query cache it rendered from and React Router's hydration data. It
 * travels in a `<script type="application/json">` (CSP allows no inline script to run).
 */
export interface SsrState {
  locale: Locale
  queries: DehydratedState
  router: HydrationState
  /** The lazy parts the page showed, loaded before it hydrates (`lib/lazy-part.tsx`, ADR 0084). */
  parts: string[]
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
    if (!parsed || typeof parsed !== 'object' || !('locale' in parsed)) return null
    const state = parsed as SsrState
    if (!Array.isArray(state.parts)) state.parts = []
    for (const q of state.queries.queries)
      if (q.state.status === 'error') q.state.error = apiErrorFromData(q.state.error)
    return state
  } catch {
    return null
  }
}

/**
 * A query the server answered with a 404 travels as an error (ADR 0061): its data, then the
 * `ApiError` the screens test for (`isApiError`, `status`), so they render the same "not found".
 */
export function apiErrorData(error: ApiError) {
  return {
    name: error.name,
    status: error.status,
    code: error.code,
    message: error.message,
    errors: error.errors,
  }
}

function apiErrorFromData(data: unknown): ApiError | null {
  if (isApiError(data)) return data
  if (!data || typeof data !== 'object') return null
  const { status, code, message, errors } = data as Partial<ReturnType<typeof apiErrorData>>
  if (typeof status !== 'number' || typeof code !== 'string') return null
  return new ApiError({ status, code, message: String(message ?? ''), errors })
}
