import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * `npm run start:cluster` (scripts/cluster.ts) as the bench starts it (ADR 0067): HAProxy on
 * `port`, `processes` API processes on port+1…port+N, on PostgreSQL and Redis, the web app not
 * served. Gives each process's pid (for its RSS) and stops the whole cluster with SIGTERM.
 */
const root = fileURLToPath(new URL('..', import.meta.url))

export interface ClusterOptions {
  databaseUrl: string
  redisUrl: string
  processes: number
  port: number
  /** Seed the demo data before the processes start (cluster.ts skips a database with data). */
  seedDemo: boolean
}

export interface RunningCluster {
  url: string
  /** API process name (api1…) → pid. */
  pids: Map<string, number>
  output(): string
  stop(): Promise<void>
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()))

export async function startCluster(o: ClusterOptions): Promise<RunningCluster> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'galera-bench-cluster-'))
  let output = ''
  const child = spawn('node', ['--import', 'tsx', path.join(root, 'scripts/cluster.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: o.databaseUrl,
      REDIS_URL: o.redisUrl,
      // Its own keys: the shared rate-limit counters of another run never count here.
      REDIS_KEY_PREFIX: `galera-bench-${process.pid}-${Date.now()}`,
      PROCESSES: String(o.processes),
      PORT: String(o.port),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      SEED_DEMO: o.seedDemo ? 'true' : 'false',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // The reads are measured, not the jobs the ticker runs in the background.
      TICKER: 'off',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (b: Buffer) => (output += b.toString()))
  child.stderr!.on('data', (b: Buffer) => (output += b.toString()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited(child)
    rmSync(dataDir, { recursive: true, force: true })
  }
  const healthy = async () => {
    const codes = await Promise.all(
      Array.from({ length: o.processes + 1 }, (_, i) =>
        fetch(`http://127.0.0.1:${o.port + i}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      ),
    )
    return codes.every((c) => c === 200)
  }
  const deadline = Date.now() + 300_000
  while (!(await healthy())) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop()
      throw new Error(`the cluster did not come up:\n${output.slice(-4_000)}`)
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  const pids = new Map<string, number>()
  for (const m of output.matchAll(/\[cluster\] (api\d+) pid (\d+)/g)) pids.set(m[1]!, Number(m[2]))
  return { url: `http://127.0.0.1:${o.port}`, pids, output: () => output, stop }
}

/** Resident set size of a process, in bytes (Linux /proc). */
export function rssOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!m) throw new Error(`no VmRSS for pid ${pid}`)
  return Number(m[1]) * 1024
}

export const mib = (n: number) => `${(n / 1_048_576).toFixed(0)} MiB`
