import pg from 'pg'
import type { BenchApp } from './bench-app.ts'
import {
  formatLoadTable,
  loadEndpoint,
  type HttpBenchOptions,
  type LoadResult,
} from './http-bench.ts'
import { loadPromoters, prepareLoad } from './promoter-load.ts'

/**
 * Promoter search at 10,000 and 100,000 generated promoters (ADR 0015): text plus four
 * filters, the query varied on every request, against the bare primary-key read measured in
 * the same run and at the same concurrency. Prints the figures, the ratios and the targets.
 */
const QUERIES = [
  'recepcionista salvador',
  'promotora são paulo',
  'modelo rio de janeiro',
  'promotor de vendas curitiba',
  'bartender belo horizonte',
  'animador recife',
  'dançarina fortaleza',
  'recepcionista bilíngue brasília',
  'músico porto alegre',
  'mestre de cerimônias goiânia',
  'recepcionsta salvdor',
  'modelo campinas',
  'promotora degustação manaus',
  'recepcionista belém',
  'promotor de vendas são luís',
  'ana silva',
]
/** Four filters each (the age range counts as one). */
const FILTERS = [
  'gender=female&ageMin=20&ageMax=35&languages=english&canTravel=true',
  'gender=male&heightMin=170&hair=black,brown&issuesInvoice=true',
  'ageMin=25&ageMax=40&eyes=brown,black&hasCar=true&gender=female',
  'gender=female&heightMin=160&heightMax=180&languages=spanish&canTravel=true',
]
const TOTAL = 100_000
const FIRST = 10_000

function searchPaths(): string[] {
  const paths: string[] = []
  for (const [i, q] of QUERIES.entries())
    for (let k = 0; k < FILTERS.length; k++)
      paths.push(
        `/api/public/promoters?q=${encodeURIComponent(q)}&${FILTERS[(i + k) % FILTERS.length]}`,
      )
  // Interleave so consecutive requests differ in both text and filters.
  return paths.map((p, i) => paths[(i * 7) % paths.length]!).filter(Boolean)
}

async function check(bench: BenchApp, paths: string[], headers: Record<string, string>) {
  const counts: number[] = []
  for (const p of paths) {
    const res = await fetch(bench.baseUrl + p, { headers })
    const body = (await res.json()) as { data?: { total: number } }
    if (res.status !== 200) throw new Error(`search check failed: HTTP ${res.status} for ${p}`)
    counts.push(body.data?.total ?? 0)
  }
  const sorted = [...counts].sort((a, b) => a - b)
  return `${paths.length} queries, results per query: min ${sorted[0]}, median ${sorted[Math.floor(sorted.length / 2)]}, max ${sorted[sorted.length - 1]}`
}

export async function searchPart(bench: BenchApp, databaseUrl: string, options: HttpBenchOptions) {
  console.log(
    `\nPromoter search (${options.connections} connections, ${options.durationSec} s each)`,
  )
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  const now = new Date()
  const results: LoadResult[] = []
  try {
    const ctx = await prepareLoad(pool, now, TOTAL)
    const paths = searchPaths()
    const t1 = await loadPromoters(pool, ctx, FIRST, now)
    console.log(`generated ${FIRST.toLocaleString('en')} promoters in ${t1.toFixed(1)} s`)
    console.log(`check: ${await check(bench, paths, options.headers)}`)
    const at10k = await loadEndpoint('search, 10,000 promoters', bench.baseUrl, paths, options)
    results.push(at10k)
    const t2 = await loadPromoters(pool, ctx, TOTAL - FIRST, now)
    console.log(
      `generated ${(TOTAL - FIRST).toLocaleString('en')} more in ${t2.toFixed(1)} s (100,000 in ${(t1 + t2).toFixed(1)} s; target < 120 s)`,
    )
    console.log(`check: ${await check(bench, paths, options.headers)}`)
    const at100k = await loadEndpoint('search, 100,000 promoters', bench.baseUrl, paths, options)
    results.push(at100k)
    const pk = await loadEndpoint(
      'GET /api/public/categories/{id}',
      bench.baseUrl,
      [`/api/public/categories/${bench.categoryId}`],
      options,
    )
    results.push(pk)
    console.log(`\n${formatLoadTable(results)}\n`)
    const ratio = at100k.reqPerSec / pk.reqPerSec
    const growth = at100k.p95Ms / at10k.p95Ms
    const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED')
    console.log(
      `p95 at 100,000: ${at100k.p95Ms.toFixed(1)} ms (target ≤ 25 ms) ${mark(at100k.p95Ms <= 25)}`,
    )
    console.log(
      `throughput search/PK read: ${(ratio * 100).toFixed(0)}% (target ≥ 20%) ${mark(ratio >= 0.2)}`,
    )
    console.log(`p95 100,000 / 10,000: ${growth.toFixed(2)}× (target ≤ 2×) ${mark(growth <= 2)}`)
    console.log(`load 100,000: ${(t1 + t2).toFixed(1)} s (target < 120 s) ${mark(t1 + t2 < 120)}`)
  } finally {
    await pool.end()
  }
}
