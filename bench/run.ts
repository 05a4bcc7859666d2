/**
 * `npm run bench`: load figures for a few hot reads against a PostgreSQL server, then the size of
 * the JavaScript the home page loads. Prints figures; never asserts timings.
 *
 *   BENCH_DATABASE_URL  postgres://postgres@127.0.0.1:5432/galera_bench (dropped and recreated)
 *   BENCH_DURATION      seconds per endpoint (default 10)
 *   BENCH_CONNECTIONS   concurrent connections (default 50)
 *   BENCH_WEB_DIST      built web app (default apps/web/dist)
 *   BENCH_SEARCH_CONNECTIONS  concurrent connections for the search parts (default 4)
 *   BENCH_MIX=0         skips the public mix (ADR 0051: ratios to a bare Fastify + pg read,
 *                       each endpoint, 4× connections by status, RSS, the same on PGlite)
 *   BENCH_HTTP=0        skips the first table (health, category by id, cities)
 *   BENCH_SEARCH=0      skips the promoter-search part (100,000 generated promoters)
 *   BENCH_FANOUT=0      skips the notification fan-out (every generated user, rolled back)
 *   BENCH_PRODUCTS=0    skips the product-search part (10,000 then 100,000 generated products)
 *   BENCH_PRODUCTS_EXPLAIN=1  prints every product query plan (else only for p95 > 100 ms)
 *   BENCH_CONVERSATIONS=0  skips the conversations load (ADR 0056): the API alone in a child
 *                       process on `<BENCH_DATABASE_URL>_chat`, 500 conversations, 1,000 open
 *                       notification streams, 100 messages a second; delivery latency p50/p99,
 *                       lost or duplicated deliveries (any makes the run fail), the server's RSS,
 *                       against the bare LISTEN/NOTIFY round trip at the same rate
 *   BENCH_CONVERSATIONS_SECONDS  seconds of messages (default 10)
 *   BENCH_RECONCILE=0   skips the daily reconciliation at 10,000 and 100,000 payments
 *                       (bench/reconcile-bench.ts, its own database: BENCH_RECONCILE_DATABASE_URL,
 *                       default postgres://postgres@127.0.0.1:5432/galera_bench_rec)
 *   BENCH_WEB=0         skips Lighthouse on five public pages (`npm run bench:web`, bench/web.ts)
 *   BENCH_CLUSTER=0     skips the public mix through HAProxy with 1, 2 and 3 API processes
 *                       (ADR 0067, bench/cluster-bench.ts; `<BENCH_DATABASE_URL>_cluster`,
 *                       REDIS_URL default redis://127.0.0.1:6379, ports BENCH_CLUSTER_PORT
 *                       default 3310 … +3, the reference on +9)
 *   BENCH_INDEX=0       skips the promoter search index's memory at 100,000 promoters, alone
 *                       and in each of 3 processes (ADR 0067, bench/index-bench.ts,
 *                       `<BENCH_DATABASE_URL>_index`); `npm run bench -- --promoters-1m` (or
 *                       BENCH_PROMOTERS_1M=1) adds 1,000,000 (minutes more)
 *
 * With BENCH_HTTP=0, BENCH_SEARCH=0 and BENCH_PRODUCTS=0 the in-process API (and its database
 * BENCH_DATABASE_URL) is not started.
 */
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { DEFAULT_BENCH_DATABASE_URL, startBenchApp, type BenchApp } from './bench-app.ts'
import { benchEndpoint, formatTable, type EndpointResult } from './http-bench.ts'
import { searchPart } from './search-bench.ts'
import { jobsPart } from './jobs-bench.ts'
import { productsPart } from './products-bench.ts'
import { fanoutPart } from './fanout-bench.ts'
import { publicMixPart } from './public-mix.ts'
import { conversationsPart } from './conversations-bench.ts'
import { formatWebSize, measureWebSize } from './web-size.ts'
import { webLighthousePart } from './web-bench.ts'
import { DEFAULT_RECONCILE_DATABASE_URL, reconcilePart } from './reconcile-bench.ts'
import { clusterMixPart, clusterOptionsFromEnv } from './cluster-bench.ts'
import { indexOptionsFromEnv, indexPart } from './index-bench.ts'

