import pg from 'pg'
import type { BenchApp } from './bench-app.ts'
import {
  formatLoadTable,
  loadEndpoint,
  type HttpBenchOptions,
  type LoadResult,
} from './http-bench.ts'
import { generate, prepare } from './products-data.ts'
import { probes, check, type Probe } from './products-probes.ts'
import { explain, type Explained } from './products-explain.ts'
import { startReference } from './public-mix.ts'

/**
 * Public product search (ADR 0021) at 10,000 and 100,000 generated products: five
 * typical requests of `GET /api/public/products`, each measured on its own (p50/p95, requests per
 * second), the growth of p95 from 10k to 100k — the list is served from the in-memory index (ADR
 * 0078) — and EXPLAIN ANALYZE of the SQL path the repository keeps for the name sort and as the
 * index's fallback (captured through a Drizzle logger), to show whether its text search uses the
 * trigram index `products_search_doc_trgm`. Each figure is also printed as a ratio to a reference measured in
 * the same run, at the same size and connections (a bare Fastify + pg primary-key read, as in the
 * public mix): absolute times on a shared machine say little, ratios travel (ADR 0062). The data:
 * products-data.ts; the requests: products-probes.ts; the plans: products-explain.ts.
 */
const FIRST = 10_000
const TOTAL = 100_000
/** A request slower than this at 100,000 products gets its plan printed (never asserted). */
const SLOW_P95_MS = 100

async function measure(
  bench: BenchApp,
  pool: pg.Pool,
  databaseUrl: string,
  list: Probe[],
  label: string,
  options: HttpBenchOptions,
) {
  console.log(`check: ${await check(bench, list, options.headers)}`)
  const results: LoadResult[] = []
  const plans: Explained[] = []
  const ref = await startReference(databaseUrl, bench.categoryId)
  try {
    results.push(
      await loadEndpoint(`reference: bare PK read, ${label}`, ref.url, [ref.path], options),
    )
  } finally {
    await ref.close()
  }
  for (const p of list) {
    results.push(await loadEndpoint(`${p.name}, ${label}`, bench.baseUrl, p.paths, options))
    plans.push(await explain(pool, p))
  }
  return { reference: results[0]!, results: results.slice(1), plans }
}

export async function productsPart(
  bench: BenchApp,
  databaseUrl: string,
  options: HttpBenchOptions,
) {
  console.log(
    `\nProduct search (${options.connections} connections, ${options.durationSec} s each)`,
  )
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  try {
    const ctx = await prepare(pool)
    const list = probes(ctx)
    const t1 = await generate(pool, ctx, 1, FIRST)
    console.log(`generated ${FIRST.toLocaleString('en')} products in ${t1.toFixed(1)} s`)
    const at10k = await measure(bench, pool, databaseUrl, list, '10k', options)
    const t2 = await generate(pool, ctx, FIRST + 1, TOTAL)
    console.log(
      `generated ${(TOTAL - FIRST).toLocaleString('en')} more in ${t2.toFixed(1)} s (100,000 in ${(t1 + t2).toFixed(1)} s)`,
    )
    const { rows: counts } = await pool.query<{ active: string; listed: string }>(
      `select count(*) filter (where p.status = 'active') as active,
              count(*) filter (where p.status = 'active' and u.status = 'active') as listed
         from products p join users u on u.id = p.supplier_id`,
    )
    console.log(
      `100,000 products: ${Number(counts[0]!.active).toLocaleString('en')} active, ${Number(counts[0]!.listed).toLocaleString('en')} listed (active supplier)`,
    )
    const at100k = await measure(bench, pool, databaseUrl, list, '100k', options)

    const all = list.flatMap((_, i) => [at10k.results[i]!, at100k.results[i]!])
    console.log(`\n${formatLoadTable([at10k.reference, at100k.reference, ...all])}\n`)
    const width = Math.max(...list.map((p) => p.name.length))
    // Ratios to the reference of the same size: p95 as a multiple of its p95, req/s as a share
    // ("—" when no request of a probe was answered in time).
    const times = (x: number, ref: number) => (x > 0 ? `${(x / ref).toFixed(1)}×` : '—')
    console.log(`${'request'.padEnd(width)}  p95 ÷ ref 10k  p95 ÷ ref 100k  req/s of ref 100k`)
    for (const [i, p] of list.entries()) {
      const a = at10k.results[i]!
      const b = at100k.results[i]!
      const share = `${((b.reqPerSec / at100k.reference.reqPerSec) * 100).toFixed(0)}%`
      console.log(
        `${p.name.padEnd(width)}  ${times(a.p95Ms, at10k.reference.p95Ms).padStart(13)}  ${times(b.p95Ms, at100k.reference.p95Ms).padStart(14)}  ${share.padStart(17)}`,
      )
    }
    console.log('')
    console.log(
      `${'request'.padEnd(width)}  p95 100k/10k  EXPLAIN of the SQL path at 100,000 (name sort and fallback; count ms + page ms: scans)`,
    )
    for (const [i, p] of list.entries()) {
      const growth = at100k.results[i]!.p95Ms / at10k.results[i]!.p95Ms
      const e = at100k.plans[i]!
      const trigram = p.text ? (e.usesTrigram ? 'trigram index: yes; ' : 'trigram index: NO; ') : ''
      const jit = e.jitMs ? ` (JIT ${e.jitMs.toFixed(0)} ms)` : ''
      console.log(
        `${p.name.padEnd(width)}  ${`${growth.toFixed(2)}×`.padStart(12)}  ${trigram}${e.countMs.toFixed(1)} + ${e.rowsMs.toFixed(1)} ms${jit}: ${e.scans.join(', ')}`,
      )
    }
    const trigram10k = list.every((p, i) => !p.text || at10k.plans[i]!.usesTrigram)
    console.log(`trigram index used for every text search at 10,000: ${trigram10k ? 'yes' : 'no'}`)
    // Slow requests: print the page query's plan, to look at why (never asserted).
    for (const [i, p] of list.entries()) {
      const r = at100k.results[i]!
      if (r.p95Ms <= SLOW_P95_MS && process.env.BENCH_PRODUCTS_EXPLAIN !== '1') continue
      console.log(`\n${p.name} at 100,000: p95 ${r.p95Ms.toFixed(1)} ms; EXPLAIN ANALYZE:`)
      for (const t of at100k.plans[i]!.text) console.log(`${t}\n`)
    }
  } finally {
    await pool.end()
  }
}
