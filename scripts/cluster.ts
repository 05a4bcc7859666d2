/**
 * `npm run start:cluster` (README "Cluster"): HAProxy on PORT in front of PROCESSES API processes
 * (default: the number of cores) on loopback ports PORT+1…PORT+N. Needs DATABASE_URL (a
 * PostgreSQL server) and REDIS_URL (shared rate limits, ADR 0052); uploads need S3_BUCKET to be
 * served by every process (ADR 0053). Migrates (and seeds the demo, unless SEED_DEMO=false or in
 * production) once before starting the processes; a process that dies is started again. SIGTERM
 * or SIGINT drains: HAProxy stops accepting, every process finishes its requests and ends its
 * streams (ADR 0030), then the script exits.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { ensureHaproxy, haproxyConfig } from './haproxy.ts'
import { ensureWebBuild, root } from './web-build.ts'

if (existsSync('.env')) process.loadEnvFile('.env')
for (const name of ['DATABASE_URL', 'REDIS_URL']) {
  if (!process.env[name]) {
    console.error(`start:cluster needs ${name} (see .env.example and README "Cluster").`)
    process.exit(1)
  }
}
if (!process.env.S3_BUCKET)
  console.warn('S3_BUCKET is not set: an upload is served only by the process that stored it.')

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
const count = Number(process.env.PROCESSES ?? availableParallelism())
if (!Number.isInteger(count) || count < 1 || count > 64) {
  console.error(`PROCESSES must be a whole number from 1 to 64, not ${process.env.PROCESSES}`)
  process.exit(1)
}

ensureHaproxy()
ensureWebBuild()
const production = process.env.NODE_ENV === 'production'
const seed = !production && !['false', '0'].includes(process.env.SEED_DEMO ?? '')
const tsx = ['--import', 'tsx']
const once = spawnSync(
  'node',
  [...tsx, path.join(root, 'apps/api/src/db', seed ? 'seed/seed-cli.ts' : 'migrate-cli.ts')],
  { cwd: root, stdio: 'inherit' },
)
if (once.status !== 0) process.exit(once.status ?? 1)

const childEnv = {
  ...process.env,
  HOST: '127.0.0.1',
  SERVE_WEB: process.env.SERVE_WEB ?? 'true',
  SEED_DEMO: 'false',
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data'),
  // Behind HAProxy: its X-Forwarded-For names the client (per-IP limits).
  TRUST_PROXY_HOPS: '1',
  // One public address for links in mails and feeds, not each process's own port.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
}
const backends = Array.from({ length: count }, (_, i) => ({
  name: `api${i + 1}`,
  port: port + i + 1,
}))
const processes = new Map<string, ChildProcess>()
let stopping = false

function startProcess(b: { name: string; port: number }, attempt = 0) {
  const child = spawn('node', [...tsx, path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: { ...childEnv, PORT: String(b.port) },
    stdio: 'inherit',
  })
  processes.set(b.name, child)
  console.log(`[cluster] ${b.name} pid ${child.pid} on 127.0.0.1:${b.port}`)
  const started = Date.now()
  child.on('exit', (code, signal) => {
    processes.delete(b.name)
    if (stopping) return
    // A process that lived a minute starts over at once; one that keeps dying waits longer.
    const next = Date.now() - started > 60_000 ? 0 : attempt + 1
    const delay = Math.min(500 * 2 ** next, 10_000)
    console.error(`[cluster] ${b.name} exited (${signal ?? code}); restarting in ${delay} ms`)
    setTimeout(() => !stopping && startProcess(b, next), delay).unref()
  })
}

const configDir = mkdtempSync(path.join(tmpdir(), 'galera-haproxy-'))
const configFile = path.join(configDir, 'haproxy.cfg')
writeFileSync(configFile, haproxyConfig({ host, port, backends }))
for (const b of backends) startProcess(b)
const haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: 'inherit' })
console.log(`[cluster] haproxy pid ${haproxy.pid} on ${host}:${port}, ${count} API processes`)
haproxy.on('exit', (code, signal) => {
  if (stopping) return
  console.error(`[cluster] haproxy exited (${signal ?? code}): stopping`)
  void stop(1)
})

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()))

async function stop(exitCode: number) {
  if (stopping) return
  stopping = true
  console.log('[cluster] draining')
  // HAProxy stops listening and lets open connections end; each process drains (ADR 0030).
  haproxy.kill('SIGUSR1')
  const all = [...processes.values()]
  for (const child of all) child.kill('SIGTERM')
  const bound = setTimeout(() => {
    console.error('[cluster] drain took over 20 s: killing what is left')
    for (const child of [...all, haproxy]) child.kill('SIGKILL')
  }, 20_000)
  await Promise.all(all.map(exited))
  // Nothing left to proxy to: HAProxy's remaining connections have nowhere to go.
  haproxy.kill('SIGTERM')
  await exited(haproxy)
  clearTimeout(bound)
  console.log('[cluster] stopped')
  process.exit(exitCode)
}
process.on('SIGTERM', () => void stop(0))
process.on('SIGINT', () => void stop(0))
