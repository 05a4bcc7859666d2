import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import pg from 'pg'
import { and, eq, isNull } from 'drizzle-orm'
import { buildApp, type App } from '../apps/api/src/app.ts'
import { EnvSchema } from '../apps/api/src/config/env.ts'
import {
  openPglite,
  openPostgres,
  runMigrations,
  type Database,
} from '../apps/api/src/platform/db/database.ts'
import {
  categories,
  products,
  promoters,
  suppliers,
  users,
} from '../apps/api/src/db/schema/index.ts'
import { seedDemo } from '../apps/api/src/db/seed/demo.ts'
import { recreateDatabase } from './bench-app.ts'
import { percentile, runWorker, type LoadReport } from './http-bench.ts'

/**
 * ADR 0051: the product's public mix (home slides, featured, spotlight, categories, promoter
 * search with filters, promoter profile and ratings, product list and page, supplier list and
 * page, cities) on the demo data, against a bare Fastify + pg primary-key read measured in the
 * same run: the mix and each endpoint alone as ratios to it, 4× the connections split by status,
 * the health probe's latency under the mix, the process RSS; then the same mix on the embedded
 * default (PGlite). Prints figures; asserts nothing.
 */
export interface MixOptions {
  databaseUrl: string
  connections: number
  durationSec: number
  headers: Record<string, string>
}

export interface Figures {
  name: string
  reqPerSec: number
  p50: number
  p99: number
  okP99: number
  byStatus: Record<string, number>
  errors: number
  timeouts: number
}

export function figures(name: string, r: LoadReport): Figures {
  const all = [...r.latencies].sort((a, b) => a - b)
  const ok = [...r.okLatencies].sort((a, b) => a - b)
  return {
    name,
    reqPerSec: (r.latencies.length / r.elapsedMs) * 1000,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    okP99: percentile(ok, 99),
    byStatus: r.byStatus,
    errors: r.errors,
    timeouts: r.timeouts,
  }
}

async function load(
  name: string,
  baseUrl: string,
  paths: string[],
  connections: number,
  o: MixOptions,
): Promise<Figures> {
  const job = { baseUrl, paths, connections, headers: o.headers }
  await runWorker({ ...job, durationMs: 2_000 })
  return figures(name, await runWorker({ ...job, durationMs: o.durationSec * 1000 }))
}

/** The mix, and the health probe on one more connection at the same time. */
async function loadWithHealth(name: string, baseUrl: string, paths: string[], o: MixOptions) {
  const job = { baseUrl, paths, connections: o.connections, headers: o.headers }
  await runWorker({ ...job, durationMs: 2_000 })
  const [mix, health] = await Promise.all([
    runWorker({ ...job, durationMs: o.durationSec * 1000 }),
    runWorker({
      baseUrl,
      paths: ['/api/health'],
      connections: 1,
      headers: o.headers,
      durationMs: o.durationSec * 1000,
    }),
  ])
  return { mix: figures(name, mix), health: figures('GET /api/health during the mix', health) }
}

const pct = (x: number, ref: number) => `${((x / ref) * 100).toFixed(0)}%`
const status = (s: Record<string, number>) =>
  Object.entries(s)
    .map(([k, v]) => `${k}:${v}`)
    .join(' ')

export function table(rows: Figures[], ref: number): string {
  const header = ['', 'req/s', 'of ref', 'p50 ms', 'p99 ms', '2xx p99', 'statuses', 'errors']
  const body = rows.map((r) => [
    r.name,
    r.reqPerSec.toFixed(0),
    pct(r.reqPerSec, ref),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    r.okP99.toFixed(1),
    status(r.byStatus),
    `${r.errors}${r.timeouts ? ` (${r.timeouts} timeouts)` : ''}`,
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)))
  const line = (c: string[]) =>
    c.map((x, i) => (i === 0 || i === 6 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  ')
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n')
}

/** The reference: a bare Fastify answering one primary-key read from its own pg pool. */
export async function startReference(databaseUrl: string, id: string, port = 0) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  const app = Fastify({ logger: false })
  app.get<{ Params: { id: string } }>('/ref/:id', async (req) => {
    const { rows } = await pool.query('select id, name_pt from categories where id = $1', [
      req.params.id,
    ])
    return rows[0] ?? null
  })
  const url = await app.listen({ port, host: '127.0.0.1' })
  return {
    url,
    path: `/ref/${id}`,
    close: async () => {
      await app.close()
      await pool.end()
    },
  }
}

/** Ids of the demo data the mix reads (several of each, so the paths vary). */
export async function demoIds(database: Database) {
  const db = database.db
  const topOf = (kind: 'promoter' | 'product') =>
    db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.kind, kind), isNull(categories.parentId)))
      .limit(4)
  const promoterIds = await db
    .select({ id: promoters.userId })
    .from(promoters)
    .innerJoin(users, eq(users.id, promoters.userId))
    .where(eq(users.status, 'active'))
    .limit(8)
  const productIds = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.status, 'active'))
    .limit(8)
  const supplierIds = await db.select({ id: suppliers.userId }).from(suppliers).limit(4)
  return {
    promoterCategories: (await topOf('promoter')).map((r) => r.id),
    productCategories: (await topOf('product')).map((r) => r.id),
    promoters: promoterIds.map((r) => r.id),
    products: productIds.map((r) => r.id),
    suppliers: supplierIds.map((r) => r.id),
  }
}

type Ids = Awaited<ReturnType<typeof demoIds>>

