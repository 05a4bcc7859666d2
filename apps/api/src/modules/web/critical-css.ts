import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createProcessor, type CompactPlan } from 'beasties/runtime'
import { CRITICAL_CSS_FILE } from '@galera/shared/server-render.ts'

/*
 * The critical CSS of a server-rendered public page (ADR 0069). The web build compiles its
 * stylesheets into beasties "plans" (`apps/web/critical-css-plan.ts` → `.vite/critical-css.json`);
 * per page, the rules its HTML uses go inline where the entry's stylesheet link was, and the link
 * stays in its place (the cascade keeps its order: Mantine's theme variables come after it) but
 * as `media="print"` with a preload beside it, so it no longer blocks the first paint;
 * `public/pre-hydration.js` (a file: the CSP refuses inline scripts) gives it back its media, and
 * `<noscript>` keeps it for a browser without JavaScript. No CSS is parsed per request: the HTML is
 * scanned once for its tags, classes and attributes, and pages of the same shape share a result.
 */
interface Plans {
  entry: CompactPlan
  chunks: CompactPlan
}

export interface CriticalCss {
  /** The page with its critical CSS inline and the entry's stylesheet no longer blocking. */
  inline(html: string): string
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g

/** Each stylesheet link of the page: preloaded, not render-blocking, the same for no-JS browsers. */
export function deferStylesheets(html: string): string {
  return html.replace(STYLESHEET_LINK, (tag) => {
    if (/\bmedia=/.test(tag)) return tag
    const deferred = tag.replace(/^<link\b/, '<link media="print" data-media="all"')
    const preload = tag.replace('rel="stylesheet"', 'rel="preload" as="style"')
    return `${preload}${deferred}<noscript>${tag}</noscript>`
  })
}

function isPlans(value: unknown): value is Plans {
  return typeof value === 'object' && value !== null && 'entry' in value && 'chunks' in value
}

/** The plans beside the client build, or null when the build has none (older build, dev). */
export function loadCriticalCss(clientDist: string): CriticalCss | null {
  const file = path.join(clientDist, CRITICAL_CSS_FILE)
  if (!existsSync(file)) return null
  const plans: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (!isPlans(plans)) throw new Error(`${file} holds no critical CSS plans`)
  // `preload: false`: beasties inlines and leaves the link alone; `deferStylesheets` defers it.
  const entry = createProcessor([plans.entry], {
    preload: false,
    keyframes: 'critical',
    cache: { maxSize: 200 },
  })
  // The lazy chunks' CSS (a screen's CSS modules) loads with their JS, after the first paint: the
  // rules the page already uses go inline after the entry's, in the order the cascade has later.
  const chunks = createProcessor([plans.chunks], { keyframes: 'critical', cache: { maxSize: 200 } })
  return {
    inline(html) {
      const fromChunks = chunks.extract(html).css
      const out = deferStylesheets(entry.process(html))
      return fromChunks ? out.replace('</head>', () => `<style>${fromChunks}</style></head>`) : out
    },
  }
}
