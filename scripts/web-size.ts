/**
 * `npm run size:web`: per public route, the gzip size of the JS an anonymous visitor's browser
 * runs before interacting (the loader, ADR 0073) against the budget, and — so nobody is misled —
 * the JS and CSS loaded on the first interaction (the app: entry and the route's screens, read
 * from the last web build's Vite manifest; `npm run build` first). 1 KB = 1024 B. The figures go to
 * the README's performance section (ADR 0050). Exits 1 when a route is over the budget (ADR 0069).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { classicScripts, PUBLIC_ROUTES, routeFiles, type Manifest } from './web-graph.ts'

/** ADR 0050: JS of a public route before interaction, gzip. */
const JS_BUDGET_KB = 120

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dirArg = process.argv.slice(2).find((a) => !a.startsWith('--'))
const dist = path.resolve(dirArg ?? path.join(root, 'apps/web/dist'))
const manifestPath = path.join(dist, '.vite/manifest.json')
if (!existsSync(manifestPath)) {
  console.error(`No manifest at ${manifestPath}: run "npm run build" first.`)
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
// Before interaction: the classic scripts of the page (ADR 0073), the same for every browse route.
const loader = classicScripts(readFileSync(path.join(dist, 'index.html'), 'utf8'))

const sizes = new Map<string, { gzip: number; brotli: number }>()
function size(file: string) {
  let s = sizes.get(file)
  if (!s) {
    const buf = readFileSync(path.join(dist, file))
    s = {
      gzip: gzipSync(buf, { level: 9 }).length,
      brotli: brotliCompressSync(buf, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    }
    sizes.set(file, s)
  }
  return s
}
const total = (files: string[], kind: 'gzip' | 'brotli') =>
  files.reduce((sum, f) => sum + size(f)[kind], 0)
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

console.log(`Public routes of ${path.relative(root, dist) || dist} (1 KB = 1024 B):`)
console.log(
  `  ${'route'.padEnd(18)} ${'before interaction'.padStart(18)}  ${'on 1st interaction: JS gzip'.padStart(27)} ${'JS br'.padStart(7)} ${'CSS gzip'.padStart(9)}  budget`,
)
let over = 0
for (const route of PUBLIC_ROUTES) {
  const { js, css } = routeFiles(manifest, route)
  const before = total(loader, 'gzip')
  const within = before <= JS_BUDGET_KB * 1024
  if (!within) over++
  console.log(
    `  ${route.name.padEnd(18)} ${`${kb(before)} KB`.padStart(18)}  ${`${kb(total(js, 'gzip'))} KB`.padStart(27)} ${kb(total(js, 'brotli')).padStart(7)} ${kb(total(css, 'gzip')).padStart(9)}  ${within ? 'within' : 'OVER'} ${JS_BUDGET_KB} KB JS gzip before interaction`,
  )
}
console.log(`  (before interaction: ${loader.join(', ')}; the app loads on the first interaction)`)
if (process.argv.includes('--files'))
  for (const route of PUBLIC_ROUTES) {
    const { js, css } = routeFiles(manifest, route)
    console.log(`\n${route.name}, on the first interaction:`)
    for (const f of [...js, ...css].sort((a, b) => size(b).gzip - size(a).gzip))
      console.log(`  ${kb(size(f).gzip).padStart(7)} KB gzip  ${f}`)
  }
if (over === 0) console.log(`Every public route within ${JS_BUDGET_KB} KB of JS (gzip).`)
else {
  // A route over budget fails the command (ADR 0069), so a script or CI step can hold it.
  console.error(`${over} public route(s) over ${JS_BUDGET_KB} KB of JS (gzip).`)
  process.exitCode = 1
}
