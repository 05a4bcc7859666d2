import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { build, type Rollup } from 'vite'
import {
  classicScripts,
  PUBLIC_ROUTES,
  routeChunks,
  routeFiles,
  type Manifest,
} from './web-graph.ts'

/*
 * ADR 0050 and 0073: what a public page loads — before interaction only the loader, on the first
 * interaction the app's entry and the route's screens — never includes the admin,
 * supplier or promoter-panel areas, nor the forms library and zod. A structural check on a real
 * build (modules per chunk), not a byte count: `npm run size:web` prints the bytes.
 */

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web')

const FORBIDDEN: [string, RegExp][] = [
  ['admin screens', /\/apps\/web\/src\/(pages\/admin|features\/admin|features\/[^/]+\/admin)\//],
  [
    'supplier panel',
    /\/apps\/web\/src\/(pages\/supplier|features\/[^/]+\/supplier|features\/suppliers\/panel)\//,
  ],
  ['promoter panel', /\/apps\/web\/src\/(pages\/promoter|features\/promoters\/panel)\//],
  ['dashboards', /\/apps\/web\/src\/features\/dashboards\//],
  ['forms library', /\/node_modules\/(react-hook-form|@hookform\/resolvers)\//],
  ['zod', /\/node_modules\/zod\//],
]

function areasIn(modules: string[]): string[] {
  const found = new Set<string>()
  for (const id of modules)
    for (const [area, re] of FORBIDDEN) if (re.test(id.replaceAll('\\', '/'))) found.add(area)
  return [...found].sort()
}

describe('routeChunks', () => {
  const manifest: Manifest = {
    'index.html': { file: 'a/index.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'a/shared.js', css: ['a/shared.css'] },
    'src/page.tsx': {
      file: 'a/page.js',
      isDynamicEntry: true,
      imports: ['_shared.js', '_ui.js'],
      dynamicImports: ['src/admin.tsx'],
    },
    '_ui.js': { file: 'a/ui.js' },
    'src/admin.tsx': { file: 'a/admin.js', isDynamicEntry: true },
  }
  const route = { name: 'page', url: '/', screens: ['src/page.tsx'] }

  it('follows static imports from the entry and the screen, never dynamic ones', () => {
    expect(routeChunks(manifest, route).sort()).toEqual(
      ['_shared.js', '_ui.js', 'index.html', 'src/page.tsx'].sort(),
    )
    expect(routeFiles(manifest, route)).toEqual({
      js: ['a/index.js', 'a/shared.js', 'a/page.js', 'a/ui.js'],
      css: ['a/shared.css'],
    })
  })

  it('fails loudly on a screen the build does not have', () => {
    expect(() => routeChunks(manifest, { ...route, screens: ['src/gone.tsx'] })).toThrow(
      /no chunk src\/gone.tsx/,
    )
  })
})

describe('classicScripts', () => {
  it('keeps the classic scripts of the page, not the module ones', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-a.js"></script></head>' +
      '<body><div id="root"></div><script src="/pre-hydration.js"></script></body>'
    expect(classicScripts(html)).toEqual(['pre-hydration.js'])
  })
})

describe('public routes of the real build', () => {
  let manifest: Manifest
  let indexHtml = ''
  const modulesOf = new Map<string, string[]>()

  beforeAll(async () => {
    const result = await build({
      root: web,
      configFile: path.join(web, 'vite.config.ts'),
      // The production build without its .br/.gz twins (vite.config.ts): same chunks and modules.
      mode: 'graph',
      logLevel: 'silent',
      build: { write: false, reportCompressedSize: false },
    })
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
    for (const item of outputs.flatMap((o) => o.output)) {
      if (item.type === 'chunk') modulesOf.set(item.fileName, item.moduleIds)
      else if (item.fileName === '.vite/manifest.json')
        manifest = JSON.parse(String(item.source)) as Manifest
      else if (item.fileName === 'index.html') indexHtml = String(item.source)
    }
  }, 240_000)

  it('runs only the loader before interaction; the app is a module script (ADR 0073)', () => {
    expect(classicScripts(indexHtml)).toEqual(['pre-hydration.js'])
    expect(indexHtml).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js">/)
  })

  it('knows the modules of every chunk it checks', () => {
    expect(manifest).toBeDefined()
    for (const route of PUBLIC_ROUTES)
      for (const file of routeFiles(manifest, route).js) expect(modulesOf.has(file)).toBe(true)
  })

  it('detects a restricted area where one is loaded (the check can fail)', () => {
    // The admin home screen is a lazy chunk of the same build: its graph must be flagged.
    const admin = {
      name: 'admin',
      url: '/admin/home',
      screens: ['src/pages/admin/admin-home-page.tsx'],
    }
    const modules = routeFiles(manifest, admin).js.flatMap((f) => modulesOf.get(f) ?? [])
    expect(areasIn(modules)).toContain('admin screens')
  })

  it.each(PUBLIC_ROUTES.map((r) => [r.name, r] as const))(
    '%s loads no admin, supplier, promoter-panel or forms code (nor zod) on the first interaction',
    (name, route) => {
      const modules = routeFiles(manifest, route).js.flatMap((f) => modulesOf.get(f) ?? [])
      expect(modules.length).toBeGreaterThan(0)
      // The search reads its URL with the API's own query schema (one set of filter rules for
      // both sides, ADR 0050): zod is the one thing it may load.
      const allowed = name === 'search' ? ['zod'] : []
      expect(areasIn(modules).filter((a) => !allowed.includes(a))).toEqual([])
    },
  )
})
