import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { cruise, type ICruiseResult } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'

/*
 * The layering rules of `npm run lint` (ADR 0043), run with the project's own configuration over
 * two small trees shaped like apps/web/src, apps/api/src and packages/shared/src: in `broken`
 * each rule is broken exactly once (a cycle is reported once, at its first import; a type-only
 * import counts), but SQL outside a repository twice (drizzle-orm, the db/schema tables); `clean`
 * holds every import the rules allow (tests and type-only imports of row types included).
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const fixtures = fileURLToPath(new URL('./fixtures/layers/', import.meta.url))

async function violations(tree: string) {
  const options = await extractDepcruiseOptions(`${root}.dependency-cruiser.cjs`)
  const tsConfig = extractTSConfig(`${root}tsconfig.base.json`)
  const { output } = await cruise(
    ['apps', 'packages'],
    { ...options, baseDir: `${fixtures}${tree}` },
    undefined,
    { tsConfig },
  )
  const { summary } = output as ICruiseResult
  return {
    found: summary.violations
      .map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
      .sort((a, b) => a.localeCompare(b)),
    cruised: summary.totalCruised,
  }
}

describe('layering rules (dependency-cruiser)', () => {
  it('report each broken rule once, naming the import that breaks it', async () => {
    const { found } = await violations('broken')
    expect(found).toEqual(
      [
        'no-circular: packages/shared/src/cycle-a.ts → packages/shared/src/cycle-b.ts',
        'shared-not-to-apps: packages/shared/src/leak.ts → apps/web/src/lib/routes.ts',
        'apps-not-to-each-other: apps/api/src/platform/links.ts → apps/web/src/lib/routes.ts',
        'web-components-lib-not-up: apps/web/src/components/pager.tsx → apps/web/src/features/alpha/api.ts',
        'web-feature-not-to-page-or-app: apps/web/src/features/alpha/view.tsx → apps/web/src/app/theme.ts',
        'web-feature-not-to-other-feature: apps/web/src/features/beta/view.tsx → apps/web/src/features/alpha/api.ts',
        'web-page-not-to-app: apps/web/src/pages/home-page.tsx → apps/web/src/app/theme.ts',
        'api-module-not-to-other-routes: apps/api/src/modules/billing/billing.routes.ts → apps/api/src/modules/orders/orders.routes.ts',
        'api-service-not-to-routes: apps/api/src/modules/orders/orders.service.ts → apps/api/src/modules/orders/orders.routes.ts',
        'api-repository-not-up: apps/api/src/modules/orders/orders.repository.ts → apps/api/src/modules/orders/orders.service.ts',
        'api-sql-only-in-repositories: apps/api/src/modules/orders/orders.ticker.ts → ../../../../node_modules/drizzle-orm/index.d.ts',
        'api-sql-only-in-repositories: apps/api/src/modules/orders/orders.ticker.ts → apps/api/src/db/schema/index.ts',
      ].sort((a, b) => a.localeCompare(b)),
    )
  })

  it('every rule of the configuration is exercised by the broken tree', async () => {
    const options = await extractDepcruiseOptions(`${root}.dependency-cruiser.cjs`)
    const { found } = await violations('broken')
    const names = (options.ruleSet?.forbidden ?? []).map((r) => r.name)
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(found.some((f) => f.startsWith(`${name}: `))).toBe(true)
  })

  it('find nothing in a tree that follows app → pages → features → components | lib → shared', async () => {
    const { found, cruised } = await violations('clean')
    expect(cruised).toBe(22)
    expect(found).toEqual([])
  })
})
