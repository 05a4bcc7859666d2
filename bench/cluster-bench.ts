/**
 * ADR 0067: the public mix of ADR 0051 through HAProxy in front of 1, 2 and 3 API processes
 * (`npm run start:cluster`) on PostgreSQL and Redis, against the bare Fastify + pg primary-key
 * read measured in the same run: req/s in all and per process, p50/p99, statuses, errors, each
 * process's RSS after its run. Prints figures; asserts nothing.
 *
 * Alone: `node --import tsx bench/cluster-bench.ts` (BENCH_DATABASE_URL, BENCH_DURATION,
 * BENCH_CONNECTIONS, BENCH_CLUSTER_PORT, REDIS_URL as in bench/run.ts).
 */
import os from 'node:os'
import { openPostgres, runMigrations } from '../apps/api/src/platform/db/database.ts'
import { seedDemo } from '../apps/api/src/db/seed/demo.ts'
import { DEFAULT_BENCH_DATABASE_URL, recreateDatabase } from './bench-app.ts'
import { runWorker } from './http-bench.ts'
import {
  check,
  demoIds,
  endpoints,
  figures,
  mixOf,
  startReference,
  type Figures,
  type MixOptions,
} from './public-mix.ts'
import { mib, rssOf, startCluster } from './cluster-run.ts'

export interface ClusterBenchOptions extends MixOptions {
  redisUrl: string
  /** HAProxy's port; the processes take the next ones, the reference the ninth after it. */
  port: number
  counts: number[]
}

interface Row {
  name: string
  processes: number
  f: Figures
  rss: number[]
  /** The reference's req/s measured just before this row. */
  ref: number
}

export function suffixed(url: string, suffix: string): string {
  const u = new URL(url)
  u.pathname = `${u.pathname.replace(/\/$/, '')}${suffix}`
  return u.toString()
}

async function measure(name: string, baseUrl: string, paths: string[], o: MixOptions) {
  const job = { baseUrl, paths, connections: o.connections, headers: o.headers }
  await runWorker({ ...job, durationMs: 2_000 })
  return figures(name, await runWorker({ ...job, durationMs: o.durationSec * 1000 }))
}

/** Answers that served the visitor (2xx) per second: a shed 503 is fast but serves nobody. */
function okPerSec(f: Figures): number {
  const all = Object.values(f.byStatus).reduce((a, b) => a + b, 0)
  const ok = Object.entries(f.byStatus)
    .filter(([k]) => k.startsWith('2'))
    .reduce((a, [, v]) => a + v, 0)
  return all ? (f.reqPerSec * ok) / all : 0
}

function table(rows: Row[]): string {
  const header = [
    '',
    'req/s',
    'of ref',
    '2xx/s',
    'req/s/proc',
    'of ref',
    'p50 ms',
    'p99 ms',
    '2xx p99',
    'statuses',
    'errors',
    'RSS per process',
  ]
  const body = rows.map((r) => {
    const pct = (x: number) => `${((x / r.ref) * 100).toFixed(0)}%`
    const perProcess = r.processes ? r.f.reqPerSec / r.processes : r.f.reqPerSec
    return [
      r.name,
      r.f.reqPerSec.toFixed(0),
      pct(r.f.reqPerSec),
      okPerSec(r.f).toFixed(0),
      r.processes ? perProcess.toFixed(0) : '',
      r.processes ? pct(perProcess) : '',
      r.f.p50.toFixed(1),
      r.f.p99.toFixed(1),
      r.f.okP99.toFixed(1),
      Object.entries(r.f.byStatus)
        .map(([k, v]) => `${k}:${v}`)
        .join(' '),
      `${r.f.errors}${r.f.timeouts ? ` (${r.f.timeouts} timeouts)` : ''}`,
      r.rss.map(mib).join(', '),
    ]
  })
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)))
  const left = new Set([0, 9, 11])
  const line = (c: string[]) =>
    c.map((x, i) => (left.has(i) ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  ')
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n')
}

export async function clusterMixPart(o: ClusterBenchOptions): Promise<void> {
  const dbUrl = suffixed(o.databaseUrl, '_cluster')
  await recreateDatabase(dbUrl)
  console.log(
    `\nPublic mix through HAProxy (ADR 0067): demo data on PostgreSQL, ${o.connections} connections, ${o.durationSec} s, ${os.availableParallelism()} CPU(s) shared by HAProxy, the processes, PostgreSQL and the load generator`,
  )
  // Seeded here, so the ids are known before any process starts (cluster.ts then seeds nothing).
  const database = await openPostgres(dbUrl, 2)
  let ids: Awaited<ReturnType<typeof demoIds>>
  try {
    await runMigrations(database)
    if (!(await seedDemo(database.db, 'development'))) throw new Error('bench database not empty')
    ids = await demoIds(database)
  } finally {
    await database.close()
  }
  const list = endpoints(ids)
  const mix = mixOf(list)
  const rows: Row[] = []
  // The load on a shared machine drifts: the reference is measured again right before each
  // cluster run, and each run's ratios are to the reference just before it.
  const ref = await startReference(dbUrl, ids.promoterCategories[0]!, o.port + 9)
  try {
    for (const n of o.counts) {
      const r = await measure(`bare Fastify + pg PK read`, ref.url, [ref.path], o)
      rows.push({ name: r.name, processes: 0, f: r, rss: [rssOf(process.pid)], ref: r.reqPerSec })
      const cluster = await startCluster({
        databaseUrl: dbUrl,
        redisUrl: o.redisUrl,
        processes: n,
        port: o.port,
        seedDemo: false,
      })
      try {
        await check(cluster.url, list, o)
        const name = `public mix, ${n} process${n > 1 ? 'es' : ''}`
        const f = await measure(name, cluster.url, mix, o)
        const rss = [...cluster.pids.values()].map(rssOf)
        rows.push({ name, processes: n, f, rss, ref: r.reqPerSec })
      } finally {
        await cluster.stop()
      }
    }
  } finally {
    await ref.close()
  }
  console.log(table(rows))
  console.log(
    'Ratios: to the reference row just above. Its RSS: the bench process itself. Per process: req/s divided by the processes; on 2 cores more processes share the same CPU time (ADR 0067).',
  )
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value || fallback)
  if (!Number.isInteger(n) || n < 1) throw new Error(`not a positive integer: ${value}`)
  return n
}

export function clusterOptionsFromEnv(headers: Record<string, string>): ClusterBenchOptions {
  return {
    databaseUrl: process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL,
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    connections: positiveInt(process.env.BENCH_CONNECTIONS, 50),
    durationSec: positiveInt(process.env.BENCH_DURATION, 10),
    headers,
    port: positiveInt(process.env.BENCH_CLUSTER_PORT, 3310),
    counts: [1, 2, 3],
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const headers = { 'x-app-key': 'galera-web', 'x-app-secret': 'galera-web-dev-secret' }
  await clusterMixPart(clusterOptionsFromEnv(headers))
}
