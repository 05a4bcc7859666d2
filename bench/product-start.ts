import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { recreateDatabase } from './bench-app.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const START_SCRIPT = path.join(ROOT, 'scripts/start.ts')
/** A fresh demo seed on a busy machine takes a minute or two; the first build half a minute. */
const READY_TIMEOUT_MS = 6 * 60_000

export interface StartedProduct {
  baseUrl: string
  /** 'embedded (PGlite)' or 'PostgreSQL 15.x' */
  database: string
  stop(): Promise<void>
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
 */
export async function startProduct(databaseUrl?: string): Promise<StartedProduct> {
  let database = 'embedded (PGlite)'
  if (databaseUrl) database = `PostgreSQL ${await recreateDatabase(databaseUrl)}`
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'galera-bench-web-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    SERVE_WEB: 'true',
  }
  delete env.DATABASE_URL
  delete env.PUBLIC_URL
  delete env.NODE_ENV
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), START_SCRIPT], {
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
  return { baseUrl, database, stop }
}
