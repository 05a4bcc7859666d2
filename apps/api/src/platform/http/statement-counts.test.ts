import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { countStatements, type StatementCounter } from '../../../test/statement-counter.ts'
import { categories, products, promoters, suppliers, users } from '../../db/schema/index.ts'
import { seedDemo } from '../../db/seed/demo.ts'

/**
 * ADR 0051: how many SQL statements each public read sends, on the demo data (many products,
 * promoters, ratings, images). A read that grows back into one query per row fails here; the
 * in-process cache is off, so every request reaches the database.
 */
let t: TestApp
let dataDir: string
let counter: StatementCounter
const ids = { category: '', productCategory: '', promoter: '', product: '', supplier: '' }

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'galera-statements-'))
  vi.stubEnv('DATA_DIR', dataDir)
  t = await createTestApp({ env: { DATA_DIR: dataDir } })
  expect(await seedDemo(t.db, 'test')).toBe(true)
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0]!
  const topCategory = async (kind: 'promoter' | 'product') =>
    (
      await first(
        t.db
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.kind, kind), isNull(categories.parentId))),
      )
    ).id
  ids.category = await topCategory('promoter')
  ids.productCategory = await topCategory('product')
  ids.promoter = (
    await first(
      t.db
        .select({ id: promoters.userId })
        .from(promoters)
        .innerJoin(users, eq(users.id, promoters.userId))
        .where(eq(users.email, 'promotora@galera.dev')),
    )
  ).id
  ids.product = (
    await first(
      t.db.select({ id: products.id }).from(products).where(eq(products.status, 'active')),
    )
  ).id
  ids.supplier = (await first(t.db.select({ id: suppliers.userId }).from(suppliers))).id
  counter = countStatements(t.database)
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** [name, URL, most statements allowed]: lower a budget when a read gets cheaper, never raise it. */
const ENDPOINTS: [string, () => string, number][] = [
  ['slides', () => '/api/public/slides', 2],
  ['home features', () => '/api/public/home-features', 4],
  ['spotlight', () => '/api/public/promoters/spotlight', 1],
  ['categories', () => '/api/public/categories?kind=product', 1],
  ['category', () => `/api/public/categories/${ids.category}`, 1],
  ['subcategories', () => `/api/public/categories/${ids.productCategory}/subcategories`, 2],
  ['colors', () => '/api/public/colors', 1],
  ['materials', () => '/api/public/materials', 1],
  ['promoter search', () => `/api/public/promoters?categoryId=${ids.category}&uf=BA`, 1],
  ['promoter profile', () => `/api/public/promoters/${ids.promoter}`, 5],
  ['promoter ratings', () => `/api/public/ratings/${ids.promoter}`, 2],
  // From the in-memory index (ADR 0078): its change-log read, then the page's cards.
  ['product list', () => '/api/public/products', 2],
  ['product list, filtered', () => `/api/public/products?category=${ids.productCategory}`, 3],
  ['product list, words', () => '/api/public/products?q=caneta%20met%C3%A1lica', 2],
  // The name order is the database's collation: count, page and cards in SQL.
  ['product list, by name', () => '/api/public/products?sort=name', 3],
  ['product page', () => `/api/public/products/${ids.product}`, 5],
  ['product ratings', () => `/api/public/products/${ids.product}/ratings`, 3],
  ['supplier list', () => '/api/public/suppliers', 3],
  ['supplier page', () => `/api/public/suppliers/${ids.supplier}`, 2],
  ['states', () => '/api/getUfs', 0],
  ['cities', () => '/api/getCitiesByUfs?uf=BA', 0],
  ['options', () => '/api/options', 0],
  ['fees', () => '/api/public/fees/current', 2],
  ['terms', () => '/api/public/terms-versions/current', 2],
  ['dpo', () => '/api/public/legal/dpo', 0],
]

describe('SQL statements per public read', () => {
  it.each(ENDPOINTS)('%s', async (_name, url, budget) => {
    // The first call may fill process-wide lookups; the second is what every reader pays.
    await t.request({ method: 'GET', url: url() })
    counter.reset()
    const res = await t.request({ method: 'GET', url: url() })
    expect(res.statusCode).toBe(200)
    expect(counter.count, counter.statements.join('\n---\n')).toBeLessThanOrEqual(budget)
  })
})

/**
 * The signed-in lists users open most, on the demo accounts; the session lookup is counted too.
 * Jobs and notifications (ADR 0062), my budgets and supplier requests (ADR 0068) answer in one
 * statement after the session.
 */
const SIGNED_IN: [string, string, string, number][] = [
  ['my budgets', 'cliente@galera.dev', '/api/client/budgets', 2],
  ['my budgets, finished tab', 'cliente@galera.dev', '/api/client/budgets?tab=finished', 2],
  ['my solicitations', 'cliente@galera.dev', '/api/client/jobs', 2],
  ['my solicitations, requested tab', 'cliente@galera.dev', '/api/client/jobs?tab=requested', 2],
  ['my jobs (promoter)', 'promotora@galera.dev', '/api/promoter/jobs', 2],
  ['supplier requests', 'fornecedor@galera.dev', '/api/supplier/proposals', 2],
  ['supplier requests, deals tab', 'fornecedor@galera.dev', '/api/supplier/proposals?tab=deals', 2],
  ['notifications', 'cliente@galera.dev', '/api/notifications', 2],
  ['notifications, past the last page', 'cliente@galera.dev', '/api/notifications?page=50', 2],
]

describe('SQL statements per signed-in list', () => {
  it.each(SIGNED_IN)('%s', async (_name, email, url, budget) => {
    const token = await t.login(email)
    await t.request({ method: 'GET', url, token })
    counter.reset()
    const res = await t.request({ method: 'GET', url, token })
    expect(res.statusCode).toBe(200)
    expect(counter.count, counter.statements.join('\n---\n')).toBeLessThanOrEqual(budget)
  })
})
