import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, serverEnv, START_BUDGET_MS, untilServing } from '../test/server-process.ts'

/*
 * ADR 0030: a stopped process must end. `npm start` is run as an operator runs it (the real npm,
 * the real server, its own process group), busy the way a run of checks leaves it — live SSE
 * streams open, keep-alive sockets, the ticker on, a search-index sync under way — and then sent
 * SIGTERM. Every process it started must be gone, its port closed, and the exit clean. Started
 * on a free port with no PUBLIC_URL, the links it hands out point at that port.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'galera-shutdown-'))
const started: ChildProcess[] = []
afterAll(() => {
  // Whatever the outcome, nothing this file started outlives it.
  for (const child of started) {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  rmSync(dataDir, { recursive: true, force: true })
})

/** Whether any process of the group still exists. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

const headers = {
  'content-type': 'application/json',
  'x-app-key': 'galera-web',
  'x-app-secret': 'galera-web-dev-secret',
}

/** Opens the notifications stream and resolves once its first event arrived. */
function openStream(base: string, token: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}/api/notifications/stream?appKey=galera-web&appSecret=galera-web-dev-secret`,
      { headers: { authorization: `Bearer ${token}` } },
      (res) => {
        res.once('data', () => resolve(res))
        res.on('error', () => {})
      },
    )
    req.on('error', reject)
  })
}

async function stopsWhenAsked(database: { DATABASE_URL?: string; DATA_DIR: string }) {
  const port = await freePort()
  const env = serverEnv(port, {
    SERVE_WEB: 'false',
    TICKER: 'on',
    ...database,
    // No DATABASE_URL: PGlite. With PUBLIC_URL unset, links point at the port it was started on.
    DATABASE_URL: database.DATABASE_URL,
    PUBLIC_URL: undefined,
  })
  // npm runs the script through a shell, exactly as `npm start` on a terminal.
  const child = spawn('npm', ['start'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  const pgid = child.pid!
  let output = ''
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))

  const base = `http://127.0.0.1:${port}`
  await untilServing(base, exited, () => output)

  // With PUBLIC_URL unset, the links it gives out point at the port it was started on.
  const robots = await (await fetch(`${base}/robots.txt`)).text()
  expect(robots).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`)
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  expect(sitemap).toContain(`<loc>http://localhost:${port}/promotor/`)
  expect(sitemap).not.toContain('localhost:3000')

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'cliente@galera.dev', password: 'Galera@2026' }),
  })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  // Two live streams, as two open tabs of a browser walk.
  const streams = await Promise.all([openStream(base, token), openStream(base, token)])
  const streamsEnded = streams.map(
    (s) => new Promise<void>((resolve) => (s.on('end', resolve), s.on('close', resolve))),
  )
  // Keep-alive sockets left idle by earlier requests.
  const agent = new http.Agent({ keepAlive: true })
  for (let i = 0; i < 3; i++)
    await new Promise<void>((resolve) =>
      http.get(`${base}/api/public/promoters?q=recepcionista`, { agent, headers }, (res) => {
        res.resume()
        res.on('end', () => resolve())
      }),
    )
  // A search whose index sync is under way when the signal arrives.
  const search = fetch(`${base}/api/public/promoters?q=salvador`, { headers })
    .then((r) => r.status)
    .catch(() => 'refused' as const)
  await new Promise((r) => setImmediate(r))

  child.kill('SIGTERM')
  expect(await exited).toBe(0)
  // Not only npm: every process it started (the shell, the server) is gone.
  await expect
    .poll(() => groupAlive(pgid), { timeout: 20_000, interval: 100 })
    .toBe(false)
    .catch((err) => {
      throw new Error(`a process npm started is still alive after npm exited: ${output}`, {
        cause: err,
      })
    })
  // The streams were ended by the server, and the search answered or was turned away cleanly.
  await Promise.all(streamsEnded)
  expect([200, 503, 'refused']).toContain(await search)
  expect(await fetch(`${base}/api/health`).catch(() => 'refused')).toBe('refused')
  agent.destroy()
  expect(output).not.toMatch(/shutdown step hung|did not finish in time|watchdog/)
}

describe('npm start, sent SIGTERM', () => {
  it(
    'on PGlite: ends every process it started, with live streams, keep-alive sockets, the ticker and a search sync',
    async () => {
      await stopsWhenAsked({ DATA_DIR: dataDir })
    },
    START_BUDGET_MS + 90_000,
  )

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL: the same',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!
      const name = `galera_shutdown_${randomBytes(4).toString('hex')}`
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      await admin.query(`create database ${name}`)
      try {
        const url = new URL(serverUrl)
        url.pathname = `/${name}`
        await stopsWhenAsked({ DATABASE_URL: url.toString(), DATA_DIR: dataDir })
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      }
    },
    START_BUDGET_MS + 90_000,
  )
})
