import { Worker } from 'node:worker_threads'
import autocannon from 'autocannon'

export interface EndpointResult {
  name: string
  reqPerSec: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  errors: number
  total: number
}

export interface HttpBenchOptions {
  connections: number
  durationSec: number
  headers: Record<string, string>
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)))
  })
}

/**
 * One endpoint under load. autocannon runs in a worker thread so the load generator does not
 * share the event loop it is measuring. A short warm-up (not reported) lets the JIT settle.
 */
export async function benchEndpoint(
  name: string,
  url: string,
  options: HttpBenchOptions,
): Promise<EndpointResult> {
  const common = { url, connections: options.connections, headers: options.headers, workers: 1 }
  await run({ ...common, amount: 500 })
  const r = await run({ ...common, duration: options.durationSec })
  return {
    name,
    reqPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    total: r.requests.total,
  }
}

export function formatTable(results: EndpointResult[]): string {
  const header = ['endpoint', 'req/s (avg)', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'requests']
  const rows = results.map((r) => [
    r.name,
    r.reqPerSec.toFixed(0),
    r.p50Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    String(r.non2xx),
    String(r.errors),
    String(r.total),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

/** What load-worker.mjs is given and answers. */
export interface LoadJob {
  baseUrl: string
  paths: string[]
  connections: number
  durationMs: number
  headers: Record<string, string>
}
export interface LoadReport {
  latencies: number[]
  /** Latencies of the 2xx answers only (what an accepted request waited). */
  okLatencies: number[]
  /** How many answers came back with each HTTP status. */
  byStatus: Record<string, number>
  non2xx: number
  errors: number
  /** Requests with no answer within 10 s (also counted in errors). */
  timeouts: number
  elapsedMs: number
}

export interface LoadResult {
  name: string
  reqPerSec: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  non2xx: number
  errors: number
  total: number
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

export function runWorker(job: LoadJob): Promise<LoadReport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: job })
    worker.once('message', (r: LoadReport) => {
      resolve(r)
      void worker.terminate()
    })
    worker.once('error', reject)
  })
}

/**
 * Closed-loop load over a list of paths (varied requests, so no cache flatters the figure) with
 * exact percentiles (p95 included, which autocannon does not report). A 2-second warm-up first.
 */
export async function loadEndpoint(
  name: string,
  baseUrl: string,
  paths: string[],
  options: HttpBenchOptions,
): Promise<LoadResult> {
  const job = { baseUrl, paths, connections: options.connections, headers: options.headers }
  await runWorker({ ...job, durationMs: 2_000 })
  const r = await runWorker({ ...job, durationMs: options.durationSec * 1000 })
  const sorted = [...r.latencies].sort((a, b) => a - b)
  return {
    name,
    reqPerSec: (r.latencies.length / r.elapsedMs) * 1000,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    non2xx: r.non2xx,
    errors: r.errors,
    total: r.latencies.length,
  }
}

export function formatLoadTable(results: LoadResult[]): string {
  const header = [
    'endpoint',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'requests',
  ]
  const rows = results.map((r) => [
    r.name,
    r.reqPerSec.toFixed(0),
    r.p50Ms.toFixed(1),
    r.p95Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    String(r.non2xx),
    String(r.errors),
    String(r.total),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}
