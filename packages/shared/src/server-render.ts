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
  | {
      kind: 'page'
      status: number
      html: string
      stateScript: string
      head: RenderedHead
      /**
       * An anonymous browse page (ADR 0073): its HTML goes out without the app's scripts, which
       * `pre-hydration.js` loads on the visitor's first interaction.
       */
      untilInteraction: boolean
    }

/** What the page's screen says of itself, in the request's language (ADR 0061). */
export interface RenderedHead {
  /** The whole `<title>`, brand included. */
  title?: string
  /** Plain text or HTML (the API keeps its text and shortens it). */
  description?: string
  /** Root-relative or absolute URL of the page's picture. */
  image?: string
}

export interface WebRenderer {
  render(request: RenderRequest): Promise<RenderResult>
}

/**
 * The critical CSS plans the client build writes beside its manifest and the API reads (ADR 0069):
 * `{ entry, chunks }`, each a beasties compiled-sheet plan.
 */
export const CRITICAL_CSS_FILE = '.vite/critical-css.json'