const APP_HEADERS = { 'x-app-key': 'galera-web', 'x-app-secret': 'galera-web-dev-secret' }

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a positive integer, got "${value}"`)
  return n
}

function redact(url: string): string {
  const u = new URL(url)
  if (u.password) u.password = '***'
  return u.toString()
}

async function httpPart(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL
  const durationSec = positiveInt(process.env.BENCH_DURATION, 10, 'BENCH_DURATION')
  const connections = positiveInt(process.env.BENCH_CONNECTIONS, 50, 'BENCH_CONNECTIONS')

  console.log(`Node ${process.version}, ${os.cpus().length} CPU(s), ${os.platform()} ${os.arch()}`)
  console.log(`Database: ${redact(databaseUrl)} (fresh)`)
  let bench: BenchApp | undefined
  if (process.env.BENCH_MIX !== '0')
    await publicMixPart({ databaseUrl, connections, durationSec, headers: APP_HEADERS })
  const skipped = (name: string) => process.env[name] === '0'
  if (skipped('BENCH_HTTP') && skipped('BENCH_SEARCH') && skipped('BENCH_PRODUCTS')) return
  try {
    // These parts measure the SQL behind each read: the in-process cache would answer instead.
    bench = await startBenchApp(databaseUrl, { publicReadCache: false })
    console.log(`PostgreSQL ${bench.serverVersion}; API at ${bench.baseUrl}`)
    console.log(
      `autocannon: ${connections} connections, ${durationSec} s per endpoint, after a 500-request warm-up\n`,
    )

    const endpoints = [
      { name: 'GET /api/health', path: '/api/health' },
      {
        name: 'GET /api/public/categories/{id}',
        path: `/api/public/categories/${bench.categoryId}`,
      },
      { name: 'GET /api/getCitiesByUfs?uf=SP', path: '/api/getCitiesByUfs?uf=SP' },
    ]
    // A wrong answer measured fast is worthless: check each endpoint once first.
    for (const e of endpoints) {
      const res = await fetch(bench.baseUrl + e.path, { headers: APP_HEADERS })
      const body = (await res.json()) as { data?: unknown }
      const size = Array.isArray(body.data) ? ` (${body.data.length} items)` : ''
      console.log(`check ${e.name}: HTTP ${res.status}${size}`)
    }
    console.log('')

    const results: EndpointResult[] = []
    for (const e of process.env.BENCH_HTTP === '0' ? [] : endpoints) {
      results.push(
        await benchEndpoint(e.name, bench.baseUrl + e.path, {
          connections,
          durationSec,
          headers: APP_HEADERS,
        }),
      )
    }
    if (results.length) console.log(formatTable(results))
    if (process.env.BENCH_SEARCH !== '0')
      await searchPart(bench, databaseUrl, {
        connections: positiveInt(
          process.env.BENCH_SEARCH_CONNECTIONS,
          4,
          'BENCH_SEARCH_CONNECTIONS',
        ),
        durationSec,
        headers: APP_HEADERS,
      })
    if (process.env.BENCH_SEARCH !== '0' && process.env.BENCH_JOBS !== '0')
      await jobsPart(bench, databaseUrl, {
        connections: positiveInt(
          process.env.BENCH_SEARCH_CONNECTIONS,
          4,
          'BENCH_SEARCH_CONNECTIONS',
        ),
        durationSec,
        headers: APP_HEADERS,
      })
    if (process.env.BENCH_SEARCH !== '0' && process.env.BENCH_FANOUT !== '0')
      await fanoutPart(bench)
    if (process.env.BENCH_PRODUCTS !== '0')
      await productsPart(bench, databaseUrl, {
        connections: positiveInt(
          process.env.BENCH_SEARCH_CONNECTIONS,
          4,
          'BENCH_SEARCH_CONNECTIONS',
        ),
        durationSec,
        headers: APP_HEADERS,
      })
  } finally {
    await bench?.close()
  }
}

function webPart(): void {
  const dist =
    process.env.BENCH_WEB_DIST || fileURLToPath(new URL('../apps/web/dist', import.meta.url))
  console.log(`\n${formatWebSize(measureWebSize(dist), dist)}`)
}

let failed = false
try {
  await httpPart()
} catch (err) {
  failed = true
  console.error(`HTTP bench failed: ${err instanceof Error ? err.message : String(err)}`)
}
if (process.env.BENCH_CONVERSATIONS !== '0') {
  try {
    const url = new URL(process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL)
    url.pathname = `${url.pathname.replace(/\/$/, '')}_chat`
    await conversationsPart({
      databaseUrl: url.toString(),
      seconds: positiveInt(
        process.env.BENCH_CONVERSATIONS_SECONDS,
        10,
        'BENCH_CONVERSATIONS_SECONDS',
      ),
    })
  } catch (err) {
    failed = true
    console.error(`Conversations bench failed: ${err instanceof Error ? err.message : String(err)}`)
  }
}
if (process.env.BENCH_CLUSTER !== '0') {
  try {
    await clusterMixPart(clusterOptionsFromEnv(APP_HEADERS))
  } catch (err) {
    failed = true
    console.error(`Cluster bench failed: ${err instanceof Error ? err.message : String(err)}`)
  }
}
if (process.env.BENCH_INDEX !== '0') {
  try {
    await indexPart(indexOptionsFromEnv(APP_HEADERS))
  } catch (err) {
    failed = true
    console.error(`Search index bench failed: ${err instanceof Error ? err.message : String(err)}`)
  }
}
if (process.env.BENCH_RECONCILE !== '0') {
  try {
    await reconcilePart(process.env.BENCH_RECONCILE_DATABASE_URL || DEFAULT_RECONCILE_DATABASE_URL)
  } catch (err) {
    failed = true
    console.error(
      `Reconciliation bench failed: ${err instanceof Error ? err.message : String(err)}`,
    )
  }
}
webPart()
if (process.env.BENCH_WEB !== '0') {
  try {
    await webLighthousePart()
  } catch (err) {
    failed = true
    console.error(`Web bench failed: ${err instanceof Error ? err.message : String(err)}`)
  }
}
process.exit(failed ? 1 : 0)