/** The public endpoints, each with the few paths a visitor would send. */
export function endpoints(ids: Ids): { name: string; paths: string[] }[] {
  return [
    { name: 'home slides', paths: ['/api/public/slides'] },
    { name: 'home featured', paths: ['/api/public/home-features'] },
    { name: 'spotlight', paths: ['/api/public/promoters/spotlight'] },
    {
      name: 'categories',
      paths: ['/api/public/categories?kind=promoter', '/api/public/categories?kind=product'],
    },
    {
      name: 'promoter search',
      paths: ids.promoterCategories.flatMap((c) => [
        `/api/public/promoters?categoryId=${c}`,
        `/api/public/promoters?categoryId=${c}&uf=BA`,
      ]),
    },
    {
      name: 'promoter profile',
      paths: ids.promoters.flatMap((p) => [
        `/api/public/promoters/${p}`,
        `/api/public/ratings/${p}`,
      ]),
    },
    {
      name: 'product list',
      paths: [
        '/api/public/products',
        ...ids.productCategories.map((c) => `/api/public/products?categoryId=${c}`),
      ],
    },
    { name: 'product page', paths: ids.products.map((p) => `/api/public/products/${p}`) },
    { name: 'supplier list', paths: ['/api/public/suppliers'] },
    { name: 'supplier page', paths: ids.suppliers.map((s) => `/api/public/suppliers/${s}`) },
    { name: 'cities', paths: ['/api/getCitiesByUfs?uf=BA', '/api/getCitiesByUfs?uf=SP'] },
  ]
}

/** Interleaves the endpoints' paths so consecutive requests hit different endpoints. */
export function mixOf(list: { paths: string[] }[]): string[] {
  const out: string[] = []
  const longest = Math.max(...list.map((e) => e.paths.length))
  for (let i = 0; i < longest; i++) for (const e of list) out.push(e.paths[i % e.paths.length]!)
  return out
}

async function seeded(database: Database) {
  await runMigrations(database)
  if (!(await seedDemo(database.db, 'development'))) throw new Error('bench database not empty')
}

async function startApi(database: Database, env: Record<string, string>) {
  const app: App = await buildApp({
    env: EnvSchema.parse({ NODE_ENV: 'development', LOG_LEVEL: 'silent', TICKER: 'off', ...env }),
    database,
    logger: false,
  })
  const url = await app.app.listen({ port: 0, host: '127.0.0.1' })
  return { app, url }
}

const mb = (n: number) => `${(n / 1_048_576).toFixed(0)} MB`

/** Every path answers 200 (a 503 right after seeding is the loop-delay shed: wait it out). */
export async function check(url: string, list: { name: string; paths: string[] }[], o: MixOptions) {
  for (const e of list)
    for (const p of e.paths) {
      let res = await fetch(url + p, { headers: o.headers })
      for (let i = 0; res.status === 503 && i < 10; i++) {
        await new Promise((r) => setTimeout(r, 500))
        res = await fetch(url + p, { headers: o.headers })
      }
      if (res.status !== 200) throw new Error(`${e.name}: ${p} answered ${res.status}`)
    }
}

export async function publicMixPart(o: MixOptions): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'galera-bench-mix-'))
  process.env.DATA_DIR = dataDir
  const url = new URL(o.databaseUrl)
  url.pathname = `${url.pathname.replace(/\/$/, '')}_mix`
  const mixUrl = url.toString()
  await recreateDatabase(mixUrl)
  const database = await openPostgres(mixUrl, 10)
  let closeAll: (() => Promise<void>)[] = [async () => database.close()]
  try {
    console.log(`\nPublic mix (ADR 0051): demo data on PostgreSQL, ${o.connections} connections`)
    await seeded(database)
    const ids = await demoIds(database)
    const ref = await startReference(mixUrl, ids.promoterCategories[0]!)
    closeAll.unshift(ref.close)
    const api = await startApi(database, { DATABASE_URL: mixUrl, DATA_DIR: dataDir })
    closeAll.unshift(() => api.app.app.close())
    const list = endpoints(ids)
    await check(api.url, list, o)
    const mix = mixOf(list)

    const reference = await load('bare Fastify + pg PK read', ref.url, [ref.path], o.connections, o)
    const { mix: mixed, health } = await loadWithHealth('public mix', api.url, mix, o)
    const alone: Figures[] = []
    for (const e of list) alone.push(await load(e.name, api.url, e.paths, o.connections, o))
    const over = await load(
      `public mix, ${o.connections * 4} connections`,
      api.url,
      mix,
      o.connections * 4,
      o,
    )
    console.log(table([reference, mixed, health, ...alone, over], reference.reqPerSec))
    console.log(`process RSS after the PostgreSQL runs: ${mb(process.memoryUsage().rss)}`)

    // The embedded default: the same mix on PGlite (in memory), same process.
    await Promise.all(closeAll.slice(0, 2).map((c) => c()))
    closeAll = closeAll.slice(2)
    const lite = await openPglite()
    closeAll.unshift(() => lite.close())
    await seeded(lite)
    const liteIds = await demoIds(lite)
    const liteApi = await startApi(lite, { DATA_DIR: dataDir })
    closeAll.unshift(() => liteApi.app.app.close())
    const liteList = endpoints(liteIds)
    await check(liteApi.url, liteList, o)
    const l = await loadWithHealth('public mix, PGlite', liteApi.url, mixOf(liteList), o)
    console.log(`\nThe embedded default (PGlite), ${o.connections} connections`)
    console.log(table([reference, l.mix, l.health], reference.reqPerSec))
    console.log(`process RSS after the PGlite run: ${mb(process.memoryUsage().rss)}`)
  } finally {
    for (const c of closeAll) await c().catch(() => {})
    rmSync(dataDir, { recursive: true, force: true })
  }
}
