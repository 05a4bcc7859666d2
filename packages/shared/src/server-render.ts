import type { Locale } from './constants.ts'

/*
 * The contract between the API and the web's server build (ADR 0049): the API loads
 * `apps/web/dist-ssr/entry-server.js` and calls its `render`; neither imports the other's sources.
 */

export interface RenderRequest {
  /** Path and query of the page. */
  url: string
  /** `https://host`: only to build the Request the router matches. */
  origin: string
  locale: Locale
  /** Whether the request carries a session cookie; without one the visitor is known signed out. */
  hasSession: boolean
  /** The API in-process (Fastify `inject`), with the visitor's cookies and language. */
  fetch: typeof fetch
}

export type RenderResult =
  | { kind: 'shell' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; stateScript: string }

export interface WebRenderer {
  render(request: RenderRequest): Promise<RenderResult>
}
