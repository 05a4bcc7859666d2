import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { recreateDatabase } from './bench-app.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const START_SCRIPT = path.join(ROOT, 'scripts/start.ts')
const API_SCRIPT = path.join(ROOT, 'apps/api/src/server.ts')
/** A fresh demo seed on a busy machine takes a minute or two; the first build half a minute. */
const READY_TIMEOUT_MS = 6 * 60_000

export interface StartedProduct {
  baseUrl: string
  /** 'embedded (PGlite)' or 'PostgreSQL 15.x' */
  database: string
  /** The server's process id (its memory is its own: `processRss`). */
  pid: number
  stop(): Promise<void>
}

export interface StartOptions {
  /**
   * The API alone (`apps/api/src/server.ts`, what `npm start` runs after the web build): no web
   * build, no SPA, no demo data. For parts that measure the API, not the pages.
   */
  apiOnly?: boolean
  /** More environment for the server (TICKER, LOG_LEVEL…). */
  env?: Record<string, string>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function waitUntilUp(baseUrl: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the product exited with code ${child.exitCode}:\n${log()}`)
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`the product did not answer /api/health within ${READY_TIMEOUT_MS / 1000} s`)
}

/**
 * A fresh production-like start, the same as `npm start` (scripts/start.ts: builds the web app
 * when it is missing or stale, migrates, seeds the demo data, serves the SPA) in a child process
 * on a free loopback port, with a new data directory. Its working directory is that data
 * directory, so a developer's `.env` cannot point it elsewhere. With `databaseUrl` it runs on
 * that PostgreSQL database, dropped and recreated first (its name must contain "bench").
 * `apiOnly` starts the API server alone instead (see StartOptions).
 */
export async function startProduct(
  databaseUrl?: string,
  options: StartOptions = {},
): Promise<StartedProduct> {
  let database = 'embedded (PGlite)'
  if (databaseUrl) database = `PostgreSQL ${await recreateDatabase(databaseUrl)}`
  // BENCH_PORT pins the port (helpers sharing a machine each keep to their own range).
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'galera-bench-web-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: options.apiOnly ? 'false' : 'true',
    SERVE_WEB: options.apiOnly ? 'false' : 'true',
    ...options.env,
  }
  delete env.DATABASE_URL
  delete env.PUBLIC_URL
  delete env.NODE_ENV
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  const script = options.apiOnly ? API_SCRIPT : START_SCRIPT
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), script], {
    cwd: dataDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      const forced = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(forced)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitUntilUp(baseUrl, child, () => output)
  } catch (err) {
    await stop()
    throw err
  }
  return { baseUrl, database, pid: child.pid!, stop }
}

/** Resident memory of a process (bytes), read from /proc on Linux, from `ps` elsewhere. */
export function processRss(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]
    if (kb) return Number(kb) * 1024
  } catch {
    // not Linux
  }
  const out = execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' })
  return Number(out.trim()) * 1024
}

/**
 * CPU time (ms, user + system) a process has used so far, from /proc on Linux (clock ticks of
 * 10 ms); NaN elsewhere.
 */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces) start at the state, field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return NaN
  }
}
