/**
 * ADR 0067: the memory of the in-process promoter search index (ADR 0018) at 100,000 and, with
 * `--promoters-1m` (or BENCH_PROMOTERS_1M=1), 1,000,000 promoters. Each figure comes from a
 * fresh process (bench/index-probe.ts): build time, heap and RSS after the build, peak RSS. At
 * 100,000 also the RSS of each of 3 API processes behind HAProxy once a search built its index.
 * The 100,000 are generated (bench/promoter-load.ts); the next 900,000 are copies of them made in
 * SQL (INSERT … SELECT over generate_series, new ids and emails; the triggers fill each search
 * document), so they share the first 100,000's vocabulary. Prints figures; asserts nothing.
 *
 * Alone: `node --import tsx bench/index-bench.ts [--promoters-1m]`.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { openPostgres, runMigrations } from '../apps/api/src/platform/db/database.ts'
import { DEFAULT_BENCH_DATABASE_URL, recreateDatabase } from './bench-app.ts'
import { loadPromoters, prepareLoad } from './promoter-load.ts'
import { mib, rssOf, startCluster } from './cluster-run.ts'
import { suffixed } from './cluster-bench.ts'

/** Above this RSS per process, the index no longer fits "comfortably" (ADR 0067). */
export const BUDGET_BYTES = 1024 ** 3

export interface IndexBenchOptions {
  databaseUrl: string
  redisUrl: string
  port: number
  oneMillion: boolean
  headers: Record<string, string>
}

interface Probe {
  promoters: number
  buildMs: number
  before: { rss: number; heapUsed: number; external: number }
  after: { rss: number; heapUsed: number; external: number }
  peakRss: number
}

/** Node's default heap limit here, in MiB (what a process started without flags gets). */
const defaultHeapLimit = () => {
  const r = spawnSync(
    'node',
    ['-p', 'Math.round(v8.getHeapStatistics().heap_size_limit / 1048576)'],
    { encoding: 'utf8' },
  )
  return Number(r.stdout.trim())
}

/** A fresh process builds the index; `heapMiB` raises its heap limit (else Node's default). */
function probe(databaseUrl: string, heapMiB?: number): Probe | string {
  const script = fileURLToPath(new URL('./index-probe.ts', import.meta.url))
  const flags = heapMiB ? [`--max-old-space-size=${heapMiB}`] : []
  const r = spawnSync('node', [...flags, '--expose-gc', '--import', 'tsx', script, databaseUrl], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  })
  if (r.status === 0) return JSON.parse(r.stdout.trim().split('\n').at(-1)!) as Probe
  if (/heap out of memory|Reached heap limit/i.test(r.stderr))
    return `the build ran out of heap (${r.signal ?? r.status})`
  throw new Error(`index probe failed (${r.status ?? r.signal}): ${r.stderr.slice(-2_000)}`)
}

function report(p: Probe): string {
  const per = (n: number) => `${((n / p.promoters) * 1) | 0} B/promoter`
  const heap = p.after.heapUsed - p.before.heapUsed
  const rss = p.after.rss - p.before.rss
  return [
    `${p.promoters.toLocaleString('en')} promoters: index built in ${(p.buildMs / 1000).toFixed(1)} s`,
    `  heap ${mib(p.after.heapUsed)} (index ${mib(heap)}, ${per(heap)}), RSS ${mib(p.after.rss)} (index ${mib(rss)}, ${per(rss)}), peak RSS during the build ${mib(p.peakRss)}`,
    `  against ${mib(BUDGET_BYTES)} per process: ${p.peakRss <= BUDGET_BYTES ? 'fits' : 'OVER'} (peak ${((p.peakRss / BUDGET_BYTES) * 100).toFixed(0)}%)`,
  ].join('\n')
}

/** 900,000 more promoters: 9 copies of every generated one, one statement per table and copy. */
async function replicate(pool: pg.Pool, copies: number): Promise<number> {
  const started = performance.now()
  const { rows } = await pool.query<{ cols: string }>(
    `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as cols
       from information_schema.columns
      where table_schema = 'public' and table_name = 'promoters' and column_name <> 'user_id'`,
  )
  const cols = rows[0]!.cols
  await pool.query(`create unlogged table bench_originals as
    select user_id as id from promoters`)
  for (let g = 1; g <= copies; g++) {
    const client = await pool.connect()
    try {
      await client.query('begin')
      await client.query(`create temp table m on commit drop as
        select o.id as src, gen_random_uuid() as dst from bench_originals o`)
      await client.query(
        `insert into users (id, role, name, email, password_hash, status, birth_date, gender, created_at)
         select m.dst, u.role, u.name, 'c${g}.' || u.email, u.password_hash, u.status, u.birth_date,
                u.gender, u.created_at
           from m join users u on u.id = m.src`,
      )
      await client.query(
        `insert into addresses (user_id, cep, street, number, neighborhood, city, uf)
         select m.dst, a.cep, a.street, a.number, a.neighborhood, a.city, a.uf
           from m join addresses a on a.user_id = m.src`,
      )
      await client.query(
        `insert into promoters (user_id, ${cols})
         select m.dst, ${cols.replace(/(^|, )/g, '$1p.')} from m join promoters p on p.user_id = m.src`,
      )
      await client.query(
        `insert into promoter_blocked_dates (promoter_id, day)
         select m.dst, b.day from m join promoter_blocked_dates b on b.promoter_id = m.src`,
      )
      await client.query('commit')
    } catch (err) {
      await client.query('rollback')
      throw err
    } finally {
      client.release()
    }
  }
  await pool.query('drop table bench_originals')
  await pool.query('vacuum analyze promoters, users, addresses, promoter_blocked_dates')
  return (performance.now() - started) / 1000
}

