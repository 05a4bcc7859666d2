/**
 * What a public route of the built web app loads, read from the build. Before anyone interacts
 * with an anonymous browse page: only the classic scripts of index.html (the loader,
 * `pre-hydration.js`; the server leaves the app's module script out, ADR 0073). On the first
 * interaction, the app, read from Vite's manifest (`apps/web/dist/.vite/manifest.json`,
 * `build.manifest: true`): the entry (index.html) with its static imports, plus the route's screen
 * chunk(s) with theirs (ADR 0050). Used by `npm run size:web` (bytes) and by web-graph.test.ts
 * (which areas may never be in it).
 */

export interface ManifestChunk {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export interface PublicRoute {
  name: string
  /** An example URL, for the printout. */
  url: string
  /** Manifest keys (source paths under apps/web) of the screen chunks the route renders at once. */
  screens: string[]
}

/** The five public pages measured on a phone (ADR 0050). */
export const PUBLIC_ROUTES: PublicRoute[] = [
  {
    name: 'home',
    url: '/',
    // The home screen is in the entry; its slides and gifts strip are their own chunks.
    screens: [
      'src/features/promotions/home-slides/components/slide-carousel.tsx',
      'src/features/products/components/home-gifts.tsx',
    ],
  },
  { name: 'search', url: '/pesquisa', screens: ['src/pages/client/search-page.tsx'] },
  {
    name: 'promoter profile',
    url: '/promotor/:id',
    screens: ['src/pages/client/promoter-page.tsx'],
  },
  { name: 'product', url: '/produto/:id', screens: ['src/pages/client/product-page.tsx'] },
  {
    name: 'supplier page',
    url: '/fornecedor/:id',
    screens: ['src/pages/client/supplier-page.tsx'],
  },
]

/** The entry key plus every chunk reached from it and from the screens through static imports. */
export function routeChunks(manifest: Manifest, route: PublicRoute): string[] {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)
  if (!entry) throw new Error('The manifest has no entry chunk')
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`)
    seen.add(key)
    for (const next of chunk.imports ?? []) visit(next)
  }
  visit(entry)
  for (const screen of route.screens) visit(screen)
  return [...seen]
}

/** The JS and CSS files of those chunks (each file once). */
export function routeFiles(
  manifest: Manifest,
  route: PublicRoute,
): { js: string[]; css: string[] } {
  const keys = routeChunks(manifest, route)
  const js = new Set(keys.map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))
  const css = new Set(keys.flatMap((k) => manifest[k].css ?? []))
  return { js: [...js], css: [...css] }
}

/**
 * The classic (non-module) scripts of the built index.html, root-relative paths without the
 * leading slash: what an anonymous browse page runs before the first interaction (ADR 0073).
 */
export function classicScripts(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script\b([^>]*)><\/script>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\btype="module"/.test(attrs))
    .map((attrs) => /\bsrc="\/?([^"]+)"/.exec(attrs)?.[1])
    .filter((src): src is string => Boolean(src))
}
