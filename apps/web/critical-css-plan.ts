import { compileSheet, encodePlan } from 'beasties/compiler'
import type { Plugin } from 'vite'
import { CRITICAL_CSS_FILE } from '@galera/shared/server-render.ts'

/**
 * The critical CSS of server-rendered pages (ADR 0069), compiled at build time. For every
 * stylesheet of the client build, beasties' compiler turns it into a "plan" (its rules,
 * pre-minified, with their selectors compiled); the server (`apps/api/src/modules/web/
 * critical-css.ts`) reads `.vite/critical-css.json` once and, per page, inlines only the rules
 * that page's HTML uses — with no CSS parsing per request.
 *
 * - `entry`: the entry's stylesheet (the one `<link>` of index.html), matched to that link by its
 *   href; the server moves the link to the end of the body, so it no longer blocks the first paint.
 * - `chunks`: the stylesheets of the lazy chunks (a screen's CSS modules, the carousel's), one
 *   plan; the page's first render already uses some of them (the promoter page's header) while
 *   their files only load with the screen's JS, so their used rules are inlined too.
 */
export function criticalCssPlans(): Plugin {
  return {
    name: 'galera-critical-css-plans',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entryCss = new Set<string>()
      for (const out of Object.values(bundle))
        if (out.type === 'chunk' && out.isEntry)
          for (const css of out.viteMetadata?.importedCss ?? []) entryCss.add(css)
      const sheets = Object.values(bundle)
        .filter((out) => out.type === 'asset' && out.fileName.endsWith('.css'))
        .map((out) => ({
          fileName: out.fileName,
          css: out.type === 'asset' ? String(out.source) : '',
        }))
        .sort((a, b) => a.fileName.localeCompare(b.fileName))
      const entry = sheets.filter((s) => entryCss.has(s.fileName))
      if (entry.length !== 1)
        this.error(`critical CSS: expected one entry stylesheet, found ${entry.length}`)
      const chunks = sheets.filter((s) => !entryCss.has(s.fileName))
      const plans = {
        entry: encodePlan(compileSheet(entry[0].css, { href: `/${entry[0].fileName}` })),
        chunks: encodePlan(
          compileSheet(chunks.map((s) => s.css).join('\n'), { href: '/assets/chunks.css' }),
        ),
      }
      this.emitFile({ type: 'asset', fileName: CRITICAL_CSS_FILE, source: JSON.stringify(plans) })
    },
  }
}