async function promoterCount(dbUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: dbUrl })
  try {
    await client.connect()
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from promoters')
    return rows[0]!.n
  } catch {
    return 0
  } finally {
    await client.end().catch(() => {})
  }
}

/** Three API processes behind HAProxy; each builds its index on its first search. */
async function clusterRss(o: IndexBenchOptions, dbUrl: string): Promise<string> {
  const cluster = await startCluster({
    databaseUrl: dbUrl,
    redisUrl: o.redisUrl,
    processes: 3,
    port: o.port,
    seedDemo: false,
  })
  try {
    const pids = [...cluster.pids.entries()]
    const idle = pids.map(([, pid]) => rssOf(pid))
    for (let i = 0; i < pids.length; i++) {
      const search = `http://127.0.0.1:${o.port + i + 1}/api/public/promoters?q=recepcionista%20salvador`
      // The build holds the event loop: the process sheds (503) until it is done, then answers.
      const deadline = Date.now() + 600_000
      for (;;) {
        const res = await fetch(search, { headers: o.headers })
        await res.arrayBuffer()
        if (res.status === 200) break
        if (res.status !== 503 || Date.now() > deadline)
          throw new Error(`search on ${pids[i]![0]} answered ${res.status}`)
        await new Promise((r) => setTimeout(r, 2_000))
      }
    }
    const built = pids.map(([, pid]) => rssOf(pid))
    return pids.map(([name], i) => `${name} ${mib(idle[i]!)} → ${mib(built[i]!)}`).join(', ')
  } finally {
    await cluster.stop()
  }
}

export async function indexPart(o: IndexBenchOptions): Promise<void> {
  const dbUrl = suffixed(o.databaseUrl, '_index')
  console.log(`\nPromoter search index memory (ADR 0067), budget ${mib(BUDGET_BYTES)} per process`)
  // BENCH_INDEX_REUSE=1 keeps the 100,000 of an earlier run (generating them takes minutes).
  const reuse = process.env.BENCH_INDEX_REUSE === '1' && (await promoterCount(dbUrl)) === 100_000
  if (!reuse) {
    await recreateDatabase(dbUrl)
    const database = await openPostgres(dbUrl, 2)
    try {
      await runMigrations(database)
    } finally {
      await database.close()
    }
  }
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2 })
  try {
    const now = new Date()
    if (reuse) console.log('100,000 promoters kept from an earlier run (BENCH_INDEX_REUSE=1)')
    else {
      const ctx = await prepareLoad(pool, now, 100_000)
      const seconds = await loadPromoters(pool, ctx, 100_000, now)
      console.log(`generated 100,000 promoters in ${seconds.toFixed(1)} s`)
    }
    const at100k = probe(dbUrl)
    console.log(typeof at100k === 'string' ? `100,000 promoters: ${at100k}` : report(at100k))
    console.log(
      `RSS per API process before → after its first search: ${await clusterRss(o, dbUrl)}`,
    )
    if (!o.oneMillion) {
      console.log('1,000,000 promoters: skipped (npm run bench -- --promoters-1m)')
      return
    }
    console.log(`copied 900,000 more in SQL in ${(await replicate(pool, 9)).toFixed(1)} s`)
    const limit = defaultHeapLimit()
    const plain = probe(dbUrl)
    console.log(
      typeof plain === 'string'
        ? `1,000,000 promoters, default heap limit ${limit} MiB: ${plain}`
        : report(plain),
    )
    if (typeof plain === 'string') {
      // What it would take: the same build with a heap limit the index fits in.
      const raised = probe(dbUrl, 12_288)
      console.log(
        typeof raised === 'string'
          ? `with a 12 GiB heap: ${raised}`
          : `with a 12 GiB heap limit:\n${report(raised)}`,
      )
    }
  } finally {
    await pool.end()
  }
}

export function indexOptionsFromEnv(headers: Record<string, string>): IndexBenchOptions {
  return {
    databaseUrl: process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL,
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    port: Number(process.env.BENCH_CLUSTER_PORT || 3310),
    oneMillion: process.argv.includes('--promoters-1m') || process.env.BENCH_PROMOTERS_1M === '1',
    headers,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const headers = { 'x-app-key': 'galera-web', 'x-app-secret': 'galera-web-dev-secret' }
  await indexPart(indexOptionsFromEnv(headers))
}
